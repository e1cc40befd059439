import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './form-actions.module.css';

type SubmitButtonProps = {
  label: string;
  pendingLabel: string;
  pending: boolean;
  icon: ReactNode;
  disabled?: boolean;
  /** Other buttons, before the submit button. */
  children?: ReactNode;
};

/** The end of a form: its other buttons, then the submit button, which shows progress while the form is sent. */
export function FormActions({
  label,
  pendingLabel,
  pending,
  icon,
  disabled = false,
  children,
}: SubmitButtonProps) {
  return (
    <div className={styles.actions}>
      {children}
      <Button type="submit" size="large" disabled={disabled} loading={pending} icon={icon}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
