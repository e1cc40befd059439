import type { AiProvidersResponse } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/v2/ai/providers (issue 41): which models have a key; the others are answered by the built-in one. */
export const aiProvidersQueryOptions = queryOptions({
  queryKey: ['ai', 'providers'],
  queryFn: ({ signal }) => apiClient.get<AiProvidersResponse>('/api/v2/ai/providers', { signal }),
  staleTime: 5 * 60_000,
});

export function useAiProviders() {
  return useQuery(aiProvidersQueryOptions);
}
