// Request and response shapes of the billing service's public API (SPEC.md §7 and §9; DESIGN.md "Payments").
import { type Static, Type } from '@sinclair/typebox';
import { Language } from '../event-catalog.js';
import { EDUCATOR_CONTACT_LIMITS as LIMITS, PAYMENT_METHODS } from '../rules/billing.js';

/**
 * The language of the page the browser is sent to pay on (Stripe Checkout's locale, or the simulated checkout's
 * texts): the app's language, Swedish when not given. An addition to SPEC.md §7, whose payload is "not shown".
 */
export const CheckoutLanguageQuery = Type.Object({ language: Type.Optional(Language) });
export type CheckoutLanguageQuery = Static<typeof CheckoutLanguageQuery>;

export const CheckoutSessionResponse = Type.Object({ url: Type.String() });
export type CheckoutSessionResponse = Static<typeof CheckoutSessionResponse>;

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
  paymentMethods: Type.Array(Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method)))),
});
export type Plans = Static<typeof Plans>;

export const EducatorContactRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: LIMITS.nameMaxLength, pattern: '\\S' }),
    school: Type.String({ minLength: 1, maxLength: LIMITS.schoolMaxLength, pattern: '\\S' }),
    email: Type.String({ format: 'email', maxLength: LIMITS.emailMaxLength }),
    groupSize: Type.Integer({ minimum: LIMITS.groupSizeMin, maximum: LIMITS.groupSizeMax }),
    message: Type.Optional(Type.String({ maxLength: LIMITS.messageMaxLength })),
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
