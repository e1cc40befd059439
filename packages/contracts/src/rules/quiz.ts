// The quiz's fixed values (SPEC.md §4, §9) and its error-rate rule.

/** SPEC.md §4: the order button cycles ORDER, RANDOM, REVERSE, then back to ORDER. */
export const ORDER_CYCLE = ['ORDER', 'RANDOM', 'REVERSE'] as const;

/**
 * Orders that drill a question list chosen at start from the student's memory (issue 15): REVIEW (the cards due,
 * most overdue first, then new questions) and MISTAKES (questions whose last answer was wrong). Not on the order
 * button, not offered by "continue previous quiz".
 */
export const MEMORY_ORDER_TYPES = ['REVIEW', 'MISTAKES'] as const;

/** Every order a session can be started in. */
export const ORDER_TYPES = [...ORDER_CYCLE, ...MEMORY_ORDER_TYPES] as const;

export function isMemoryOrder(orderType: string): orderType is (typeof MEMORY_ORDER_TYPES)[number] {
  return (MEMORY_ORDER_TYPES as readonly string[]).includes(orderType);
}

/** The code of the 409 a REVIEW or MISTAKES start answers when there is nothing to drill. */
export const NOTHING_TO_DRILL_CODES = { REVIEW: 'nothing_to_review', MISTAKES: 'no_mistakes' } as const;

/** A REVIEW session holds at most this many due cards (most overdue first) ... */
export const REVIEW_DUE_MAX = 200;
/** ... then questions never seen, up to this many new ones per day (the user's day, in their time zone). */
export const REVIEW_NEW_PER_DAY = 20;
/** A MISTAKES session holds at most this many questions. */
export const MISTAKES_MAX = 200;
/** A card whose FSRS stability reaches this many days counts as mastered. */
export const MASTERED_STABILITY_DAYS = 21;
/** The mastery-over-time chart reads this many days by default, and at most this many (a year). */
export const REVIEW_HISTORY_DAYS_DEFAULT = 30;
export const REVIEW_HISTORY_DAYS_MAX = 365;
/** Desired retention (FSRS's target probability of recall at the due date): the range a user may choose. */
export const DESIRED_RETENTION_MIN = 0.8;
export const DESIRED_RETENTION_MAX = 0.97;
export const DESIRED_RETENTION_DEFAULT = 0.9;
/** "Today" is the user's day; without a time zone from the browser, Stockholm's. */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

/** What `GET /api/v2/quiz/next` answers, as `200 text/plain`, once every question of the session is answered. */
export const QUIZ_FINISHED_TEXT = 'Quizet är slut!';

/** Wrong answers as a percentage of all answers, to two decimals. */
export function errorRate(score: number, total: number): number {
  return total === 0 ? 0 : Math.round(((total - score) / total) * 10_000) / 100;
}
