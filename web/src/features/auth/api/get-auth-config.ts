import type { AuthConfigResponse } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type AuthConfig = AuthConfigResponse;

export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  const body = await apiClient.get<unknown>('/api/v2/auth/config', { signal, sessionEndsOn: [] });
  const googleEnabled =
    typeof body === 'object' && body !== null && Reflect.get(body, 'googleEnabled') === true;
  return { googleEnabled };
}

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: ({ signal }) => getAuthConfig(signal),
  retry: false,
  staleTime: 10 * 60_000,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
