import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { ensureBrowser } from '@/features/auth/api/browser';
import { GoogleLoginButton } from '@/features/auth/components/google-login-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { OAuthErrorNotice } from '@/features/auth/components/oauth-error-notice';
import { SessionExpiredNotice } from '@/features/auth/components/session-expired-notice';
import { startSession } from '@/lib/auth';
import { afterSignInStorage, sessionFlags } from '@/lib/storage';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once: the notice belongs to this visit of the login page only.
  const [sessionExpired] = useState(sessionFlags.takeExpired);
  // `?error=` is where a failed Google sign-in lands (auth service redirect).
  const oauthError = useSearchParams()[0].get('error');
  // The browser's cookie comes with the page, before anything is typed: failed logins then count against this
  // browser, not the school's address (issue 39). A login waits for it.
  useEffect(() => {
    ensureBrowser().catch(() => undefined);
  }, []);

  return (
    <AuthLayout title={t('login.title')}>
      <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
        {t('login.title')}
      </Typography>
      {sessionExpired && <SessionExpiredNotice />}
      {oauthError && <OAuthErrorNotice code={oauthError} />}
      <LoginForm
        onLoggedIn={(token) => {
          startSession(token);
          navigate(afterSignInStorage.take() ?? paths.home, { replace: true });
        }}
      />
      <GoogleLoginButton />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={paths.register} sx={{ fontWeight: 600 }}>
          {t('login.registerLink')}
        </Link>
      </Typography>
      {/* A player with a PIN needs no account (issue 17). */}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.livePlay} sx={{ fontWeight: 600 }}>
          {t('menu.liveJoin')}
        </Link>
      </Typography>
      <Typography
        variant="body2"
        sx={{ textAlign: 'center', display: 'flex', justifyContent: 'center', gap: 2 }}
      >
        <Link component={RouterLink} to={paths.privacy}>
          {t('menu.privacy')}
        </Link>
        <Link component={RouterLink} to={paths.accessibility}>
          {t('menu.accessibility')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
