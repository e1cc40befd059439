import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/layout/auth-layout';
import { paths } from '../../config/paths';
import { GoogleLoginButton } from '../../features/auth/components/google-login-button';
import { LoginForm } from '../../features/auth/components/login-form';
import { SessionExpiredNotice } from '../../features/auth/components/session-expired-notice';
import { storeToken } from '../../lib/auth';
import { sessionFlags } from '../../lib/storage';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once: the notice belongs to this visit of the login page only.
  const [sessionExpired] = useState(sessionFlags.takeExpired);

  return (
    <AuthLayout title={t('login.title')}>
      {sessionExpired && <SessionExpiredNotice />}
      <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
        {t('login.title')}
      </Typography>
      <LoginForm
        onLoggedIn={(token) => {
          storeToken(token);
          sessionFlags.clearForceLogin();
          navigate(paths.home, { replace: true });
        }}
      />
      <GoogleLoginButton />
    </AuthLayout>
  );
}
