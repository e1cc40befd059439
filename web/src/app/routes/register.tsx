import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Link } from '@/components/ui/link';
import { Heading, Text } from '@/components/ui/text';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { startSession } from '@/lib/auth';
import { afterSignInStorage } from '@/lib/storage';

/** Self-registration: a new free account, logged in at once, then the welcome screen like any login. */
export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthLayout title={t('register.title')} wide>
      <Heading level={1} size="h2" align="center">
        {t('register.title')}
      </Heading>
      <RegisterForm
        onRegistered={(token) => {
          startSession(token);
          navigate(afterSignInStorage.take() ?? paths.home, { replace: true });
        }}
      />
      <Text size="small" align="center">
        {t('register.haveAccount')}{' '}
        <Link to={paths.login} strong>
          {t('register.loginLink')}
        </Link>
      </Text>
    </AuthLayout>
  );
}
