import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

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
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      {children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending || disabled}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : icon}
      >
        {pending ? pendingLabel : label}
      </Button>
    </Stack>
  );
}
