import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AI_CALL } from './ai-jobs';

/** One user's use of one provider over the last 30 days. */
export type AiUsageRow = {
  userId: string;
  username: string;
  provider: string;
  requests: number;
  inputTokens: number;
  outputTokens: number;
  lastUsedAt: string;
};

/** GET /api/v2/ai/usage: admins only (403 for others). */
export function getAiUsage(signal?: AbortSignal): Promise<AiUsageRow[]> {
  return apiClient.get<AiUsageRow[]>('/api/v2/ai/usage', { ...AI_CALL, signal });
}

export const aiUsageQueryOptions = queryOptions({
  queryKey: ['ai', 'usage'],
  queryFn: ({ signal }) => getAiUsage(signal),
  staleTime: 60_000,
});

export function useAiUsage() {
  return useQuery(aiUsageQueryOptions);
}
