// Request and response shapes of the billing service's public API (SPEC.md §7 and §9; DESIGN.md "Payments").
import { CloneType, type Static, type TSchema, Type } from '@sinclair/typebox';
import { Language } from '../event-catalog.js';
import { EDUCATOR_CONTACT_LIMITS as LIMITS, PAYMENT_METHODS } from '../rules/billing.js';

/**
 * The language of the page the browser is sent to pay on (Stripe Checkout's locale, or the simulated checkout's
 * texts): the app's language, Swedish when not given. An addition to SPEC.md §7, whose payload is "not shown".
 */
export const CheckoutLanguageQuery = Type.Object({
  language: Type.Optional(
    CloneType(Language, { description: 'The language of the payment page (`sv` by default).' }),
  ),
});
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
    name: Type.String({
      minLength: 1,
      maxLength: LIMITS.nameMaxLength,
      pattern: '\\S',
      description: "The educator's name.",
    }),
    school: Type.String({
      minLength: 1,
      maxLength: LIMITS.schoolMaxLength,
      pattern: '\\S',
      description: 'The school or organisation.',
    }),
    email: Type.String({
      format: 'email',
      maxLength: LIMITS.emailMaxLength,
      description: 'Where to answer.',
    }),
    groupSize: Type.Integer({
      minimum: LIMITS.groupSizeMin,
      maximum: LIMITS.groupSizeMax,
      description: 'How many students the licence would be for.',
    }),
    message: Type.Optional(
      Type.String({ maxLength: LIMITS.messageMaxLength, description: 'Anything else to tell us.' }),
    ),
  },
  { additionalProperties: false },
);
export type EducatorContactRequest = Static<typeof EducatorContactRequest>;

export const EducatorLead = Type.Composite([
  EducatorContactRequest,
  Type.Object({ id: Type.String(), createdAt: Type.String({ format: 'date-time' }) }),
]);
export type EducatorLead = Static<typeof EducatorLead>;

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An amount as Stripe gives it: in the currency's smallest unit (öre: 6900 is 69 kr), and its currency. */
export const Money = Type.Object({
  amount: Type.Integer({ minimum: 0, description: "In the currency's smallest unit: 6900 is 69.00 kr." }),
  currency: Type.String({ description: 'ISO 4217, lower case (`sek`).' }),
});
export type Money = Static<typeof Money>;

/**
 * `GET /api/v2/billing/subscription` (issue 41): the member's plan as Stripe has it now. Cancelling is as easy as
 * subscribing (EU consumer rules): one call, effective at the end of the paid period, undone by resuming until then.
 */
export const MembershipSubscription = Type.Object({
  id: Type.String(),
  /** Stripe's status: active, trialing, past_due (a payment is being retried), canceled, unpaid, incomplete, … */
  status: Type.String(),
  /** Whether it makes the member premium now. */
  premium: Type.Boolean(),
  price: Nullable(
    Type.Intersect([Money, Type.Object({ interval: Type.String({ description: 'month, year, …' }) })]),
  ),
  currentPeriodStart: Nullable(DateTime),
  /** The end of the paid period: the next charge, or the day premium ends when cancelled at period end. */
  currentPeriodEnd: Nullable(DateTime),
  /** True once cancelled: premium lasts until `currentPeriodEnd`, then ends; no further charge. */
  cancelAtPeriodEnd: Type.Boolean(),
  /** When the next charge is made; null when cancelled or ended. */
  nextChargeAt: Nullable(DateTime),
  canCancel: Type.Boolean({ description: 'POST …/subscription/cancel would cancel it at period end.' }),
  canResume: Type.Boolean({ description: 'POST …/subscription/resume would undo a cancellation.' }),
  /** Development without Stripe: the simulated checkout's subscription, no money involved. */
  simulated: Type.Boolean(),
});
export type MembershipSubscription = Static<typeof MembershipSubscription>;

export const MembershipResponse = Type.Object({
  /** The plan on offer (SPEC.md §9), for a member without a subscription too. */
  plan: Type.Object({
    id: Type.Literal('premium'),
    priceSek: Type.Integer(),
    interval: Type.Literal('month'),
  }),
  /** The member's subscription (the one that makes them premium, else their latest); null when they never had one. */
  subscription: Nullable(MembershipSubscription),
});
export type MembershipResponse = Static<typeof MembershipResponse>;

export const Invoice = Type.Object({
  id: Type.String(),
  /** The invoice's number as printed on it; null while it is a draft. */
  number: Nullable(Type.String()),
  /** draft, open, paid, uncollectible or void. */
  status: Nullable(Type.String()),
  total: Money,
  amountPaid: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  periodStart: Nullable(DateTime),
  periodEnd: Nullable(DateTime),
  /** Stripe's page for the invoice (pay, download); null in the simulated checkout. */
  hostedUrl: Nullable(Type.String()),
  pdfUrl: Nullable(Type.String()),
});
export type Invoice = Static<typeof Invoice>;

/** `GET /api/v2/billing/invoices`: the member's invoices, newest first (at most INVOICES_SHOWN). */
export const InvoicesResponse = Type.Object({ invoices: Type.Array(Invoice) });
export type InvoicesResponse = Static<typeof InvoicesResponse>;

/** Where Stripe Checkout (or the simulated checkout) sends the browser back: `/paywall?payment=<outcome>`. */
export const PaymentOutcome = { success: 'success', canceled: 'canceled' } as const;

export const BillingErrorCode = {
  alreadyPremium: 'already_premium',
  badSignature: 'bad_signature',
  checkoutNotFound: 'checkout_not_found',
  /** 404: the member has no subscription to cancel or resume. */
  noSubscription: 'no_subscription',
  /** 409: the subscription has ended; a new one starts at checkout. */
  subscriptionEnded: 'subscription_ended',
} as const;
