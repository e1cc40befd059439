import { describe, expect, it } from 'vitest';
import { fromFirstReview, hasReviews } from './mastery-history';

const day = (date: string, learning: number, mastered: number) => ({
  date,
  new: 5 - learning - mastered,
  learning,
  mastered,
});

describe('hasReviews', () => {
  it('when every day is all new (or there are no days), then there is nothing to chart', () => {
    expect(hasReviews([])).toBe(false);
    expect(hasReviews([day('2026-11-23', 0, 0), day('2026-11-24', 0, 0)])).toBe(false);
  });

  it('when any day holds a question learning or mastered, then the chart is drawn', () => {
    expect(hasReviews([day('2026-11-23', 0, 0), day('2026-11-24', 2, 0)])).toBe(true);
    expect(hasReviews([day('2026-11-24', 0, 1)])).toBe(true);
  });
});

describe('fromFirstReview', () => {
  it('when the first review came weeks into the span, then the chart starts the day before it, not weeks earlier', () => {
    const days = [
      day('2026-11-20', 0, 0),
      day('2026-11-21', 0, 0),
      day('2026-11-22', 0, 0),
      day('2026-11-23', 2, 0),
      day('2026-11-24', 1, 1),
    ];
    expect(fromFirstReview(days).map((shown) => shown.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(fromFirstReview(days.slice(3)).map((shown) => shown.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(fromFirstReview([day('2026-11-20', 0, 0)])).toHaveLength(1);
  });
});
