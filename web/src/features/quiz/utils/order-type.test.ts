import { describe, expect, it } from 'vitest';
import { isOrderType, nextOrderType } from './order-type';

describe('nextOrderType', () => {
  it('when the order button is pressed, then the mode goes ORDER → RANDOM → REVERSE → ORDER', () => {
    expect(nextOrderType('ORDER')).toBe('RANDOM');
    expect(nextOrderType('RANDOM')).toBe('REVERSE');
    expect(nextOrderType('REVERSE')).toBe('ORDER');
  });
});

describe('isOrderType', () => {
  it('when a stored value is one of the three modes, then it is accepted, and anything else is not', () => {
    expect(isOrderType('RANDOM')).toBe(true);
    expect(isOrderType('random')).toBe(false);
    expect(isOrderType(undefined)).toBe(false);
  });
});
