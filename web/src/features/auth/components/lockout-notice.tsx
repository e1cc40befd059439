import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Too many failed logins: how long to wait before the next try ("later" when the server did not say). It goes
 * away once the wait is over. The text does not count down, so a screen reader announces it once.
 */
export function LockoutNotice({
  retryAfterSeconds,
  onOver,
}: {
  retryAfterSeconds: number | undefined;
  onOver: () => void;
}) {
  const { t } = useTranslation();

  useEffect(() => {
    if (retryAfterSeconds === undefined) return;
    const timer = window.setTimeout(onOver, retryAfterSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [retryAfterSeconds, onOver]);

  if (retryAfterSeconds === undefined) {
    return (
      <Alert severity="warning" role="alert">
        {t('login.lockedOutLater')}
      </Alert>
    );
  }
  const wait =
    retryAfterSeconds >= 90
      ? t('duration.minutes', { count: Math.ceil(retryAfterSeconds / 60) })
      : t('duration.seconds', { count: retryAfterSeconds });
  return (
    <Alert severity="warning" role="alert">
      {t('login.lockedOut', { wait })}
    </Alert>
  );
}
