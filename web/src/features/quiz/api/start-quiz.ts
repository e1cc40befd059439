import { isMemoryOrder } from '@quizdrill/contracts/rules';
import type { OrderType } from '@quizdrill/contracts/types';
import { apiClient } from '../../../lib/api-client';
import { startQuestionIndex } from '../utils/stored-session';
import { browserTimeZone } from './get-review-summary';

export type StartQuizRequest = { courseName: string; orderType: OrderType; startAt: number };

/**
 * POST /api/v2/quiz/start: a new session, its id answered. 404 course_not_found, 400 course_empty or
 * start_out_of_range; REVIEW and MISTAKES 409 nothing_to_review or no_mistakes.
 */
export async function startQuiz(request: StartQuizRequest, signal?: AbortSignal): Promise<string> {
  const answer = await apiClient.post<{ sessionId?: unknown }>('/api/v2/quiz/start', undefined, {
    query: {
      courseName: request.courseName,
      orderType: request.orderType,
      startQuestion: startQuestionIndex(request.startAt),
      // Only REVIEW has a daily limit of new questions, counted in the student's day.
      timeZone: isMemoryOrder(request.orderType) ? browserTimeZone() : undefined,
    },
    signal,
    sessionEndsOn: [401],
  });
  const sessionId = typeof answer === 'object' && answer !== null ? answer.sessionId : undefined;
  if (typeof sessionId !== 'string' || sessionId === '') {
    throw new Error(`the quiz start answered no session id: ${JSON.stringify(answer)}`);
  }
  return sessionId;
}
