// What a live answer scores (issue 17): a right answer 500 + 500 × the fraction of the time left, rounded; 1,000
// when the teacher advances (no timer); a wrong answer nothing; a partly right one (issue 43: credit between 0 and 1)
// that share of what a right one would score, rounded. The answer script in live/lua.ts applies the same
// rule in Redis; test/points.test.ts proves they agree.
import { BASE_POINTS, SPEED_POINTS } from '@quizdrill/contracts';

export interface AnswerTiming {
  /** Seconds the question was open for, or null when the teacher advances. */
  questionSeconds: number | null;
  /** Milliseconds from the answer to the deadline (ignored without a timer). */
  remainingMs: number;
}

/** `credit`: the share of full credit (contracts' gradeAnswer), or whether a choice was right. */
export function pointsFor(credit: number | boolean, timing: AnswerTiming): number {
  const share = Number(credit);
  if (share <= 0) return 0;
  const full = (): number => {
    if (timing.questionSeconds === null) return BASE_POINTS + SPEED_POINTS;
    const given = timing.questionSeconds * 1000;
    const left = Math.min(Math.max(timing.remainingMs, 0), given);
    return BASE_POINTS + Math.floor((SPEED_POINTS * left) / given + 0.5);
  };
  return share >= 1 ? full() : Math.floor(full() * share + 0.5);
}
