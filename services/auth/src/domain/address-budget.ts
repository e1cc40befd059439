// What one address may do a number of times an hour: register accounts, get new browsers their login cookie. A token
// bucket, so a class doing it together gets through at once and a script doing it without end is held to a trickle
// (a pure policy).

export interface AddressBudgetPolicy {
  /** Times one address may at once: the bucket's size. */
  burst: number;
  /** How fast the bucket fills again. */
  perHour: number;
}

/**
 * A whole class registers (or opens the login page for the first time) in the same lesson from the school's one NAT
 * address: 30 at once must pass, and two classes back to back (60) still do. After that one more a minute at 60, so
 * a script gets 60 and then 60 an hour from an address, instead of 100 accounts in 1.4 s.
 */
export function perHourPolicy(perHour: number): AddressBudgetPolicy {
  return { burst: perHour, perHour };
}

export interface BudgetState {
  /** What is left, fractions included (the bucket fills continuously). */
  tokens: number;
  refilledAt: Date;
}

export type BudgetTake =
  | { allowed: true; next: BudgetState }
  | { allowed: false; retryAfterSeconds: number; next: BudgetState };

/** One more from an address whose budget is `previous` (undefined: nothing taken lately). */
export function takeFromBudget(
  previous: BudgetState | undefined,
  now: Date,
  policy: AddressBudgetPolicy,
): BudgetTake {
  const elapsedSeconds = previous ? Math.max(0, (now.getTime() - previous.refilledAt.getTime()) / 1000) : 0;
  const tokens = previous
    ? Math.min(policy.burst, previous.tokens + (elapsedSeconds * policy.perHour) / 3600)
    : policy.burst;
  if (tokens >= 1) return { allowed: true, next: { tokens: tokens - 1, refilledAt: now } };
  const retryAfterSeconds = Math.max(1, Math.ceil(((1 - tokens) * 3600) / policy.perHour));
  return { allowed: false, retryAfterSeconds, next: { tokens, refilledAt: now } };
}

/** After this long without a take, an address's bucket is full again: its row may go. */
export function secondsUntilFull(policy: AddressBudgetPolicy): number {
  return Math.ceil((policy.burst * 3600) / policy.perHour);
}
