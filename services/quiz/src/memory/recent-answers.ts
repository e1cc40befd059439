// The student's latest answers of the last day in a course, as the submit script keeps them in Redis
// (QuizKeys.recentAnswers), and which of them quiz-worker has not applied to the cards yet: MISTAKES, REVIEW and the
// summary count those too, so a student who answers and at once starts MISTAKES gets exactly what they just missed.
//
// "Not applied yet" is "not in the review log": exact whatever the clocks, and an answer whose card was forgotten
// since (its question deleted, or its right answer changed) is not brought back.

import type { Db } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import type { QuizTables } from '../db/tables.js';
import type { QuizKeys } from '../hot-path/keys.js';
import { appliedAnswers } from './cards.repository.js';

export interface RecentAnswer {
  correct: boolean;
  eventId: string;
  at: Date;
}

export function parseRecentAnswer(value: string): RecentAnswer {
  const [correct, eventId = '', at = ''] = value.split('|');
  return { correct: correct === '1', eventId, at: new Date(at) };
}

/** The student's answers in the course that quiz-worker has not applied to their cards yet, by question id. */
export async function pendingAnswers(
  db: Db<QuizTables>,
  redis: Redis,
  keys: QuizKeys,
  userId: string,
  courseId: number,
): Promise<Map<number, RecentAnswer>> {
  const hash = await redis.hgetall(keys.recentAnswers(courseId, userId));
  const recent = new Map(
    Object.entries(hash).map(([questionId, value]) => [Number(questionId), parseRecentAnswer(value)]),
  );
  if (recent.size === 0) return recent;
  const done = await appliedAnswers(
    db,
    [...recent.values()].map((answer) => answer.eventId),
  );
  for (const [questionId, answer] of recent) if (done.has(answer.eventId)) recent.delete(questionId);
  return recent;
}
