import { describe, expect, it } from 'vitest';
import { priceForGroupSize, readPlans, STANDARD_PLANS } from './plans';

describe('priceForGroupSize', () => {
  it('when the group fits a tier, then that tier’s price per member applies, bounds included', () => {
    const cases: [number, number, number][] = [
      [5, 49, 5],
      [10, 49, 5],
      [11, 39, 4],
      [20, 39, 4],
      [21, 29, 3],
      [50, 29, 3],
    ];
    for (const [size, sek, usd] of cases) {
      expect(priceForGroupSize(STANDARD_PLANS, size), String(size)).toEqual({
        kind: 'tier',
        tier: expect.objectContaining({ sek, usd }),
      });
    }
  });

  it('when the group is larger than 50, then it gets custom pricing', () => {
    expect(priceForGroupSize(STANDARD_PLANS, 51)).toEqual({ kind: 'custom' });
    expect(priceForGroupSize(STANDARD_PLANS, 5000)).toEqual({ kind: 'custom' });
  });

  it('when the group is smaller than the first tier, then it says where group pricing starts', () => {
    expect(priceForGroupSize(STANDARD_PLANS, 1)).toEqual({ kind: 'belowMinimum', minMembers: 5 });
    expect(priceForGroupSize(STANDARD_PLANS, 4)).toEqual({ kind: 'belowMinimum', minMembers: 5 });
  });

  it('when the size is not a whole number of at least 1, then there is no price', () => {
    for (const size of [0, -3, 2.5, Number.NaN]) expect(priceForGroupSize(STANDARD_PLANS, size)).toBeNull();
  });
});

describe('readPlans', () => {
  it('when the answer has the documented shape, then its tiers are read in size order', () => {
    const plans = readPlans({
      ...STANDARD_PLANS,
      educatorTiers: [...STANDARD_PLANS.educatorTiers].reverse(),
    });
    expect(plans).toEqual(STANDARD_PLANS);
  });

  it('when the answer is not plans, then it is refused', () => {
    for (const answer of [null, 'html', {}, { individual: { priceSek: 69 }, educatorTiers: [{ sek: 1 }] }]) {
      expect(readPlans(answer)).toBeNull();
    }
  });
});
