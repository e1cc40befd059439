import { describe, expect, it } from 'vitest';
import { hasReviews } from './mastery-history';

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
