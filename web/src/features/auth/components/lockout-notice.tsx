import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { waitDuration } from '@/lib/wait-duration';

/** Often enough that the shown second changes on time; a render happens only when it does. */
const TICK_MS = 250;

/**
 * Whole seconds left until `seconds` from the first render have passed, counted against the clock (a timer in a
 * background tab may fire late); `onOver` once it reaches zero.
 */
function useSecondsLeft(seconds: number | undefined, onOver: () => void): number | undefined {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds === undefined) return;
    const deadline = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        onOver();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [seconds, onOver]);
  return left;
}

/**
 * Too many failed logins: how long to wait before the next try, counting down each second ("later" when the
 * server did not say), and gone once the wait is over. Screen readers hear the notice once, as it appears: the
 * countdown is for the eye only, so it does not interrupt them every second.
 */
export function LockoutNotice({
  retryAfterSeconds,
  onOver,
}: {
  retryAfterSeconds: number | undefined;
  onOver: () => void;
}) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft(retryAfterSeconds, onOver);

  if (retryAfterSeconds === undefined || secondsLeft === undefined) {
    return <Alert tone="warning">{t('login.lockedOutLater')}</Alert>;
  }
  const message = (seconds: number) => t('login.lockedOut', { wait: waitDuration(t, seconds) });
  return (
    <Alert tone="warning">
      <span style={visuallyHidden}>{message(retryAfterSeconds)}</span>
      <span aria-hidden="true" data-testid="lockout-countdown">
        {message(secondsLeft)}
      </span>
    </Alert>
  );
}
