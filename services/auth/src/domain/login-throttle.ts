// When repeated failed logins lock an account, an address or a known browser, and for how long (a pure policy).

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

/**
 * Per known browser (device cookie): the same room as an account has, since only its owner's typos count here,
 * and a stolen cookie must buy no faster guessing than a stranger gets.
 */
export const DEVICE_POLICY: ThrottlePolicy = ACCOUNT_POLICY;

/** One failure counter a login attempt is charged to, and what a successful login does to it. */
export interface LoginBudget {
  kind: 'account' | 'address' | 'device';
  key: string;
  policy: ThrottlePolicy;
  /** `clear`: the owner has shown up, the count starts over. `refund`: others share the count; only this attempt is taken back. */
  onSuccess: 'clear' | 'refund';
}

export interface LoginAttempt {
  /** What was typed as username or e-mail. */
  login: string;
  /** The account it names, when there is one. */
  userId: string | undefined;
  address: string;
  /** The nonce of this browser's valid device cookie for that very account, when it has one. */
  knownDeviceNonce: string | undefined;
}

/**
 * Which counters an attempt is charged to (OWASP's device-cookie scheme). A browser that logged in to the account
 * before answers only for its own failures: neither a lock on the account nor one on its address (a school's
 * shared NAT) stands in its way. Every other attempt is an unknown browser's: it counts against the account (by
 * id, so username and e-mail share one budget; unknown names by the name typed) and against the address.
 */
export function loginBudgets(attempt: LoginAttempt): LoginBudget[] {
  if (attempt.userId && attempt.knownDeviceNonce) {
    return [
      {
        kind: 'device',
        key: `device:${attempt.knownDeviceNonce}`,
        policy: DEVICE_POLICY,
        onSuccess: 'clear',
      },
    ];
  }
  return [
    {
      kind: 'account',
      key: attempt.userId ? `account:${attempt.userId}` : `unknown-login:${attempt.login.toLowerCase()}`,
      policy: ACCOUNT_POLICY,
      onSuccess: 'clear',
    },
    { kind: 'address', key: `address:${attempt.address}`, policy: ADDRESS_POLICY, onSuccess: 'refund' },
  ];
}

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
