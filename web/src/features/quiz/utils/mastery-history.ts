import type { ReviewHistoryDay } from '@quizdrill/contracts/types';

/**
 * Whether the history holds any review: a day with a question learning or mastered. Until quiz-worker has stored
 * one, every day is all new, and the progress view says so in words instead of drawing a flat chart.
 */
export function hasReviews(days: readonly ReviewHistoryDay[]): boolean {
  return days.some((day) => day.learning + day.mastered > 0);
}

/**
 * The days worth drawing: from the day before the student's first review on (all new, where the curve starts), not
 * the weeks before, when the account or the course did not exist yet for them (issue 41). Every day when none has a
 * review.
 */
export function fromFirstReview<Day extends ReviewHistoryDay>(days: readonly Day[]): Day[] {
  const first = days.findIndex((day) => day.learning + day.mastered > 0);
  return first < 0 ? [...days] : days.slice(Math.max(0, first - 1));
}
