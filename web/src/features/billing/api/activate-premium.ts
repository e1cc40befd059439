import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { pollUntil } from '@/features/billing/utils/poll-until';
import { refreshSession } from '@/lib/auth';
import { tokenStorage } from '@/lib/storage';
import { userFromToken } from '@/lib/token-claims';

/** Auth grants premium a moment after the payment (an event from billing); this is how long the page waits. */
export const ACTIVATION_INTERVAL_MS = 1000;
export const ACTIVATION_TIMEOUT_MS = 10_000;

/**
 * After a successful payment: swaps the token for a fresh one (POST /api/v2/auth/refresh, stored and the profile
 * reloaded by refreshSession) until it says premium, so the badge turns green without logging in again.
 * True when it did within the time, false when the grant is still on its way.
 */
export function activatePremium(refresh: () => Promise<void>, signal?: AbortSignal): Promise<boolean> {
  return pollUntil({
    attempt: async () => {
      await refresh();
      return userFromToken(tokenStorage.get())?.isPremium === true;
    },
    intervalMs: ACTIVATION_INTERVAL_MS,
    timeoutMs: ACTIVATION_TIMEOUT_MS,
    signal,
  });
}

/** One activation per return from checkout: a query, so a remount (StrictMode) does not start a second one. */
export function usePremiumActivation(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    ...queryOptions({
      queryKey: ['billing', 'premium-activation'],
      queryFn: ({ signal }) => activatePremium(() => refreshSession(queryClient), signal),
    }),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
