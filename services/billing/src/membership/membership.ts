// A member sees and cancels their plan (issue 41): the plan, its price, the next charge, cancel at the end of the
// paid period and resume until then, and the invoices, read from Stripe (or the simulated checkout) each time. A
// cancellation reaches premium the way a subscription did: Stripe's webhook (customer.subscription.updated, then
// .deleted at the period's end) goes through PaymentEvents, which tells auth when premium really ends.
import { randomUUID } from 'node:crypto';
import {
  BillingErrorCode,
  INVOICES_SHOWN,
  type InvoicesResponse,
  type MembershipResponse,
  type MembershipSubscription,
  PREMIUM_PRICE_SEK,
} from '@quizdrill/contracts';
import { AppError, type Caller } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import type { BillingTables } from '../db/tables.js';
import type { Payments, SubscriptionState } from '../stripe/payments.js';
import type { SimulatedStripe } from '../stripe/simulated-payments.js';
import type { PaymentEvents } from '../webhooks/payment-events.js';
import { customerOf, subscriptionOf } from './membership.repository.js';

/** Statuses after which a subscription never comes back: a new one starts at checkout. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function subscriptionView(
  state: SubscriptionState,
  premium: boolean,
  simulated: boolean,
): MembershipSubscription {
  const ended = ENDED.has(state.status);
  return {
    id: state.id,
    status: state.status,
    premium,
    price: state.price,
    currentPeriodStart: iso(state.currentPeriodStart),
    currentPeriodEnd: iso(state.currentPeriodEnd),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    nextChargeAt: ended || state.cancelAtPeriodEnd ? null : iso(state.currentPeriodEnd),
    canCancel: !ended && !state.cancelAtPeriodEnd,
    canResume: !ended && state.cancelAtPeriodEnd,
    simulated,
  };
}

export class Membership {
  constructor(
    private readonly db: Kysely<BillingTables>,
    private readonly payments: Payments,
    private readonly events: PaymentEvents,
    private readonly simulation: SimulatedStripe | undefined,
  ) {}

  async view(caller: Caller): Promise<MembershipResponse> {
    const plan = { id: 'premium' as const, priceSek: PREMIUM_PRICE_SEK, interval: 'month' as const };
    const subscription = await subscriptionOf(this.db, caller.userId);
    if (!subscription) return { plan, subscription: null };
    const state = await this.payments.retrieveSubscription(subscription.id);
    return { plan, subscription: subscriptionView(state, subscription.premium, this.payments.simulated) };
  }

  /** Cancels at the end of the paid period: premium lasts until then, and nothing more is charged. */
  cancel(caller: Caller): Promise<MembershipResponse> {
    return this.setCancelAtPeriodEnd(caller, true);
  }

  /** Undoes a cancellation before the period ends: the plan renews as before. */
  resume(caller: Caller): Promise<MembershipResponse> {
    return this.setCancelAtPeriodEnd(caller, false);
  }

  private async setCancelAtPeriodEnd(caller: Caller, cancel: boolean): Promise<MembershipResponse> {
    const subscription = await subscriptionOf(this.db, caller.userId);
    if (!subscription) {
      throw new AppError(404, BillingErrorCode.noSubscription, 'You have no subscription.');
    }
    const current = await this.payments.retrieveSubscription(subscription.id);
    if (ENDED.has(current.status)) {
      throw AppError.conflict(
        'This subscription has ended; a new one starts at the paywall.',
        BillingErrorCode.subscriptionEnded,
      );
    }
    if (current.cancelAtPeriodEnd !== cancel) {
      const changed = await this.payments.setCancelAtPeriodEnd(subscription.id, cancel);
      // Stripe tells billing by webhook; the simulated checkout tells it the same way, at once.
      if (this.simulation)
        await this.events.handle(this.simulation.changed(changed, `evt_sim_${randomUUID()}`));
    }
    return this.view(caller);
  }

  async invoices(caller: Caller): Promise<InvoicesResponse> {
    const customerId = await customerOf(this.db, caller.userId);
    if (!customerId) return { invoices: [] };
    const invoices = await this.payments.listInvoices(customerId, INVOICES_SHOWN);
    return {
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        status: invoice.status,
        total: { amount: invoice.total, currency: invoice.currency },
        amountPaid: invoice.amountPaid,
        createdAt: invoice.created.toISOString(),
        periodStart: iso(invoice.periodStart),
        periodEnd: iso(invoice.periodEnd),
        hostedUrl: invoice.hostedUrl,
        pdfUrl: invoice.pdfUrl,
      })),
    };
  }
}
