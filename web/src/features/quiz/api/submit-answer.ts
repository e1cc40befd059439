import { apiClient } from '../../../lib/api-client';
import type { SubmitFeedback } from '../../../types/quiz';

/** POST /api/v2/quiz/submit with the chosen option's label; 409 already_answered for a second answer. */
export function submitAnswer(
  sessionId: string,
  answer: string,
  signal?: AbortSignal,
): Promise<SubmitFeedback> {
  return apiClient.post<SubmitFeedback>('/api/v2/quiz/submit', undefined, {
    query: { sessionId, answer },
    signal,
    sessionEndsOn: [401],
  });
}
