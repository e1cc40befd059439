// The real Stripe SDK behind `Payments`. STRIPE_API_BASE points it elsewhere (tests: the local fake).
import { PREMIUM_PRICE_SEK } from '@quizdrill/contracts';
import Stripe from 'stripe';
import type { CheckoutRequest, InvoiceState, PaymentEvent, Payments, SubscriptionState } from './payments.js';
import { idOf, metadataOf } from './payments.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId?: string;
  apiBase?: string;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/**
 * The subscription as billing keeps it. Since API version 2025-03-31 the paid period is the item's (one item: the
 * premium price), not the subscription's.
 */
export function subscriptionStateOf(subscription: Stripe.Subscription): SubscriptionState {
  const [item] = subscription.items?.data ?? [];
  const price = item?.price;
  return {
    id: subscription.id,
    status: subscription.status,
    customer: idOf(subscription.customer) ?? '',
    metadata: metadataOf(subscription.metadata),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    price:
      price && typeof price.unit_amount === 'number'
        ? {
            amount: price.unit_amount,
            currency: price.currency,
            interval: price.recurring?.interval ?? 'month',
          }
        : null,
  };
}

function invoiceStateOf(invoice: Stripe.Invoice): InvoiceState {
  return {
    id: invoice.id ?? '',
    number: invoice.number,
    status: invoice.status,
    total: invoice.total,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    created: new Date(invoice.created * 1000),
    periodStart: fromUnix(invoice.period_start),
    periodEnd: fromUnix(invoice.period_end),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripePayments(settings: StripeSettings): Payments {
  const stripe = new Stripe(settings.secretKey, {
    ...apiAddress(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'QuizDrill billing' },
  });
  const lineItem = settings.priceId
    ? { price: settings.priceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: 'sek',
          unit_amount: PREMIUM_PRICE_SEK * 100,
          recurring: { interval: 'month' as const },
          product_data: { name: 'QuizDrill Premium' },
        },
      };

  return {
    simulated: false,
    async createCustomer({ userId, username }) {
      const customer = await stripe.customers.create(
        { name: username, metadata: { userId, username } },
        // Two checkouts started at once by one user create one customer.
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },
    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        // Deleted before (an erasure run again): what was asked for is already so.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return;
        throw error;
      }
    },
    async createCheckoutSession(request: CheckoutRequest) {
      const metadata = { userId: request.userId, username: request.username };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: request.customerId,
          client_reference_id: request.userId,
          metadata,
          subscription_data: { metadata },
          line_items: [lineItem],
          locale: request.locale,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },
    async retrieveSubscription(id): Promise<SubscriptionState> {
      return subscriptionStateOf(await stripe.subscriptions.retrieve(id));
    },
    async setCancelAtPeriodEnd(id, cancel): Promise<SubscriptionState> {
      return subscriptionStateOf(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
    },
    async listInvoices(customerId, limit): Promise<InvoiceState[]> {
      const page = await stripe.invoices.list({ customer: customerId, limit });
      return page.data.map(invoiceStateOf);
    },
    verifyWebhook(rawBody, signature): PaymentEvent {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret) as typeof event;
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return {
        id: event.id,
        type: event.type,
        object: (event.data?.object ?? {}) as Record<string, unknown>,
      };
    },
  };
}
