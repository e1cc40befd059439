import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './provider-errors.js';

describe('retry-after', () => {
  const now = Date.parse('2026-11-21T08:00:00Z');

  it.each([
    ['seconds', { 'retry-after': '7' }, 7],
    ['fractional seconds, rounded up', { 'retry-after': '1.2' }, 2],
    ['milliseconds first', { 'retry-after-ms': '2500', 'retry-after': '60' }, 3],
    ['an HTTP date', { 'retry-after': 'Sat, 21 Nov 2026 08:00:30 GMT' }, 30],
    ['a date already past', { 'retry-after': 'Sat, 21 Nov 2026 07:59:00 GMT' }, 0],
    ['nothing', {}, undefined],
    ['nonsense', { 'retry-after': 'soon' }, undefined],
  ])('reads %s', (_case, headers, expected) => {
    expect(retryAfterSeconds(new Headers(headers), now)).toBe(expected);
  });
});
