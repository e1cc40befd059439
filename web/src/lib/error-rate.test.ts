import { describe, expect, it } from 'vitest';
import { formatErrorRate } from './error-rate';

describe('formatErrorRate', () => {
  it('when the rate is shown, then it has two decimals in the language’s own notation', () => {
    expect(formatErrorRate(12.5, 'en')).toBe('12.50\u00a0%');
    expect(formatErrorRate(12.5, 'sv')).toBe('12,50\u00a0%');
  });

  it('when the rate is whole or has more decimals, then it is padded or rounded to two', () => {
    expect(formatErrorRate(0, 'en')).toBe('0.00\u00a0%');
    expect(formatErrorRate(100, 'en')).toBe('100.00\u00a0%');
    expect(formatErrorRate(33.333333, 'en')).toBe('33.33\u00a0%');
    expect(formatErrorRate(66.666666, 'sv')).toBe('66,67\u00a0%');
  });

  it('when the rate is not a number, then it reads as zero rather than NaN', () => {
    expect(formatErrorRate(Number.NaN, 'en')).toBe('0.00\u00a0%');
  });
});
