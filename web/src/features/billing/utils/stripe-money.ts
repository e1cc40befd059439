import type { Money } from '@quizdrill/contracts/types';

/**
 * An amount as Stripe gives it (in öre, cents) in `language`'s way: "69 kr" or "SEK 69" for whole amounts,
 * "69,50 kr" otherwise.
 */
export function formatStripeMoney({ amount, currency }: Money, language: string): string {
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
}
