import LogIn from 'lucide-react/icons/log-in';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Heading } from '@/components/ui/text';
import { paths } from '@/config/paths';
import { GoogleLoginButton } from '@/features/auth/components/google-login-button';
import { logout } from '@/lib/auth';

/**
 * SPEC §2: the logged-out notice with "log in again". The session ends once the page shows: ending it earlier (in a
 * loader) would let the route guard, still on the previous page, send the now logged-out user to /login instead.
 */
export function LogoutRoute() {
  const { t } = useTranslation();
  useEffect(logout, []);
  return (
    <AuthLayout title={t('logout.title')}>
      <Heading level={1} size="h2" align="center">
        {t('logout.title')}
      </Heading>
      <Alert tone="success">{t('logout.notice')}</Alert>
      <ButtonLink to={paths.login} size="large" fullWidth icon={<LogIn size={20} aria-hidden="true" />}>
        {t('logout.logInAgain')}
      </ButtonLink>
      <GoogleLoginButton />
    </AuthLayout>
  );
}
