// What billing needs of Stripe, behind one interface: the real SDK (stripe-payments.ts) or, without a key in
// development, the simulated checkout's stand-in (simulated-payments.ts).
import type { Language } from '@quizdrill/contracts';

/** A Stripe event as billing handles it: the simulated checkout builds the same shape as a verified webhook. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** `data.object` of the Stripe event. */
  object: Record<string, unknown>;
}

export interface SubscriptionState {
  id: string;
  status: string;
  customer: string;
  metadata: Record<string, string>;
  cancelAtPeriodEnd: boolean;
  /** The paid period (Stripe keeps it on the subscription's item); null when Stripe gave none. */
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** The item's price: amount in the currency's smallest unit, and its interval. */
  price: { amount: number; currency: string; interval: string } | null;
}

/** An invoice as the member's plan page lists it. */
export interface InvoiceState {
  id: string;
  number: string | null;
  status: string | null;
  total: number;
  amountPaid: number;
  currency: string;
  created: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  hostedUrl: string | null;
  pdfUrl: string | null;
}

export interface CheckoutRequest {
  userId: string;
  username: string;
  customerId: string;
  idempotencyKey: string;
  /** The language of Stripe's checkout page. */
  locale: Language;
  successUrl: string;
  cancelUrl: string;
}

export interface Payments {
  readonly simulated: boolean;
  createCustomer(user: { userId: string; username: string }): Promise<string>;
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveSubscription(id: string): Promise<SubscriptionState>;
  /** Cancels at the end of the paid period (true), or undoes that (false); answers the subscription after. */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionState>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string, limit: number): Promise<InvoiceState[]>;
  /** Deletes the customer (Stripe cancels their subscriptions with it); one already gone is fine. */
  deleteCustomer(customerId: string): Promise<void>;
  /** Verifies the signature and parses the event; throws when it is missing, wrong or too old. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** Stripe object ids arrive either as the id or as the expanded object. */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return undefined;
}

export function metadataOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
