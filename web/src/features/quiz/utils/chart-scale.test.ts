import { describe, expect, it } from 'vitest';
import { integerTicks, pointX, valueY } from './chart-scale';

describe('integerTicks', () => {
  it('when the most is 3, then every whole number to 3 is a tick', () => {
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('when the most is large, then the ticks step by 1, 2 or 5 times a power of ten, never more than six', () => {
    expect(integerTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(integerTicks(25)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(integerTicks(37)).toEqual([0, 10, 20, 30]);
    expect(integerTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('when the most is 0, then the axis still runs to 1', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
  });
});

describe('pointX and valueY', () => {
  it('when there is one point, then it sits in the middle; two sit at the ends', () => {
    expect(pointX(0, 1, 10, 110)).toBe(60);
    expect([pointX(0, 2, 10, 110), pointX(1, 2, 10, 110)]).toEqual([10, 110]);
  });

  it('when a value is 0 or the most, then it sits on the bottom or the top', () => {
    expect(valueY(0, 3, 8, 208)).toBe(208);
    expect(valueY(3, 3, 8, 208)).toBe(8);
    expect(valueY(150, 100, 8, 208)).toBe(8);
  });
});
