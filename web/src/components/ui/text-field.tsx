// A labelled text input: the label above the field, a hint or the error below it, tied to the input for screen
// readers. A native input needs no headless library for this; Base UI's Field would add its validation machinery,
// which the forms here (checked by @quizdrill/contracts/rules) do not use.
import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './text-field.module.css';

type Shared = {
  label: string;
  /** A hint under the field; replaced by `error` when there is one. */
  hint?: string;
  /** What is wrong with the value; marks the field invalid. */
  error?: string;
  /** As wide as its parent. */
  fullWidth?: boolean;
};

type InputProps = Shared &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'id'> & {
    multiline?: false;
    ref?: Ref<HTMLInputElement>;
  };
type TextAreaProps = Shared &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'id'> & {
    multiline: true;
    ref?: Ref<HTMLTextAreaElement>;
  };

export type TextFieldProps = InputProps | TextAreaProps;

export function TextField(props: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const { label, hint, error, fullWidth, required } = props;
  const note = error ?? hint;
  const control = {
    id,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': note ? noteId : undefined,
  };
  return (
    <div
      className={styles.field}
      data-full-width={fullWidth || undefined}
      data-invalid={error ? '' : undefined}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {props.multiline ? (
        <textarea {...withoutOwnProps(props)} {...control} />
      ) : (
        <input {...withoutOwnProps(props)} {...control} />
      )}
      {note && (
        <p className={styles.note} id={noteId}>
          {note}
        </p>
      )}
    </div>
  );
}

/** The props that go to the native element: everything but the field's own. */
function withoutOwnProps<Props extends TextFieldProps>(props: Props) {
  const {
    label: _label,
    hint: _hint,
    error: _error,
    fullWidth: _fullWidth,
    multiline: _multiline,
    ...native
  } = props;
  return native as Omit<Props, keyof Shared | 'multiline'>;
}
