// Development without a Stripe key: no money moves. The simulated checkout page's "Pay" starts a subscription kept
// in billing's own tables (a month, its invoice paid) and builds the same checkout.session.completed event a real
// webhook carries; cancelling, resuming, the end of a period and renewals make the events Stripe would send.
import { PREMIUM_PRICE_SEK } from '@quizdrill/contracts';
import type { Kysely } from 'kysely';
import type { BillingTables } from '../db/tables.js';
import { periodEnd } from '../domain/billing-period.js';
import type { InvoiceState, PaymentEvent, Payments, SubscriptionState } from './payments.js';
import * as simulated from './simulated-stripe.repository.js';
import { WebhookSignatureError } from './stripe-payments.js';

export const simulatedCustomerId = (userId: string) => `cus_sim_${userId.replaceAll('-', '')}`;
export const simulatedSubscriptionId = (attemptId: string) => `sub_sim_${attemptId.replaceAll('-', '')}`;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function invoiceFor(
  subscriptionId: string,
  customerId: string,
  start: Date,
  end: Date,
): simulated.SimulatedInvoice {
  const day = start.toISOString().slice(0, 10).replaceAll('-', '');
  return {
    id: `in_sim_${subscriptionId.slice('sub_sim_'.length)}_${seconds(start)}`,
    customerId,
    subscriptionId,
    number: `SIM-${subscriptionId.slice(-6).toUpperCase()}-${day}`,
    amount: PREMIUM_PRICE_SEK * 100,
    currency: 'sek',
    periodStart: start,
    periodEnd: end,
    createdAt: start,
  };
}

function stateOf(row: simulated.SimulatedSubscription): SubscriptionState {
  return {
    id: row.id,
    status: row.status,
    customer: row.customer_id,
    metadata: { userId: row.user_id, username: row.username },
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    price: { amount: row.amount, currency: row.currency, interval: 'month' },
  };
}

/** The `customer.subscription.*` event Stripe would send about the subscription now. */
function subscriptionEvent(id: string, type: string, state: SubscriptionState): PaymentEvent {
  return {
    id,
    type,
    object: {
      id: state.id,
      object: 'subscription',
      status: state.status,
      customer: state.customer,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      metadata: state.metadata,
    },
  };
}

export class SimulatedStripe implements Payments {
  readonly simulated = true;

  constructor(
    private readonly db: Kysely<BillingTables>,
    /** SIMULATED_PERIOD_SECONDS: a period of that many seconds instead of a month. */
    private readonly periodSeconds?: number,
  ) {}

  async createCustomer({ userId }: { userId: string }): Promise<string> {
    return simulatedCustomerId(userId);
  }

  /** The simulated customer is its rows in billing's tables, which the erasure itself anonymises. */
  async deleteCustomer(): Promise<void> {}

  async createCheckoutSession(): Promise<{ id: string; url: string }> {
    throw new Error('The simulated checkout does not create Stripe sessions');
  }

  async retrieveSubscription(id: string): Promise<SubscriptionState> {
    const row = await simulated.findSubscription(this.db, id);
    if (!row) throw new Error(`No such simulated subscription: ${id}`);
    return stateOf(row);
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionState> {
    await simulated.setCancelAtPeriodEnd(this.db, id, cancel);
    return this.retrieveSubscription(id);
  }

  async listInvoices(customerId: string, limit: number): Promise<InvoiceState[]> {
    const invoices = await simulated.invoicesOf(this.db, customerId, limit);
    return invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      status: 'paid',
      total: invoice.amount,
      amountPaid: invoice.amount,
      currency: invoice.currency,
      created: invoice.createdAt,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      hostedUrl: null,
      pdfUrl: null,
    }));
  }

  verifyWebhook(): PaymentEvent {
    // No webhook secret: nothing can be verified, so nothing is accepted.
    throw new WebhookSignatureError('Stripe webhooks are not configured (simulated checkout)');
  }

  /** "Pay": a subscription for one period from now, its first invoice paid. Paying twice changes nothing. */
  async subscribe(subscription: {
    id: string;
    userId: string;
    username: string;
    customerId: string;
    now: Date;
  }): Promise<void> {
    const end = periodEnd(subscription.now, this.periodSeconds);
    await simulated.insertSubscription(
      this.db,
      {
        id: subscription.id,
        user_id: subscription.userId,
        username: subscription.username,
        customer_id: subscription.customerId,
        status: 'active',
        cancel_at_period_end: false,
        current_period_start: subscription.now,
        current_period_end: end,
        amount: PREMIUM_PRICE_SEK * 100,
        currency: 'sek',
      },
      invoiceFor(subscription.id, subscription.customerId, subscription.now, end),
    );
  }

  /** What Stripe's webhook says after a member cancels or resumes: the subscription was updated. */
  changed(state: SubscriptionState, eventId: string): PaymentEvent {
    return subscriptionEvent(eventId, 'customer.subscription.updated', state);
  }

  /**
   * Closes every paid period that has run out by `now`, as Stripe does: a subscription cancelled at period end ends
   * (customer.subscription.deleted), any other renews for another period with its invoice paid
   * (customer.subscription.updated). Answers the events to apply; their ids name the period, so a replica that
   * closes the same period applies nothing twice.
   */
  async closeRunOutPeriods(now: Date): Promise<PaymentEvent[]> {
    const events: PaymentEvent[] = [];
    for (const { id, current_period_end: endedAt } of await simulated.periodsRunOut(this.db, now)) {
      const row = await simulated.findSubscription(this.db, id);
      if (!row) continue;
      if (row.cancel_at_period_end) {
        if (await simulated.closePeriod(this.db, id, endedAt, 'ended')) {
          events.push(
            subscriptionEvent(`evt_sim_${id}_ended`, 'customer.subscription.deleted', stateOf(row)),
          );
        }
        continue;
      }
      // Periods that all ran out while billing was stopped are charged once: the next one then starts now.
      let start = endedAt;
      let next = periodEnd(start, this.periodSeconds);
      if (next <= now) {
        start = now;
        next = periodEnd(start, this.periodSeconds);
      }
      const invoice = invoiceFor(id, row.customer_id, start, next);
      if (
        await simulated.closePeriod(this.db, id, endedAt, { periodStart: start, periodEnd: next, invoice })
      ) {
        events.push(
          subscriptionEvent(`evt_sim_${id}_${seconds(next)}`, 'customer.subscription.updated', {
            ...stateOf(row),
            currentPeriodStart: start,
            currentPeriodEnd: next,
          }),
        );
      }
    }
    return events;
  }
}
