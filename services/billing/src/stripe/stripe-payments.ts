// The real Stripe SDK behind `Payments`. STRIPE_API_BASE points it elsewhere (tests: the local fake).
import { PREMIUM_PRICE_SEK } from '@quizdrill/contracts';
import Stripe from 'stripe';
import type { CheckoutRequest, PaymentEvent, Payments, SubscriptionState } from './payments.js';
import { metadataOf } from './payments.js';

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
      const subscription = await stripe.subscriptions.retrieve(id);
      const customer = subscription.customer;
      return {
        id: subscription.id,
        status: subscription.status,
        customer: typeof customer === 'string' ? customer : customer.id,
        metadata: metadataOf(subscription.metadata),
      };
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
