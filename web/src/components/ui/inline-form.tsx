import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { FormField } from './form-field';
import styles from './inline-form.module.css';

type InlineFormProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** An error replaces the hint under the field. */
  error: string | null;
  hint?: string;
  maxLength?: number;
  submitLabel: string;
  submitIcon: ReactNode;
  pending: boolean;
  onSubmit: () => void;
};

/** One field and its button on a line (stacked on a phone): "create team", "add member". */
export function InlineForm(props: InlineFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <div className={styles.field}>
        <FormField
          label={props.label}
          name={props.name}
          size="small"
          required
          autoComplete="off"
          value={props.value}
          onChange={props.onChange}
          error={props.error ?? undefined}
          hint={props.hint}
          maxLength={props.maxLength}
        />
      </div>
      <Button type="submit" loading={props.pending} icon={props.submitIcon}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
