import type { SubmitResponse } from '@quizdrill/contracts/types';
import { apiClient } from '../../../lib/api-client';

/** POST /api/v2/quiz/submit with the chosen option's label; 409 already_answered for a second answer. */
export function submitAnswer(
  sessionId: string,
  answer: string,
  signal?: AbortSignal,
): Promise<SubmitResponse> {
  return apiClient.post<SubmitResponse>('/api/v2/quiz/submit', undefined, {
    query: { sessionId, answer },
    signal,
    sessionEndsOn: [401],
  });
}
