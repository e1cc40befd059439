// Who is logged in: the stored token's claims, enriched by GET /api/v2/users/me, and the token kept fresh.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { apiClient, isApiError, onTokenRenewed } from './api-client';
import { sessionFlags, tokenStorage } from './storage';
import { type AppUser, isExpiredToken, mergeProfile, tokenExpiresAtMs, userFromToken } from './token-claims';

/** A fresh token is fetched this long before the current one expires, while the app is open. */
export const REFRESH_BEFORE_EXPIRY_MS = 10 * 60_000;
/** The least time between two refresh attempts, so also the wait after one that failed (auth restarting, offline). */
export const REFRESH_RETRY_MS = 60_000;
// setTimeout takes at most a signed 32-bit number of milliseconds.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function getMe(signal?: AbortSignal): Promise<unknown> {
  return apiClient.get<unknown>('/api/v2/users/me', { signal });
}

const meQueryKeyPrefix = ['users', 'me'] as const;

export function meQueryOptions(user: AppUser | null) {
  return queryOptions({
    // Keyed by the account (not the token): a refreshed token keeps the cached profile, another login does not.
    queryKey: [...meQueryKeyPrefix, user?.id ?? user?.username ?? null],
    queryFn: ({ signal }) => getMe(signal),
    enabled: user !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Puts the answer of a call that returns the user (PATCH /users/me, PUT /users/me/group) in the cache. */
export function setCachedMe(queryClient: QueryClient, me: unknown): void {
  queryClient.setQueriesData({ queryKey: meQueryKeyPrefix }, me);
}

export function useToken(): string | null {
  return useSyncExternalStore(tokenStorage.subscribe, tokenStorage.get, () => null);
}

function useTokenUser(): { token: string | null; tokenUser: AppUser | null } {
  const token = useToken();
  const tokenUser = useMemo(() => userFromToken(token), [token]);
  return { token, tokenUser };
}

/** GET /api/v2/users/me for the logged-in account: the guard waits for it, the profile form edits it. */
export function useMeQuery() {
  const { tokenUser } = useTokenUser();
  return useQuery(meQueryOptions(tokenUser));
}

/**
 * 401/403 end the session, except a token that is merely outdated: the API client swaps those, and when that failed
 * for a passing reason the next call tries again.
 */
function isSessionRefusal(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 403 || (error.status === 401 && error.code !== 'token_outdated'))
  );
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: AppUser };

/**
 * The login state; called once, by the route guard. A failing /users/me other than 401/403 (say, the auth service is
 * down) keeps the user the token describes; 401/403 has already ended the session in the API client.
 */
export function useAuthState(): AuthState {
  const { token, tokenUser } = useTokenUser();
  const me = useQuery(meQueryOptions(tokenUser));

  // A token that cannot be used means logged out; drop it so no call sends it again. One that merely ran out
  // while the user was away is a session that expired, and the login page says so.
  useEffect(() => {
    if (!token || tokenUser) return;
    if (isExpiredToken(token)) sessionFlags.markExpired();
    tokenStorage.clear();
  }, [token, tokenUser]);

  if (!tokenUser) return { status: 'anonymous' };
  if (me.isPending) return { status: 'loading' };
  if (isSessionRefusal(me.error)) return { status: 'anonymous' };
  return { status: 'authenticated', user: me.isSuccess ? mergeProfile(tokenUser, me.data) : tokenUser };
}

export const UserContext = createContext<AppUser | null>(null);

/** The logged-in user; only for components rendered behind the route guard. */
export function useUser(): AppUser {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser must be used behind the route guard');
  return user;
}

/** The logged-in user, or null on the pages a logged-out visitor may see too (a live game's player screens). */
export function useOptionalUser(): AppUser | null {
  return useContext(UserContext);
}

export function storeToken(token: string): void {
  tokenStorage.set(token);
}

/** A fresh token a call answered with (PATCH /users/me) for the session it was sent in: a logout meanwhile wins. */
export function renewToken(token: string): void {
  if (tokenStorage.get() !== null) storeToken(token);
}

/** A login that succeeded (password, registration or Google): the token is the session, nothing forces a login. */
export function startSession(token: string): void {
  storeToken(token);
  sessionFlags.clearForceLogin();
}

/**
 * Swaps the token for a fresh one carrying the current role and username, and reloads the profile (a payment
 * or an educator may have changed it). A 401 ends the session in the API client.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  const refreshed = tokenStorage.get();
  const { token } = await apiClient.post<{ token: string }>('/api/v2/auth/refresh');
  // A logout (or another login) while the answer was on its way wins.
  if (tokenStorage.get() !== refreshed) return;
  storeToken(token);
  await queryClient.invalidateQueries({ queryKey: meQueryKeyPrefix });
}

/** How long to wait before refreshing a token that expires at `expiresAtMs`. */
export function refreshDelayMs(expiresAtMs: number, nowMs: number): number {
  return Math.min(Math.max(0, expiresAtMs - REFRESH_BEFORE_EXPIRY_MS - nowMs), MAX_TIMER_MS);
}

/**
 * Keeps the session alive while the app is open: REFRESH_BEFORE_EXPIRY_MS before the token expires it is swapped
 * for a fresh one. A refused refresh (401) is the session-expired flow; other failures are retried while the token
 * still works. Attempts are at least REFRESH_RETRY_MS apart, so a clock running ahead of the server's cannot make
 * the app ask again and again. When the API client swapped an outdated token (the user's username, role or premium
 * changed, perhaps in another tab or by a payment), the profile is read again.
 */
export function useSessionRefresh(): void {
  const queryClient = useQueryClient();
  const token = useToken();
  const lastAttemptAt = useRef(0);

  useEffect(
    () => onTokenRenewed(() => void queryClient.invalidateQueries({ queryKey: meQueryKeyPrefix })),
    [queryClient],
  );

  useEffect(() => {
    const expiresAt = token ? tokenExpiresAtMs(token) : null;
    // An expired token is not refreshed: the guard ends that session.
    if (expiresAt === null || expiresAt <= Date.now()) return;
    let timer: number | undefined;
    let stopped = false;
    const attempt = () => {
      lastAttemptAt.current = Date.now();
      refreshSession(queryClient).catch((error: unknown) => {
        const refused = isApiError(error) && error.status === 401;
        if (!stopped && !refused && expiresAt > Date.now())
          timer = window.setTimeout(attempt, REFRESH_RETRY_MS);
      });
    };
    const now = Date.now();
    timer = window.setTimeout(
      attempt,
      Math.max(refreshDelayMs(expiresAt, now), lastAttemptAt.current + REFRESH_RETRY_MS - now),
    );
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [token, queryClient]);
}

/** Forgets the token; the provider drops every cached answer that belonged to the user with it. */
export function logout(): void {
  tokenStorage.clear();
}
