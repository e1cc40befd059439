// Who is logged in: the stored token's claims, enriched by GET /api/v2/users/me when the auth service answers.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiClient, isApiError } from './api-client';
import { tokenStorage } from './storage';
import { type AppUser, mergeProfile, userFromToken } from './token-claims';

export function getMe(signal?: AbortSignal): Promise<unknown> {
  return apiClient.get<unknown>('/api/v2/users/me', { signal });
}

export function meQueryOptions(token: string | null) {
  return queryOptions({
    // Keyed by token so that a new login never shows the previous user's profile.
    queryKey: ['users', 'me', token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useToken(): string | null {
  return useSyncExternalStore(tokenStorage.subscribe, tokenStorage.get, () => null);
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
  const token = useToken();
  const tokenUser = useMemo(() => userFromToken(token), [token]);
  const me = useQuery({ ...meQueryOptions(token), enabled: tokenUser !== null });

  // An expired or malformed token means logged out; drop it so no call sends it again.
  useEffect(() => {
    if (token && !tokenUser) tokenStorage.clear();
  }, [token, tokenUser]);

  if (!tokenUser) return { status: 'anonymous' };
  if (me.isPending) return { status: 'loading' };
  if (me.isError && isApiError(me.error) && (me.error.status === 401 || me.error.status === 403)) {
    return { status: 'anonymous' };
  }
  return { status: 'authenticated', user: me.isSuccess ? mergeProfile(tokenUser, me.data) : tokenUser };
}

export const UserContext = createContext<AppUser | null>(null);

/** The logged-in user; only for components rendered behind the route guard. */
export function useUser(): AppUser {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser must be used behind the route guard');
  return user;
}

export function storeToken(token: string): void {
  tokenStorage.set(token);
}

/** Forgets the token and every cached answer that belonged to the user. */
export function logout(queryClient: QueryClient): void {
  tokenStorage.clear();
  queryClient.clear();
}
