import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

// Both answers are plain text; anything else (an HTML fallback page, JSON) does not count as a version.
function asVersion(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  const version = body.trim();
  return version !== '' && !version.startsWith('<') ? version : null;
}

export async function getBackendVersion(signal?: AbortSignal): Promise<string | null> {
  return asVersion(await apiClient.get<unknown>('/api/version', { signal }));
}

export async function getFrontendVersion(signal?: AbortSignal): Promise<string | null> {
  return asVersion(await apiClient.get<unknown>('/FRONTEND_VERSION.txt', { signal }));
}

export const backendVersionQueryOptions = queryOptions({
  queryKey: ['version', 'backend'],
  queryFn: ({ signal }) => getBackendVersion(signal),
  retry: false,
});

export const frontendVersionQueryOptions = queryOptions({
  queryKey: ['version', 'frontend'],
  queryFn: ({ signal }) => getFrontendVersion(signal),
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useBackendVersion() {
  return useQuery(backendVersionQueryOptions);
}

export function useFrontendVersion() {
  return useQuery(frontendVersionQueryOptions);
}
