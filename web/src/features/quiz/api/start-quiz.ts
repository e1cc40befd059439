import { isMemoryOrder } from '@quizdrill/contracts/rules';
import type { OrderType } from '@quizdrill/contracts/types';
import { type NextAnswer, nextFromBody } from '@/features/quiz/utils/next-answer';
import { startQuestionIndex } from '@/features/quiz/utils/stored-session';
import { apiClient } from '@/lib/api-client';
import { browserTimeZone } from './get-review-summary';

export type StartQuizRequest = { courseName: string; orderType: OrderType; startAt: number };

/** A new session: its id, and its first question when the start carried it (else `next` answers it). */
export type StartedQuiz = { sessionId: string; first: NextAnswer | undefined };

/**
 * POST /api/v2/quiz/start: a new session, its id and first question answered. 404 course_not_found, 400 course_empty
 * or start_out_of_range; REVIEW and MISTAKES 409 nothing_to_review or no_mistakes.
 */
export async function startQuiz(request: StartQuizRequest, signal?: AbortSignal): Promise<StartedQuiz> {
  const answer = await apiClient.post<{ sessionId?: unknown; question?: unknown }>(
    '/api/v2/quiz/start',
    undefined,
    {
      query: {
        courseName: request.courseName,
        orderType: request.orderType,
        startQuestion: startQuestionIndex(request.startAt),
        // Only REVIEW has a daily limit of new questions, counted in the student's day.
        timeZone: isMemoryOrder(request.orderType) ? browserTimeZone() : undefined,
      },
      signal,
      sessionEndsOn: [401],
    },
  );
  const started = typeof answer === 'object' && answer !== null ? answer : {};
  const { sessionId } = started;
  if (typeof sessionId !== 'string' || sessionId === '') {
    throw new Error(`the quiz start answered no session id: ${JSON.stringify(answer)}`);
  }
  return { sessionId, first: nextFromBody(started.question) };
}
