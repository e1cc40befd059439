// What a live answer scores (issue 17): a right answer 500 + 500 × the fraction of the time left, rounded; 1,000
// when the teacher advances (no timer); a wrong answer nothing. The answer script in live/lua.ts applies the same
// rule in Redis; test/points.test.ts proves they agree.
import { BASE_POINTS, SPEED_POINTS } from '@quizdrill/contracts';

export interface AnswerTiming {
  /** Seconds the question was open for, or null when the teacher advances. */
  questionSeconds: number | null;
  /** Milliseconds from the answer to the deadline (ignored without a timer). */
  remainingMs: number;
}

export function pointsFor(right: boolean, timing: AnswerTiming): number {
  if (!right) return 0;
  if (timing.questionSeconds === null) return BASE_POINTS + SPEED_POINTS;
  const given = timing.questionSeconds * 1000;
  const left = Math.min(Math.max(timing.remainingMs, 0), given);
  return BASE_POINTS + Math.floor((SPEED_POINTS * left) / given + 0.5);
}
