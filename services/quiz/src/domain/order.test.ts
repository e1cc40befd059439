import { describe, expect, it } from 'vitest';
import { orderIndex, permute } from './order.js';

const range = (n: number) => Array.from({ length: n }, (_, index) => index);
const wholeOrder = (type: 'ORDER' | 'REVERSE' | 'RANDOM', n: number, seed: number) =>
  range(n).map((step) => orderIndex(type, step, n, seed));

describe('the order of a session', () => {
  it('when the order is ORDER or REVERSE, then it is the course order or its reverse, whatever the seed', () => {
    expect(wholeOrder('ORDER', 6, 9)).toEqual(range(6));
    expect(wholeOrder('REVERSE', 6, 9)).toEqual(range(6).reverse());
  });

  it.each([1, 2, 3, 4, 5, 15, 16, 17, 63, 64, 65, 300, 1_025, 5_000])(
    'when the order is RANDOM over %i questions, then each comes exactly once, for every seed',
    (n) => {
      for (const seed of [0, 1, 42, 123_456_789, 2_147_483_647]) {
        expect(wholeOrder('RANDOM', n, seed).sort((a, b) => a - b)).toEqual(range(n));
      }
    },
  );

  it('when two questions are shuffled, then an odd seed swaps them and an even one keeps them', () => {
    expect(wholeOrder('RANDOM', 2, 1)).toEqual([1, 0]);
    expect(wholeOrder('RANDOM', 2, 4)).toEqual([0, 1]);
  });

  it('when seeds differ, then the orders differ; for one seed it is always the same', () => {
    const orders = range(8).map((seed) => wholeOrder('RANDOM', 50, seed + 1).join(','));
    expect(new Set(orders).size).toBe(8);
    expect(orders).not.toContain(range(50).join(','));
    expect(wholeOrder('RANDOM', 50, 3).join(',')).toBe(orders[2]);
  });

  it('when computed, then it is the very permutation the hot path computes (values taken from its Lua)', () => {
    expect(wholeOrder('RANDOM', 10, 42)).toEqual([7, 8, 1, 4, 3, 6, 5, 9, 2, 0]);
    expect(wholeOrder('RANDOM', 17, 7)).toEqual([4, 8, 11, 2, 14, 16, 6, 7, 0, 13, 15, 1, 5, 10, 9, 3, 12]);
    expect(wholeOrder('RANDOM', 5, 2_147_483_647)).toEqual([0, 4, 2, 1, 3]);
    expect(permute(3, 10, 42)).toBe(4);
  });
});
