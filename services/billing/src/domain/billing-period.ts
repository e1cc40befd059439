// The simulated checkout's billing periods (development without Stripe): a month, as Stripe's monthly price has
// it, or a few seconds when SIMULATED_PERIOD_SECONDS says so, to watch a plan renew or end without waiting a month.

/**
 * The end of a period that starts at `start`: the same day of the next month (or the month's last day, as Stripe
 * bills the 31st in a shorter month), at the same time; or `start` plus `seconds`.
 */
export function periodEnd(start: Date, seconds?: number): Date {
  if (seconds !== undefined) return new Date(start.getTime() + seconds * 1000);
  const next = new Date(start);
  const day = start.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
