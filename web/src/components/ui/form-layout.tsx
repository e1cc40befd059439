import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { FormEvent, ReactNode, Ref } from 'react';

/**
 * The column every form uses: native validation off (the forms say what is wrong themselves), and the form-level
 * error above the fields. `gap` is the space between the rows (theme units): editing pages 3, the shorter forms of
 * sign-in, register, profile and contact 2.5. `formRef`, not `ref`: Preact (vite.config.ts) does not pass `ref` to a
 * function component as a prop, as React 19 does.
 */
export function FormLayout({
  onSubmit,
  error,
  errorTitle,
  gap = 3,
  formRef,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error?: ReactNode;
  errorTitle?: string;
  gap?: number;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap }}
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
