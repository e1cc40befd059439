import type { CurrentSession } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PREFETCHED_PROGRESS_FRESH_MS, quizQueryKeys } from './quiz-query-keys';

/** The user's unfinished sessions with at least one answer, one per course, newest first. */
export function getCurrentSessions(signal?: AbortSignal): Promise<CurrentSession[]> {
  return apiClient.get<CurrentSession[]>('/api/v2/quiz/sessions/current', {
    signal,
    sessionEndsOn: [401],
  });
}

export const currentSessionsQueryOptions = queryOptions({
  queryKey: quizQueryKeys.currentSessions,
  queryFn: ({ signal }) => getCurrentSessions(signal),
  // Only a convenience on the welcome screen: one try, and the card stays away when it fails (its mount asks no
  // second).
  retry: false,
  retryOnMount: false,
  staleTime: PREFETCHED_PROGRESS_FRESH_MS,
});

export function useCurrentSessions() {
  return useQuery(currentSessionsQueryOptions);
}
