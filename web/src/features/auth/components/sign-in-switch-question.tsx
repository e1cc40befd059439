import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { pendingSignIn } from '@/lib/address-token';
import { type AppUser, userFromToken } from '@/lib/token-claims';

/**
 * Issue 39: an address that signs in another account than the signed-in one (`?token=`, /login/oauth2) asks first,
 * "Logga in som X? Du är inloggad som Y.", the safe answer focused. No keeps the session; yes makes the other
 * account's and loads the page afresh, so nothing the first account's session read stays on the screen.
 */
export function SignInSwitchQuestion({ current }: { current: AppUser }) {
  const { t } = useTranslation();
  const token = useSyncExternalStore(pendingSignIn.subscribe, pendingSignIn.get, () => null);
  const arriving = useMemo(() => userFromToken(token), [token]);
  // The last account asked about stays named while the dialog fades out.
  const [shown, setShown] = useState(arriving);
  if (arriving && arriving !== shown) setShown(arriving);
  const username = shown?.username ?? '';

  return (
    <LazyConfirmDialog
      open={arriving !== null}
      title={t('auth.switchAccount.title', { username })}
      text={t('auth.switchAccount.text', { current: current.username })}
      confirmLabel={t('auth.switchAccount.confirm', { username })}
      pending={false}
      onConfirm={() => {
        pendingSignIn.accept();
        window.location.reload();
      }}
      onClose={pendingSignIn.decline}
    />
  );
}
