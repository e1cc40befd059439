// A sign-in that comes in an address: SPEC §2's `?token=` on any page, and /login/oauth2's. Issue 39: a link could
// sign a victim in as someone else, so over another signed-in account such a token waits for the user's yes.
import { startSession, storeToken } from './auth';
import { tokenStorage } from './storage';
import { accountIdOf, userFromToken } from './token-claims';

/**
 * What an address's token does: stored for a signed-out visitor and for the account already signed in (SPEC §2),
 * asked about over another account, dropped over a signed-in account when it names no user (it would only end the
 * session). web/build/route-preloads.mjs decides the same for the first calls it sends: a change here is one there.
 */
export type AddressTokenOutcome = 'store' | 'ask' | 'drop';

export function addressTokenOutcome(
  stored: string | null,
  arriving: string,
  nowMs: number = Date.now(),
): AddressTokenOutcome {
  const current = userFromToken(stored, nowMs);
  if (!current) return 'store';
  const arrivingUser = userFromToken(arriving, nowMs);
  if (!arrivingUser) return 'drop';
  return accountIdOf(arrivingUser) === accountIdOf(current) ? 'store' : 'ask';
}

// The token waiting for the answer, in memory only: a reload while it is asked about drops it, the session kept.
let pending: string | null = null;
const listeners = new Set<() => void>();

function setPending(token: string | null): void {
  pending = token;
  for (const listener of listeners) listener();
}

/** The token the signed-in user is being asked about (SignInSwitchQuestion), for useSyncExternalStore. */
export const pendingSignIn = {
  get: (): string | null => pending,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Yes: the session becomes the pending token's. */
  accept: (): void => {
    if (pending !== null) startSession(pending);
    setPending(null);
  },
  /** No: the session stays as it is. */
  decline: (): void => setPending(null),
};

/**
 * Takes a token from an address: `start` stores it at once where SPEC §2 says so (storeToken for `?token=`,
 * startSession for /login/oauth2), else it waits in pendingSignIn or is dropped.
 */
export function receiveAddressToken(token: string, start: (token: string) => void = storeToken): void {
  const outcome = addressTokenOutcome(tokenStorage.get(), token);
  if (outcome === 'store') start(token);
  else if (outcome === 'ask') setPending(token);
}
