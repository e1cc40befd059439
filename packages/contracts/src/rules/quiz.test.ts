import { describe, expect, it } from 'vitest';
import { errorRate } from './quiz.js';

describe('errorRate', () => {
  it('when nothing is answered yet, then the error rate is 0', () => {
    expect(errorRate(0, 0)).toBe(0);
  });

  it('when some answers are wrong, then it is their percentage to two decimals', () => {
    expect(errorRate(1, 2)).toBe(50);
    expect(errorRate(1, 3)).toBe(66.67);
    expect(errorRate(0, 1)).toBe(100);
  });
});
