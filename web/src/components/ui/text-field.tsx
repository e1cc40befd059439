// A labelled text input: the label above the field, a hint or the error below it, tied to the input for screen
// readers. A native input needs no headless library for this; Base UI's Field would add its validation machinery,
// which the forms here (checked by @quizdrill/contracts/rules) do not use.
import {
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './text-field.module.css';

type Shared = {
  label: string;
  /** A hint under the field; replaced by `error` when there is one. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid. `true` marks it when another element says why. */
  error?: string | boolean;
  /** As wide as its parent. */
  fullWidth?: boolean;
  /** small: a denser field, for a search above a list. */
  size?: 'small' | 'medium';
  /** Inside the field's border, after the text: a button that acts on the value (show the password). */
  endAdornment?: ReactNode;
  /** Typed code (a course's name, SQL): a monospace font. */
  monospace?: boolean;
};

type InputProps = Shared &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'id' | 'size'> & {
    multiline?: false;
    ref?: Ref<HTMLInputElement>;
  };
type TextAreaProps = Shared &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'id'> & {
    multiline: true;
    /** The textarea grows with its text between these many lines. */
    minRows?: number;
    maxRows?: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

export type TextFieldProps = InputProps | TextAreaProps;

export function TextField(props: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const { label, hint, error, fullWidth, required, size = 'medium', endAdornment, monospace } = props;
  const note = typeof error === 'string' && error ? error : hint;
  const describedBy =
    [note ? noteId : undefined, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div
      className={styles.field}
      data-full-width={fullWidth || undefined}
      data-invalid={error ? '' : undefined}
      data-size={size}
      data-disabled={props.disabled || undefined}
      data-monospace={monospace || undefined}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.frame}>
        {props.multiline ? (
          <textarea
            {...withoutOwnProps(props)}
            {...control}
            rows={props.minRows}
            style={
              {
                '--min-rows': props.minRows ?? 2,
                '--max-rows': props.maxRows ?? 'none',
              } as CSSProperties
            }
          />
        ) : (
          <input {...withoutOwnProps(props)} {...control} />
        )}
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
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
    size: _size,
    endAdornment: _endAdornment,
    monospace: _monospace,
    minRows: _minRows,
    maxRows: _maxRows,
    ...native
  } = props as Props & { minRows?: number; maxRows?: number };
  return native as Omit<Props, keyof Shared | 'multiline' | 'minRows' | 'maxRows'>;
}
