import { SIGN_IN_CODE_MAX_LENGTH } from '@quizdrill/contracts/rules';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, PasswordField } from '@/components/ui/form-field';
import { FormLayout } from '@/components/ui/form-layout';
import { type LoginCredentials, useLogin } from '@/features/auth/api/login';
import { type LoginError, toLoginError } from '@/features/auth/utils/login-error';
import { LockoutNotice } from './lockout-notice';

type FieldErrors = Partial<Record<keyof LoginCredentials, boolean>>;

export function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [loginError, setLoginError] = useState<LoginError | null>(null);
  const clearLoginError = useCallback(() => setLoginError(null), []);
  const passwordInput = useRef<HTMLInputElement>(null);
  // Once the account is locked for browsers it does not know, a teacher's sign-in code is asked for too (issue 39).
  const [codeOffered, setCodeOffered] = useState(false);
  const [signInCode, setSignInCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);

  const loginMutation = useLogin({
    onSuccess: ({ token }) => onLoggedIn(token),
    onError: (error) => {
      // SPEC §5: the password is cleared after a failure; the cursor waits there for the next try.
      setPassword('');
      const failure = toLoginError(error);
      setLoginError(failure);
      if (failure.kind === 'lockedOut' && failure.accountLocked) setCodeOffered(true);
      if (failure.kind === 'signInCodeInvalid') {
        setSignInCode('');
        codeInput.current?.focus();
      } else passwordInput.current?.focus();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = { username: username.trim() === '', password: password === '' };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    setLoginError(null);
    const code = codeOffered ? signInCode.trim() : '';
    loginMutation.mutate({ username: username.trim(), password, ...(code ? { signInCode: code } : {}) });
  };

  // The button waits out a lockout whose length the server told (the notice counts it down and then clears it),
  // unless a sign-in code gets past it.
  const waitingOutLock =
    loginError?.kind === 'lockedOut' &&
    loginError.retryAfterSeconds !== undefined &&
    signInCode.trim() === '';
  const errorText =
    loginError === null || loginError.kind === 'lockedOut'
      ? null
      : loginError.kind === 'server'
        ? loginError.message
        : loginError.kind === 'signInCodeInvalid'
          ? t('login.signInCodeInvalid')
          : t(loginError.kind);

  return (
    <FormLayout onSubmit={submit} error={errorText} gap={2.5}>
      {loginError?.kind === 'lockedOut' && (
        <LockoutNotice retryAfterSeconds={loginError.retryAfterSeconds} onOver={clearLoginError} />
      )}
      <FormField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoFocus
        required
        value={username}
        onChange={(value) => {
          setUsername(value);
          if (fieldErrors.username) setFieldErrors((errors) => ({ ...errors, username: false }));
          // A lock may be that account's alone: the next student at a shared computer need not wait it out.
          if (loginError?.kind === 'lockedOut') setLoginError(null);
        }}
        error={fieldErrors.username ? t('login.usernameRequired') : undefined}
      />
      <PasswordField
        inputRef={passwordInput}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (fieldErrors.password) setFieldErrors((errors) => ({ ...errors, password: false }));
        }}
        error={fieldErrors.password ? t('login.passwordRequired') : undefined}
      />
      {codeOffered && (
        <FormField
          inputRef={codeInput}
          label={t('login.signInCode')}
          name="signInCode"
          autoComplete="one-time-code"
          maxLength={SIGN_IN_CODE_MAX_LENGTH}
          value={signInCode}
          onChange={setSignInCode}
          hint={t('login.signInCodeHint')}
        />
      )}
      <Button
        type="submit"
        size="large"
        fullWidth
        loading={loginMutation.isPending}
        disabled={waitingOutLock}
      >
        {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </FormLayout>
  );
}
