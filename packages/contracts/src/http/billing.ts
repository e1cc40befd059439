// Request and response shapes of the billing service's public API (SPEC.md §7 and §9; DESIGN.md "Payments").
import { type Static, Type } from '@sinclair/typebox';

/** SPEC.md §9: the individual premium plan. */
export const PREMIUM_PRICE_SEK = 69;

/** SPEC.md §9: educator group pricing per member and month; larger groups get custom pricing. */
export const EDUCATOR_TIERS = [
  { minMembers: 5, maxMembers: 10, sek: 49, usd: 5 },
  { minMembers: 11, maxMembers: 20, sek: 39, usd: 4 },
  { minMembers: 21, maxMembers: 50, sek: 29, usd: 3 },
] as const;

export const CheckoutSessionResponse = Type.Object({ url: Type.String() });

export const Plans = Type.Object({
  individual: Type.Object({
    id: Type.Literal('premium'),
    priceSek: Type.Integer(),
    interval: Type.Literal('month'),
  }),
  educatorTiers: Type.Array(
    Type.Object({
      minMembers: Type.Integer(),
      maxMembers: Type.Integer(),
      sek: Type.Integer(),
      usd: Type.Integer(),
    }),
  ),
  /** Groups above this many members get custom pricing. */
  customPricingAbove: Type.Integer(),
  paymentMethods: Type.Array(Type.Union([Type.Literal('invoice'), Type.Literal('card')])),
});
export type Plans = Static<typeof Plans>;

export const EducatorContactRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    school: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    email: Type.String({ format: 'email', maxLength: 320 }),
    groupSize: Type.Integer({ minimum: 1, maximum: 100_000 }),
    message: Type.Optional(Type.String({ maxLength: 5_000 })),
  },
  { additionalProperties: false },
);
export type EducatorContactRequest = Static<typeof EducatorContactRequest>;

export const EducatorLead = Type.Composite([
  EducatorContactRequest,
  Type.Object({ id: Type.String(), createdAt: Type.String({ format: 'date-time' }) }),
]);
export type EducatorLead = Static<typeof EducatorLead>;

/** Where Stripe Checkout (or the simulated checkout) sends the browser back: `/paywall?payment=<outcome>`. */
export const PaymentOutcome = { success: 'success', canceled: 'canceled' } as const;

export const BillingErrorCode = {
  alreadyPremium: 'already_premium',
  badSignature: 'bad_signature',
  checkoutNotFound: 'checkout_not_found',
} as const;
