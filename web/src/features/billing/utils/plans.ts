// The plans of SPEC §9 as GET /api/v2/billing/plans answers them, and which educator tier a group size falls in.
import {
  CUSTOM_PRICING_ABOVE,
  EDUCATOR_TIERS,
  PAYMENT_METHODS,
  PREMIUM_PRICE_SEK,
} from '@quizdrill/contracts/rules';
import type { Plans } from '@quizdrill/contracts/types';

export type { Plans };
export type EducatorTier = Plans['educatorTiers'][number];
export type PaymentMethod = Plans['paymentMethods'][number];

/** SPEC §9, shown while the billing service cannot be reached: the same figures it serves. */
export const STANDARD_PLANS: Plans = {
  individual: { id: 'premium', priceSek: PREMIUM_PRICE_SEK, interval: 'month' },
  educatorTiers: EDUCATOR_TIERS.map((tier) => ({ ...tier })),
  customPricingAbove: CUSTOM_PRICING_ABOVE,
  paymentMethods: [...PAYMENT_METHODS],
};

function isTier(value: unknown): value is EducatorTier {
  if (typeof value !== 'object' || value === null) return false;
  return ['minMembers', 'maxMembers', 'sek', 'usd'].every((field) =>
    Number.isInteger(Reflect.get(value, field)),
  );
}

/** The plans of an answer, checked field by field; anything unusable is null (the standard plans are shown). */
export function readPlans(answer: unknown): Plans | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const individual: unknown = Reflect.get(answer, 'individual');
  const priceSek: unknown =
    typeof individual === 'object' && individual ? Reflect.get(individual, 'priceSek') : null;
  const tiers: unknown = Reflect.get(answer, 'educatorTiers');
  const customPricingAbove: unknown = Reflect.get(answer, 'customPricingAbove');
  const methods: unknown = Reflect.get(answer, 'paymentMethods');
  if (typeof priceSek !== 'number' || !Array.isArray(tiers) || !tiers.every(isTier)) return null;
  if (typeof customPricingAbove !== 'number') return null;
  const paymentMethods = Array.isArray(methods)
    ? methods.filter((method): method is PaymentMethod => method === 'invoice' || method === 'card')
    : STANDARD_PLANS.paymentMethods;
  return {
    individual: { id: 'premium', priceSek, interval: 'month' },
    educatorTiers: [...tiers].sort((a, b) => a.minMembers - b.minMembers),
    customPricingAbove,
    paymentMethods,
  };
}

export type GroupPrice =
  | { kind: 'tier'; tier: EducatorTier }
  | { kind: 'custom' }
  /** Fewer members than the smallest tier: group pricing starts at `minMembers`. */
  | { kind: 'belowMinimum'; minMembers: number };

/** What a group of `groupSize` members pays per member and month; null for a size that is not a whole number ≥ 1. */
export function priceForGroupSize(plans: Plans, groupSize: number): GroupPrice | null {
  if (!Number.isInteger(groupSize) || groupSize < 1) return null;
  if (groupSize > plans.customPricingAbove) return { kind: 'custom' };
  const tier = plans.educatorTiers.find(
    (candidate) => groupSize >= candidate.minMembers && groupSize <= candidate.maxMembers,
  );
  if (tier) return { kind: 'tier', tier };
  const smallest = plans.educatorTiers[0];
  if (smallest && groupSize < smallest.minMembers)
    return { kind: 'belowMinimum', minMembers: smallest.minMembers };
  // A gap between tiers the service left: nothing published fits, so it is priced on request.
  return { kind: 'custom' };
}
