import type { QuestionResponse } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';

/** One question with its correctness flags: for the course's owner or an admin (403 otherwise). */
export function getQuestion(questionId: number, signal?: AbortSignal): Promise<QuestionResponse> {
  return apiClient.get<QuestionResponse>(`/api/v2/questions/${questionId}`, { signal, sessionEndsOn: [401] });
}

export function questionQueryKey(questionId: number) {
  return [...contentQueryKeys.questions, 'details', questionId] as const;
}

export function questionQueryOptions(questionId: number) {
  return queryOptions({
    queryKey: questionQueryKey(questionId),
    queryFn: ({ signal }) => getQuestion(questionId, signal),
  });
}

/** Nothing is asked while the id is unknown (null). */
export function useQuestion(questionId: number | null) {
  return useQuery({ ...questionQueryOptions(questionId ?? 0), enabled: questionId !== null });
}
