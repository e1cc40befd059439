// The app's labelled form field, outlined, with its message below, and its password variant. It is MUI TextField's
// own markup (FormControl, InputLabel, OutlinedInput, FormHelperText) without TextField itself: TextField can also be
// a `select`, so it always brings Select, Menu, Popover and Modal with it (about 20 kB gzipped on the login page).
// Both live in this one module so that the login page, which needs both, fetches them as one chunk.
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  /** Further attributes of the input element: a number's range, its language, another element describing it. */
  inputAttributes?: InputBaseComponentProps;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
};

/** Always as wide as its container; put two in a row with a Stack. */
export function FormField({
  label,
  onChange,
  error,
  hint,
  maxLength,
  required,
  disabled,
  size,
  inputAttributes,
  sx,
  ...input
}: FormFieldProps) {
  const id = useId();
  const invalid = Boolean(error);
  const helperText = typeof error === 'string' && error ? error : hint;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const describedBy =
    [helperTextId, inputAttributes?.['aria-describedby']].filter(Boolean).join(' ') || undefined;
  // A date input always shows its own placeholder (dd/mm/yyyy): the label stays above it, never over it.
  const labelAbove = input.type === 'datetime-local' ? true : undefined;
  return (
    <FormControl
      variant="outlined"
      fullWidth
      required={required}
      disabled={disabled}
      error={invalid}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={labelAbove}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={labelAbove}
        fullWidth
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ ...inputAttributes, maxLength, 'aria-describedby': describedBy }}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
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
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
            onClick={() => setShown((isShown) => !isShown)}
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
