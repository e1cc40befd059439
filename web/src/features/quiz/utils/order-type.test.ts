import { describe, expect, it } from 'vitest';
import { hasOrderButton, isOrderType, nextOrderType } from './order-type';

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

describe('the memory orders (REVIEW, MISTAKES)', () => {
  it('when a REVIEW or MISTAKES session is on, then there is no order button, and the cycle never reaches them', () => {
    expect(hasOrderButton('REVIEW')).toBe(false);
    expect(hasOrderButton('MISTAKES')).toBe(false);
    expect(hasOrderButton('RANDOM')).toBe(true);
    const seen = new Set<string>();
    let order: Parameters<typeof nextOrderType>[0] = 'ORDER';
    for (let press = 0; press < 6; press++) {
      order = nextOrderType(order);
      seen.add(order);
    }
    expect([...seen].sort()).toEqual(['ORDER', 'RANDOM', 'REVERSE']);
    expect(nextOrderType('MISTAKES')).toBe('ORDER');
  });
});
