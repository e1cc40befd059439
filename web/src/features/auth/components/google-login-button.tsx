import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { GOOGLE_LOGIN_URL } from '@/config/paths';
import { useAuthConfig } from '@/features/auth/api/get-auth-config';

/** Shown only when the auth service says Google sign-in is configured; hidden on any error. */
export function GoogleLoginButton() {
  const { t } = useTranslation();
  const config = useAuthConfig();
  if (!config.data?.googleEnabled) return null;
  return (
    <>
      <Divider sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{t('login.or')}</Divider>
      <Button href={GOOGLE_LOGIN_URL} variant="outlined" size="large" fullWidth startIcon={<Google />}>
        {t('login.google')}
      </Button>
    </>
  );
}
