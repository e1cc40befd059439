import LoginRounded from '@mui/icons-material/LoginRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '@/components/layout/auth-layout';
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
      <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
        {t('logout.title')}
      </Typography>
      <Alert severity="success" role="status">
        {t('logout.notice')}
      </Alert>
      <Button
        component={RouterLink}
        to={paths.login}
        variant="contained"
        size="large"
        fullWidth
        startIcon={<LoginRounded />}
      >
        {t('logout.logInAgain')}
      </Button>
      <GoogleLoginButton />
    </AuthLayout>
  );
}
