import type { ReviewHistoryDay } from '@quizdrill/contracts/types';

/**
 * Whether the history holds any review: a day with a question learning or mastered. Until quiz-worker has stored
 * one, every day is all new, and the progress view says so in words instead of drawing a flat chart.
 */
export function hasReviews(days: readonly ReviewHistoryDay[]): boolean {
  return days.some((day) => day.learning + day.mastered > 0);
}
