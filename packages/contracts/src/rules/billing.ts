// The plans and the educator contact form's rules (SPEC.md §9), as the billing service serves and applies them.

/** SPEC.md §9: the individual premium plan, per month. */
export const PREMIUM_PRICE_SEK = 69;

/** The member's invoices listed on their plan page, newest first: two years of monthly ones. */
export const INVOICES_SHOWN = 24;

/** SPEC.md §9: educator group pricing per member and month; larger groups get custom pricing. */
export const EDUCATOR_TIERS = [
  { minMembers: 5, maxMembers: 10, sek: 49, usd: 5 },
  { minMembers: 11, maxMembers: 20, sek: 39, usd: 4 },
  { minMembers: 21, maxMembers: 50, sek: 29, usd: 3 },
] as const;

/** Groups above this many members get custom pricing. */
export const CUSTOM_PRICING_ABOVE = Math.max(...EDUCATOR_TIERS.map((tier) => tier.maxMembers));

/** SPEC.md §9: payment is by invoice or card. */
export const PAYMENT_METHODS = ['invoice', 'card'] as const;

/** The educator's request for group pricing. */
export const EDUCATOR_CONTACT_LIMITS = {
  nameMaxLength: 200,
  schoolMaxLength: 200,
  emailMaxLength: 320,
  groupSizeMin: 1,
  groupSizeMax: 100_000,
  messageMaxLength: 5_000,
} as const;
