// When repeated failed logins lock an account, a browser or a known browser, slow a school's address, and for how
// long (a pure policy).

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

/**
 * A browser's own failures, whoever typed them (issue 39): the login page gives every browser an anonymous cookie
 * before the first try, so a pupil who keeps failing waits at that browser, not the class behind the same school
 * address. As much room as a classroom computer shared by a few pupils needs; remembered a day, so a script cannot
 * keep one browser's count fresh by pausing.
 */
export const BROWSER_POLICY: ThrottlePolicy = {
  freeFailures: 10,
  baseLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  memorySeconds: 24 * 3600,
};

/**
 * Per address, for clients without a browser cookie (scripts and API clients: the login page always has one). A
 * whole class would never be here, but a school's other API clients might, so the address gets much more room.
 */
export const COOKIELESS_POLICY: ThrottlePolicy = {
  freeFailures: 50,
  baseLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  memorySeconds: 15 * 60,
};

/**
 * Per address, the failures of browsers with a cookie, only counted: an address never locks them out (a school's
 * classes share it). Past SLOWED_AFTER failures it is slowed instead: a browser that has failed before takes the
 * address's next turn, one every SLOWED_TURN_SECONDS, while one that has not (a classmate arriving) tries at once.
 */
export const SCHOOL_POLICY: ThrottlePolicy = {
  freeFailures: Number.MAX_SAFE_INTEGER,
  baseLockSeconds: 0,
  maxLockSeconds: 0,
  memorySeconds: 15 * 60,
};
export const SLOWED_AFTER = 200;
export const SLOWED_TURN_SECONDS = 10;

/**
 * Per known browser (device cookie): the same room as an account has, since only its owner's typos count here,
 * and a stolen cookie must buy no faster guessing than a stranger gets.
 */
export const DEVICE_POLICY: ThrottlePolicy = ACCOUNT_POLICY;

/** One failure counter a login attempt is charged to, and what a successful login does to it. */
export interface LoginBudget {
  /**
   * `device`: a browser known for the account. `account`: every browser it does not know. `browser` and
   * `cookieless`: the client's own (with and without a browser cookie). `school`: the address's browsers.
   */
  kind: 'account' | 'browser' | 'cookieless' | 'school' | 'device';
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
  /** The browser's anonymous id from the login page's cookie, when it has one. */
  browser: string | undefined;
}

/** The budgets of the one trying: their browser's, or without one their address's cookieless clients'. */
export function ownBudgets(attempt: Pick<LoginAttempt, 'address' | 'browser'>): LoginBudget[] {
  if (!attempt.browser) {
    return [
      {
        kind: 'cookieless',
        key: `address:${attempt.address}`,
        policy: COOKIELESS_POLICY,
        onSuccess: 'refund',
      },
    ];
  }
  return [
    { kind: 'browser', key: `browser:${attempt.browser}`, policy: BROWSER_POLICY, onSuccess: 'refund' },
    { kind: 'school', key: `school:${attempt.address}`, policy: SCHOOL_POLICY, onSuccess: 'refund' },
  ];
}

/**
 * Which counters an attempt is charged to (OWASP's device-cookie scheme). A browser that logged in to the account
 * before answers only for its own failures: neither a lock on the account nor anything at its address stands in
 * its way. Every other attempt counts against the account (by id, so username and e-mail share one budget; unknown
 * names by the name typed), which then locks out the browsers it does not know, and against the one trying.
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
    ...ownBudgets(attempt),
  ];
}

/**
 * Whether a browser's attempt must take the school's turn: it had failed before (its count, this attempt included,
 * is past one) at an address past SLOWED_AFTER failures.
 */
export function takesTurn(browserFailures: number, schoolFailures: number): boolean {
  return browserFailures > 1 && schoolFailures > SLOWED_AFTER;
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
