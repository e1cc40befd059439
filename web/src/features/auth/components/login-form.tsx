import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginCredentials, useLogin } from '../api/login';
import { type LoginError, toLoginError } from '../utils/login-error';

type FieldErrors = Partial<Record<keyof LoginCredentials, boolean>>;

export function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [loginError, setLoginError] = useState<LoginError | null>(null);

  const loginMutation = useLogin({
    onSuccess: ({ token }) => onLoggedIn(token),
    onError: (error) => {
      setPassword('');
      setLoginError(toLoginError(error));
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
    loginError === null ? null : loginError.kind === 'server' ? loginError.message : t(loginError.kind);

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
      <TextField
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
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
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
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
