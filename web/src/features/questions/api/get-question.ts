import type { QuestionResponse } from '@quizdrill/contracts/types';
import { apiClient } from '@/lib/api-client';
import { useContentDetails } from '@/lib/content-queries';
import { contentDetailsKey } from '@/lib/content-query-keys';

/** One question with its correctness flags: for the course's owner or an admin (403 otherwise). */
export function getQuestion(questionId: number, signal?: AbortSignal): Promise<QuestionResponse> {
  return apiClient.get<QuestionResponse>(`/api/v2/questions/${questionId}`, { signal, sessionEndsOn: [401] });
}

export function questionQueryKey(questionId: number) {
  return contentDetailsKey('questions', questionId);
}

/** Nothing is asked while the id is unknown (null). */
export function useQuestion(questionId: number | null) {
  return useContentDetails('questions', questionId, getQuestion);
}
