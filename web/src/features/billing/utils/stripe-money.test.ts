import { describe, expect, it } from 'vitest';
import { formatStripeMoney } from './stripe-money';

const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatStripeMoney', () => {
  it('when an amount is whole kronor, then it shows without öre in either language', () => {
    expect(spaced(formatStripeMoney({ amount: 6900, currency: 'sek' }, 'sv'))).toBe('69 kr');
    expect(spaced(formatStripeMoney({ amount: 6900, currency: 'sek' }, 'en'))).toBe('SEK 69');
  });

  it('when an amount has öre, then they show', () => {
    expect(spaced(formatStripeMoney({ amount: 6950, currency: 'sek' }, 'sv'))).toBe('69,50 kr');
  });
});
