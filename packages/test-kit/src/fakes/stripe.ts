// A local Stripe API for the real `stripe` SDK: enough of customers, Checkout sessions, subscriptions (read, and
// cancelled at period end or resumed) and invoices for the billing service, with form-encoded requests parsed and
// recorded (Idempotency-Key included), plus webhook signing through the SDK's own test helper. Objects have
// Stripe's wire shape at the SDK's API version: a subscription's paid period and price are on its item.
//
//   const stripe = await startFakeStripe();
//   new Stripe('sk_test_x', { host: stripe.host, port: stripe.port, protocol: stripe.protocol });
//   stripe.setSubscription('sub_1', { status: 'active', customer: 'cus_1' });
//   const { payload, header } = stripe.signEvent(Stripe.webhooks, event, 'whsec_test');
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { sendJson, startFakeServer } from '../fake-server.js';

export interface FakeStripeSubscription {
  id: string;
  status: string;
  customer: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  /** Unix seconds, as Stripe gives times. */
  current_period_start: number;
  current_period_end: number;
  /** The item's price: in the currency's smallest unit (6900 öre is 69 kr). */
  unit_amount: number;
  currency: string;
  interval: string;
  /** When it ended (status canceled), unix seconds. */
  ended_at: number | null;
}

/** An invoice as `GET /v1/invoices` lists it (the fields billing reads; Stripe's names). */
export interface FakeStripeInvoice {
  id: string;
  customer: string;
  subscription: string | null;
  number: string | null;
  status: string;
  total: number;
  amount_paid: number;
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | undefined;
  /** The form-encoded body as nested objects and arrays (`metadata[userId]` → `{ metadata: { userId } }`). */
  body: Record<string, unknown>;
}

/** What generateTestHeaderString needs: pass the SDK's `Stripe.webhooks` (test-kit does not depend on stripe). */
export interface WebhookSigner {
  generateTestHeaderString(options: { payload: string; secret: string; timestamp?: number }): string;
}

export interface FakeStripe {
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  requests: FakeStripeRequest[];
  customers: Map<string, Record<string, unknown>>;
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, FakeStripeSubscription>;
  invoices: FakeStripeInvoice[];
  /**
   * Sets (or creates) a subscription's current state, as `GET /v1/subscriptions/:id` will answer it. A new one is
   * active, 69 kr a month, its period begun now and ending in 30 days, unless told otherwise.
   */
  setSubscription(id: string, state: Partial<Omit<FakeStripeSubscription, 'id'>>): FakeStripeSubscription;
  /** Adds an invoice the customer's `GET /v1/invoices` lists (newest first); a paid 69 kr one unless told otherwise. */
  addInvoice(
    customer: string,
    invoice?: Partial<Omit<FakeStripeInvoice, 'id' | 'customer'>>,
  ): FakeStripeInvoice;
  /** A Stripe event envelope (`object: 'event'`) around `object`. */
  event(type: string, object: Record<string, unknown>, id?: string): Record<string, unknown>;
  /** The payload (JSON text) and Stripe-Signature header for `event`; `timestamp` (seconds) for old signatures. */
  signEvent(
    signer: WebhookSigner,
    event: unknown,
    secret: string,
    timestamp?: number,
  ): { payload: string; header: string };
  close(): Promise<void>;
}

