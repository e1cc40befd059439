import type { SubmitResponse } from '@quizdrill/contracts/types';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/v2/quiz/submit with the chosen option's label and the question's id: the response also carries the
 * next question (or that the quiz is over) as `next`, and the session has moved on to it, so no `next` call follows.
 * 409 already_answered for a second answer (a retry whose first try went through).
 */
export function submitAnswer(
  sessionId: string,
  questionId: number,
  answer: string,
  signal?: AbortSignal,
): Promise<SubmitResponse> {
  return apiClient.post<SubmitResponse>('/api/v2/quiz/submit', undefined, {
    query: { sessionId, answer, questionId },
    signal,
    sessionEndsOn: [401],
  });
}
