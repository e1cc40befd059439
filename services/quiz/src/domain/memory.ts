// A student's memory of a question (issue 15): one FSRS card per student and question, moved on by each answer.
// The scheduling is ts-fsrs's; what is ours is how a graded answer becomes an FSRS rating, which
// parameters apply, and what counts as mastered.
import { MASTERED_STABILITY_DAYS } from '@quizdrill/contracts';
import {
  type Card,
  createEmptyCard,
  type FSRS,
  fsrs,
  type Grade,
  generatorParameters,
  Rating,
  type ReviewLog,
} from 'ts-fsrs';

export { type Card, Rating, type ReviewLog, State } from 'ts-fsrs';

/** The least credit a partly right answer needs to be rated Hard rather than Again. */
export const HARD_CREDIT = 0.5;

/**
 * The rating of an answer from the share of full credit it earned (issue 43). FSRS's four grades (Again, Hard,
 * Good, Easy) come from a student judging their own recall; a graded answer says how much of it was right:
 *
 * | credit          | rating |
 * |-----------------|--------|
 * | 1 (correct)     | Good   |
 * | 0.5 up to 1     | Hard   |
 * | below 0.5 (0)   | Again  |
 *
 * A single-choice answer is all or nothing: right is Good and wrong is Again, as before partial credit. Easy cannot
 * be told from a guess, and a slow right answer is not told apart (that would need the time since it was shown).
 */
export function ratingOf(credit: number): Grade {
  if (credit >= 1) return Rating.Good;
  return credit >= HARD_CREDIT ? Rating.Hard : Rating.Again;
}

/** The credit of a recorded answer: an event from before partial credit (version 2) earned all or nothing. */
export function creditOf(answer: { correct: boolean; credit?: number }): number {
  return answer.credit ?? (answer.correct ? 1 : 0);
}

/**
 * The scheduler for a desired retention. Fuzz is on (as in Anki: cards learnt together do not all fall due on the
 * same day); ts-fsrs seeds it from the card and the review time, so a review computed twice gives the same due date.
 * Short-term learning steps (1 and 10 minutes) are on: a missed question comes back within the same sitting.
 */
export function schedulerFor(desiredRetention: number): FSRS {
  return fsrs(generatorParameters({ request_retention: desiredRetention, enable_fuzz: true }));
}

/** Schedulers by desired retention: a handful of distinct values at most, each built once. */
const schedulers = new Map<number, FSRS>();
function cachedScheduler(desiredRetention: number): FSRS {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = schedulerFor(desiredRetention);
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

/** A question never answered. */
export function newCard(at: Date): Card {
  return createEmptyCard(at);
}

/** The card and its review log after an answer given at `answeredAt`. */
export function review(
  card: Card,
  answeredAt: Date,
  credit: number,
  desiredRetention: number,
): { card: Card; log: ReviewLog } {
  return cachedScheduler(desiredRetention).next(card, answeredAt, ratingOf(credit));
}

export function isMastered(stability: number): boolean {
  return stability >= MASTERED_STABILITY_DAYS;
}
