import type { CSSProperties, FormEvent, ReactNode, Ref } from 'react';
import { Alert } from './alert';
import styles from './form-layout.module.css';

/**
 * The column every form uses: native validation off (the forms say what is wrong themselves), and the form-level
 * error above the fields. `gap` is the space between the rows in steps of 8 px: editing pages 3, the shorter forms
 * of sign-in, register, profile and contact 2.5. `ref` reaches the form element.
 */
export function FormLayout({
  onSubmit,
  error,
  errorTitle,
  gap = 3,
  ref,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error?: ReactNode;
  errorTitle?: string;
  gap?: number;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const style = { '--form-gap': `calc(${gap} * var(--space-1))` } as CSSProperties;
  return (
    <form ref={ref} noValidate onSubmit={onSubmit} className={styles.form} style={style}>
      {error && (
        <Alert tone="error" title={errorTitle}>
          {error}
        </Alert>
      )}
      {children}
    </form>
  );
}

/** Two fields of a FormLayout that belong together (first and last name): side by side where there is room. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
