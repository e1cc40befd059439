import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

// The codes the auth service puts in /login?error= when Google sign-in does not complete.
const OAUTH_ERROR_KEYS = {
  oauth_failed: 'login.oauthError.failed',
  oauth_not_configured: 'login.oauthError.notConfigured',
  oauth_email_unverified: 'login.oauthError.emailUnverified',
  oauth_account_exists: 'login.oauthError.accountExists',
  oauth_state_mismatch: 'login.oauthError.stateMismatch',
} as const;

function isKnownCode(code: string): code is keyof typeof OAUTH_ERROR_KEYS {
  return Object.hasOwn(OAUTH_ERROR_KEYS, code);
}

/** Why the Google sign-in the user came back from failed; an unknown code gets the general text. */
export function OAuthErrorNotice({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">{t(isKnownCode(code) ? OAUTH_ERROR_KEYS[code] : 'login.oauthError.unknown')}</Alert>
  );
}
