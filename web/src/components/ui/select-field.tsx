// A labelled outlined select with its message below: MUI TextField's `select` markup without TextField, like
// FormField beside it (a module of its own, so pages without a select never fetch Select, Menu, Popover and Modal).
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, type Ref, useId } from 'react';

type SelectFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices: MenuItems. */
  children: ReactNode;
  /** Translated; `true` marks the field invalid when another element says why. */
  error?: string | boolean | undefined;
  /** Under the field while it has no error. */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The empty value is a choice of its own (a MenuItem with value ''): the field shows it, the label stays above. */
  displayEmpty?: boolean;
  fullWidth?: boolean;
  /** Its `focus()` moves the focus to the select, to show the user what is missing. */
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
};

export function SelectField({
  name,
  label,
  value,
  onChange,
  children,
  error,
  hint,
  inputRef,
  displayEmpty,
  ...control
}: SelectFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperText = typeof error === 'string' && error ? error : hint;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={Boolean(error)} {...control}>
      <InputLabel id={labelId} htmlFor={id} shrink={displayEmpty || undefined}>
        {label}
      </InputLabel>
      <Select
        id={id}
        labelId={labelId}
        label={label}
        name={name}
        value={value}
        inputRef={inputRef}
        displayEmpty={displayEmpty}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperTextId}
      >
        {children}
      </Select>
      {helperText && (
        <FormHelperText id={helperTextId} component="div">
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
