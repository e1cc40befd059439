import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layout/auth-layout';
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
      <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
        {t('register.title')}
      </Typography>
      <RegisterForm
        onRegistered={(token) => {
          startSession(token);
          navigate(afterSignInStorage.take() ?? paths.home, { replace: true });
        }}
      />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
          {t('register.loginLink')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
