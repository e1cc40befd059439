// When repeated failed logins lock an account or an address, and for how long (a pure policy).

export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it, up to the maximum. */
  baseLockSeconds: number;
  maxLockSeconds: number;
  /** Failures older than this are forgotten. */
  memorySeconds: number;
}

/** Per account: a handful of typos are fine, guessing is not. */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  memorySeconds: 15 * 60,
};

/** Per address: a whole class logs in from one school NAT, so the address gets much more room. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 50,
  baseLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  memorySeconds: 15 * 60,
};

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
  lastFailureAt: Date;
}

/** The state after one more failure at `now`. */
export function afterFailure(
  previous: ThrottleState | undefined,
  now: Date,
  policy: ThrottlePolicy,
): ThrottleState {
  const remembered =
    previous && now.getTime() - previous.lastFailureAt.getTime() < policy.memorySeconds * 1000
      ? previous.failures
      : 0;
  const failures = remembered + 1;
  const over = failures - policy.freeFailures;
  const lockSeconds =
    over > 0 ? Math.min(policy.baseLockSeconds * 2 ** (over - 1), policy.maxLockSeconds) : 0;
  return {
    failures,
    lockedUntil: lockSeconds > 0 ? new Date(now.getTime() + lockSeconds * 1000) : null,
    lastFailureAt: now,
  };
}

/** Whole seconds until the lock lifts, or 0 when not locked. */
export function secondsLocked(state: Pick<ThrottleState, 'lockedUntil'> | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000));
}
