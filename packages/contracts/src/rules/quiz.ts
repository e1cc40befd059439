// The quiz's fixed values (SPEC.md §4, §9) and its error-rate rule.

/** SPEC.md §4: the order button cycles ORDER, RANDOM, REVERSE, then back to ORDER. */
export const ORDER_TYPES = ['ORDER', 'RANDOM', 'REVERSE'] as const;

/** What `GET /api/v2/quiz/next` answers, as `200 text/plain`, once every question of the session is answered. */
export const QUIZ_FINISHED_TEXT = 'Quizet är slut!';

/** Wrong answers as a percentage of all answers, to two decimals. */
export function errorRate(score: number, total: number): number {
  return total === 0 ? 0 : Math.round(((total - score) / total) * 10_000) / 100;
}
