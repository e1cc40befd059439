import { type NextAnswer, parseNextAnswer } from '@/features/quiz/utils/next-answer';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/v2/quiz/next: the session's current question, the same one until it is answered (so a reload resumes
 * it), or the finished text. 404 session_not_found when the session expired or is someone else's.
 */
export async function getNextQuestion(sessionId: string, signal?: AbortSignal): Promise<NextAnswer> {
  const body = await apiClient.get<unknown>('/api/v2/quiz/next', {
    query: { sessionId },
    signal,
    sessionEndsOn: [401],
  });
  return parseNextAnswer(body);
}
