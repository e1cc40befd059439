import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Cluster } from '@/components/ui/layout';
import { Link } from '@/components/ui/link';
import { Heading, Text } from '@/components/ui/text';
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
      <Heading level={1} size="h2" align="center">
        {t('login.title')}
      </Heading>
      {sessionExpired && <SessionExpiredNotice />}
      {oauthError && <OAuthErrorNotice code={oauthError} />}
      <LoginForm
        onLoggedIn={(token) => {
          startSession(token);
          navigate(afterSignInStorage.take() ?? paths.home, { replace: true });
        }}
      />
      <GoogleLoginButton />
      <Text size="small" align="center">
        {t('login.noAccount')}{' '}
        <Link to={paths.register} strong>
          {t('login.registerLink')}
        </Link>
      </Text>
      {/* A player with a PIN needs no account (issue 17). */}
      <Text size="small" align="center">
        <Link to={paths.livePlay} strong>
          {t('menu.liveJoin')}
        </Link>
      </Text>
      <Cluster gap={2} justify="center">
        <Text size="small">
          <Link to={paths.privacy}>{t('menu.privacy')}</Link>
        </Text>
        <Text size="small">
          <Link to={paths.accessibility}>{t('menu.accessibility')}</Link>
        </Text>
      </Cluster>
    </AuthLayout>
  );
}
