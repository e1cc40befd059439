// How many accounts one address may register: a token bucket, so a class registering together gets through at once
// and a script creating accounts is held to a trickle (a pure policy).

export interface RegistrationPolicy {
  /** Registrations one address may make at once: the bucket's size. */
  burst: number;
  /** How fast the bucket fills again. */
  perHour: number;
}

/**
 * A whole class registers in the same lesson from the school's one NAT address: 30 at once must pass, and two
 * classes back to back (60) still do. After that one more a minute, so a script gets 60 and then 60 an hour from an
 * address, instead of 100 accounts in 1.4 s.
 */
export function registrationPolicy(perHour: number): RegistrationPolicy {
  return { burst: perHour, perHour };
}

export interface BudgetState {
  /** Registrations left, fractions included (the bucket fills continuously). */
  tokens: number;
  refilledAt: Date;
}

export type Registration =
  | { allowed: true; next: BudgetState }
  | { allowed: false; retryAfterSeconds: number; next: BudgetState };

/** One registration from an address whose budget is `previous` (undefined: nothing registered lately). */
export function takeRegistration(
  previous: BudgetState | undefined,
  now: Date,
  policy: RegistrationPolicy,
): Registration {
  const elapsedSeconds = previous ? Math.max(0, (now.getTime() - previous.refilledAt.getTime()) / 1000) : 0;
  const tokens = previous
    ? Math.min(policy.burst, previous.tokens + (elapsedSeconds * policy.perHour) / 3600)
    : policy.burst;
  if (tokens >= 1) return { allowed: true, next: { tokens: tokens - 1, refilledAt: now } };
  const retryAfterSeconds = Math.max(1, Math.ceil(((1 - tokens) * 3600) / policy.perHour));
  return { allowed: false, retryAfterSeconds, next: { tokens, refilledAt: now } };
}

/** After this long without a registration, an address's bucket is full again: its row may go. */
export function secondsUntilFull(policy: RegistrationPolicy): number {
  return Math.ceil((policy.burst * 3600) / policy.perHour);
}
