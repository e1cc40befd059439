// A student's memory of a question (issue 15): one FSRS card per student and question, moved on by each answer.
// The scheduling is ts-fsrs's; what is ours is how a multiple-choice answer becomes an FSRS rating, which
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

/**
 * The rating of a multiple-choice answer. FSRS's four grades (Again, Hard, Good, Easy) come from a student judging
 * their own recall; a multiple-choice answer is only right or wrong:
 *
 * | answer | rating |
 * |--------|--------|
 * | wrong  | Again  |
 * | right  | Good   |
 *
 * Hard (a slow right answer) would need the time since the question was shown carried in the answer event and in
 * the session; Easy cannot be told from a guess. Neither is used.
 */
export function ratingOf(correct: boolean): Grade {
  return correct ? Rating.Good : Rating.Again;
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
  correct: boolean,
  desiredRetention: number,
): { card: Card; log: ReviewLog } {
  return cachedScheduler(desiredRetention).next(card, answeredAt, ratingOf(correct));
}

export function isMastered(stability: number): boolean {
  return stability >= MASTERED_STABILITY_DAYS;
}