/** A webhook payload (JSON text) and its Stripe-Signature header, signed by the SDK's own test helper. */
export function signStripeEvent(
  signer: WebhookSigner,
  event: unknown,
  secret: string,
  timestamp?: number,
): { payload: string; header: string } {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  return { payload, header: signer.generateTestHeaderString({ payload, secret, timestamp }) };
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=x` → `{ a: { b: [ { c: 'x' } ] } }`. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      if (container[part] === undefined) container[part] = /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(message: string, code?: string) {
  return { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const THIRTY_DAYS = 30 * 24 * 3600;

/** A subscription as Stripe's API answers it: the period and price on its one item. */
function subscriptionBody(subscription: FakeStripeSubscription) {
  const { unit_amount, currency, interval, current_period_start, current_period_end, ...own } = subscription;
  return {
    ...own,
    object: 'subscription',
    livemode: false,
    currency,
    cancel_at: subscription.cancel_at_period_end ? current_period_end : null,
    start_date: current_period_start,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          subscription: subscription.id,
          quantity: 1,
          current_period_start,
          current_period_end,
          price: {
            id: `price_${currency}_${unit_amount}_${interval}`,
            object: 'price',
            type: 'recurring',
            currency,
            unit_amount,
            recurring: { interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

function invoiceBody({ subscription, ...invoice }: FakeStripeInvoice) {
  return {
    ...invoice,
    object: 'invoice',
    livemode: false,
    amount_due: invoice.total,
    parent: subscription
      ? { type: 'subscription_details', subscription_details: { subscription, metadata: {} } }
      : null,
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, FakeStripeSubscription>();
  const invoices: FakeStripeInvoice[] = [];
  /** Stripe answers a repeated idempotency key with the first response. */
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const server = await startFakeServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const body = parseStripeForm(request.body.toString('utf8'));
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      headers: request.headers,
      idempotencyKey,
      body,
    });
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_')) {
      sendJson(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
      return;
    }
    const answer = (status: number, payload: unknown) => {
      if (idempotencyKey && request.method === 'POST')
        idempotent.set(idempotencyKey, { status, body: payload });
      sendJson(response, status, payload);
    };
    if (idempotencyKey && request.method === 'POST') {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        response.setHeader('idempotent-replayed', 'true');
        sendJson(response, earlier.status, earlier.body);
        return;
      }
    }

    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        name: body.name ?? null,
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      customers.set(customer.id, customer);
      answer(200, customer);
      return;
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(url.pathname);
    if (customerPath && request.method === 'DELETE') {
      // Stripe deletes the customer and cancels their subscriptions at once; a second delete finds nothing.
      const id = decodeURIComponent(customerPath[1]!);
      if (!customers.delete(id)) {
        sendJson(response, 404, stripeError(`No such customer: '${id}'`, 'resource_missing'));
        return;
      }
      for (const subscription of subscriptions.values()) {
        if (subscription.customer === id) subscription.status = 'canceled';
      }
      sendJson(response, 200, { id, object: 'customer', deleted: true });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = newId('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url ?? null,
        cancel_url: body.cancel_url ?? null,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        livemode: false,
      };
      sessions.set(id, session);
      answer(200, session);
      return;
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscriptionPath && (request.method === 'GET' || request.method === 'POST')) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) {
        sendJson(response, 404, stripeError('No such subscription', 'resource_missing'));
        return;
      }
      if (request.method === 'POST' && body.cancel_at_period_end !== undefined) {
        if (subscription.status === 'canceled') {
          answer(
            400,
            stripeError('A canceled subscription can only update its cancellation_details and metadata.'),
          );
          return;
        }
        subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      }
      answer(200, subscriptionBody(subscription));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/v1/invoices') {
      const customer = url.searchParams.get('customer');
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const listed = invoices
        .filter((invoice) => customer === null || invoice.customer === customer)
        .sort((a, b) => b.created - a.created);
      sendJson(response, 200, {
        object: 'list',
        url: '/v1/invoices',
        has_more: listed.length > limit,
        data: listed.slice(0, limit).map(invoiceBody),
      });
      return;
    }
    sendJson(response, 404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname})`));
  });

  return {
    url: server.url,
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,
    setSubscription(id, state) {
      const started = nowSeconds();
      const subscription: FakeStripeSubscription = {
        ...(subscriptions.get(id) ?? {
          id,
          status: 'active',
          customer: '',
          metadata: {},
          cancel_at_period_end: false,
          current_period_start: started,
          current_period_end: started + THIRTY_DAYS,
          unit_amount: 6900,
          currency: 'sek',
          interval: 'month',
          ended_at: null,
        }),
        ...state,
        id,
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    addInvoice(customer, invoice = {}) {
      const created = invoice.created ?? nowSeconds();
      const id = newId('in');
      const added: FakeStripeInvoice = {
        id,
        customer,
        subscription: null,
        number: `FAKE-${String(invoices.length + 1).padStart(4, '0')}`,
        status: 'paid',
        total: 6900,
        amount_paid: 6900,
        currency: 'sek',
        created,
        period_start: created,
        period_end: created,
        hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
        invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
        ...invoice,
      };
      invoices.push(added);
      return added;
    },
    event(type, object, id = newId('evt')) {
      return {
        id,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      };
    },
    signEvent: signStripeEvent,
    close: () => server.close(),
  };
}
