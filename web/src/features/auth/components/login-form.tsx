import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginCredentials, useLogin } from '../api/login';
import { type LoginError, toLoginError } from '../utils/login-error';
import { LockoutNotice } from './lockout-notice';
import { PasswordField } from './password-field';

type FieldErrors = Partial<Record<keyof LoginCredentials, boolean>>;

export function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [loginError, setLoginError] = useState<LoginError | null>(null);
  const clearLoginError = useCallback(() => setLoginError(null), []);
  const passwordInput = useRef<HTMLInputElement>(null);

  const loginMutation = useLogin({
    onSuccess: ({ token }) => onLoggedIn(token),
    onError: (error) => {
      // SPEC §5: the password is cleared after a failure; the cursor waits there for the next try.
      setPassword('');
      setLoginError(toLoginError(error));
      passwordInput.current?.focus();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = { username: username.trim() === '', password: password === '' };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    setLoginError(null);
    loginMutation.mutate({ username: username.trim(), password });
  };

  const errorText =
    loginError === null || loginError.kind === 'lockedOut'
      ? null
      : loginError.kind === 'server'
        ? loginError.message
        : t(loginError.kind);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {errorText && (
        <Alert severity="error" role="alert">
          {errorText}
        </Alert>
      )}
      {loginError?.kind === 'lockedOut' && (
        <LockoutNotice retryAfterSeconds={loginError.retryAfterSeconds} onOver={clearLoginError} />
      )}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          if (fieldErrors.username) setFieldErrors((errors) => ({ ...errors, username: false }));
        }}
        error={Boolean(fieldErrors.username)}
        helperText={fieldErrors.username ? t('login.usernameRequired') : undefined}
      />
      <PasswordField
        inputRef={passwordInput}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (fieldErrors.password) setFieldErrors((errors) => ({ ...errors, password: false }));
        }}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password ? t('login.passwordRequired') : undefined}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={loginMutation.isPending}
        startIcon={
          loginMutation.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null
        }
      >
        {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </Box>
  );
}
