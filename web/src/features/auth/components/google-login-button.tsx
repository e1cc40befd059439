import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { GOOGLE_LOGIN_URL } from '@/config/paths';
import { useAuthConfig } from '@/features/auth/api/get-auth-config';
import styles from './google-login-button.module.css';

/** Google's "G", one colour like the button's text (lucide-react draws no brands). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
      <path d="M12.545,10.239v3.821h5.445c-0.712,2.315-2.647,3.972-5.445,3.972c-3.332,0-6.033-2.701-6.033-6.032s2.701-6.032,6.033-6.032c1.498,0,2.866,0.549,3.921,1.453l2.814-2.814C17.503,2.988,15.139,2,12.545,2C7.021,2,2.543,6.477,2.543,12s4.478,10,10.002,10c8.396,0,10.249-7.85,9.426-11.748L12.545,10.239z" />
    </svg>
  );
}

/** Shown only when the auth service says Google sign-in is configured; hidden on any error. */
export function GoogleLoginButton() {
  const { t } = useTranslation();
  const config = useAuthConfig();
  if (!config.data?.googleEnabled) return null;
  return (
    <>
      <p className={styles.divider}>{t('login.or')}</p>
      {/* The server's address, not a route of the app: a full page load. */}
      <ButtonLink
        to={GOOGLE_LOGIN_URL}
        reloadDocument
        variant="outline"
        size="large"
        fullWidth
        icon={<GoogleMark />}
      >
        {t('login.google')}
      </ButtonLink>
    </>
  );
}
