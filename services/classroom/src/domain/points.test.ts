import { describe, expect, it } from 'vitest';
import { pointsFor } from './points.js';

describe('points for a live answer', () => {
  it('when the answer is wrong, then it scores nothing however fast', () => {
    expect(pointsFor(false, { questionSeconds: 20, remainingMs: 20_000 })).toBe(0);
    expect(pointsFor(false, { questionSeconds: null, remainingMs: 0 })).toBe(0);
  });

  it.each([
    [20, 20_000, 1000],
    [20, 10_000, 750],
    [20, 0, 500],
    [30, 29_999, 1000],
    [30, 1, 500],
    [7, 3_500, 750],
    [5, 1_001, 600],
  ])('when right with %i s given and %i ms left, then %i points', (seconds, remainingMs, points) => {
    expect(pointsFor(true, { questionSeconds: seconds, remainingMs })).toBe(points);
  });

  it('when the teacher advances, then a right answer scores 1,000 flat', () => {
    expect(pointsFor(true, { questionSeconds: null, remainingMs: 0 })).toBe(1000);
  });

  it('when an answer is partly right, then it scores that share of a right one, rounded', () => {
    expect(pointsFor(0.5, { questionSeconds: 20, remainingMs: 10_000 })).toBe(375);
    expect(pointsFor(1 / 3, { questionSeconds: null, remainingMs: 0 })).toBe(333);
    expect(pointsFor(0, { questionSeconds: null, remainingMs: 0 })).toBe(0);
  });
});
