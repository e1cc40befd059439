import type { TFunction } from 'i18next';

/** A server's Retry-After as the screens say it: "45 sekunder" up to 89 seconds, then whole minutes ("3 minuter"). */
export function waitDuration(t: TFunction, seconds: number): string {
  return seconds >= 90
    ? t('duration.minutes', { count: Math.ceil(seconds / 60) })
    : t('duration.seconds', { count: seconds });
}
