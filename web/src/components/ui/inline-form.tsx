import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { FormEvent, ReactNode } from 'react';
import { FormField } from './form-field';

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
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'flex',
        gap: 1.5,
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
      }}
    >
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
      <Button
        type="submit"
        variant="contained"
        disabled={props.pending}
        startIcon={
          props.pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : props.submitIcon
        }
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        {props.submitLabel}
      </Button>
    </Box>
  );
}
