import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { FormEvent, ReactNode, Ref } from 'react';

/**
 * The column every editing form uses: native validation off (the forms say what is wrong themselves), and the
 * form-level error above the fields.
 */
export function FormLayout({
  onSubmit,
  error,
  errorTitle,
  ref,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error?: ReactNode;
  errorTitle?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      ref={ref}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      {error && (
        <Alert severity="error" role="alert">
          {errorTitle && <AlertTitle>{errorTitle}</AlertTitle>}
          {error}
        </Alert>
      )}
      {children}
    </Box>
  );
}
