// The app's labelled form field, with its message below, and its password variant: the UI layer's TextField with
// the forms' own conventions (the value given to onChange, an error that is a text or just a mark, the service's
// limit). Both live in this one module so that the login page, which needs both, fetches them as one chunk.
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { TextField } from './text-field';

/** Further attributes of the input element: a number's range, its language, another element describing it. */
type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'id' | 'size' | 'value' | 'onChange' | 'type'
> &
  Record<`data-${string}`, string | undefined>;

export type FormFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The text under the field that marks it invalid: a rule it breaks or the server's refusal, translated; `true`
   * marks it invalid when another element says why.
   */
  error?: string | boolean | undefined;
  /** Under the field while it has no error. */
  hint?: ReactNode;
  /** The service's limit, so that no more can be typed than it accepts. */
  maxLength?: number;
  type?: 'text' | 'search' | 'email' | 'password' | 'number' | 'datetime-local';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  size?: 'small' | 'medium';
  placeholder?: string;
  inputAttributes?: InputAttributes;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
  /** Typed code (a course's name, SQL): a monospace font. */
  monospace?: boolean;
};

/** Always as wide as its container; put two in a row with a Stack. */
export function FormField({
  onChange,
  inputAttributes,
  inputRef,
  multiline,
  minRows,
  maxRows,
  type,
  ...field
}: FormFieldProps) {
  if (multiline) {
    const { endAdornment: _none, ...textArea } = field;
    return (
      <TextField
        {...(inputAttributes as object)}
        {...textArea}
        multiline
        minRows={minRows}
        maxRows={maxRows}
        fullWidth
        ref={inputRef as Ref<HTMLTextAreaElement>}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <TextField
      {...inputAttributes}
      {...field}
      type={type}
      fullWidth
      ref={inputRef}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A password input with a show/hide button. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FormField
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <IconButton
          label={shown ? t('login.hidePassword') : t('login.showPassword')}
          icon={shown ? <EyeOff size={22} aria-hidden="true" /> : <Eye size={22} aria-hidden="true" />}
          onClick={() => setShown((isShown) => !isShown)}
        />
      }
    />
  );
}
