// Starting a premium checkout (SPEC.md §7 create-checkout-session) and the development-only simulated checkout.
import { randomUUID } from 'node:crypto';
import { BillingErrorCode, type Language, PaymentOutcome } from '@quizdrill/contracts';
import { AppError, type Caller } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import type { BillingTables } from '../db/tables.js';
import { customerOf } from '../membership/membership.repository.js';
import type { PaymentEvent, Payments } from '../stripe/payments.js';
import {
  type SimulatedStripe,
  simulatedCustomerId,
  simulatedSubscriptionId,
} from '../stripe/simulated-payments.js';
import type { PaymentEvents } from '../webhooks/payment-events.js';
import { addCustomer } from '../webhooks/subscriptions.repository.js';
import * as attempts from './checkout-attempts.repository.js';

export const paywallUrl = (publicUrl: string, outcome: keyof typeof PaymentOutcome) =>
  `${publicUrl}/paywall?payment=${PaymentOutcome[outcome]}`;

/**
 * Where the simulated checkout sends the browser: same-origin and relative, so the gateway's CSP (form-action
 * 'self' also applies to the redirect after a form post) allows it whatever host the browser used.
 */
const paywallPath = (outcome: keyof typeof PaymentOutcome) => paywallUrl('', outcome);

export const simulatedCheckoutPath = (attemptId: string) => `/api/v2/billing/simulated-checkout/${attemptId}`;

/**
 * The simulated checkout page's address. The language rides along as a query parameter: the browser only follows
 * this address, and the app's language choice lives in the browser's storage, not in its Accept-Language.
 */
const simulatedCheckoutUrl = (publicUrl: string, attemptId: string, language: Language) =>
  `${publicUrl}${simulatedCheckoutPath(attemptId)}?language=${language}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class Checkout {
  constructor(
    private readonly db: Kysely<BillingTables>,
    private readonly payments: Payments,
    private readonly events: PaymentEvents,
    private readonly publicUrl: string,
    /** The simulated checkout's stand-in for Stripe (development without a key); undefined with Stripe. */
    private readonly simulation?: SimulatedStripe,
  ) {}

  /** Starts paying for premium on a page in `language`; answers where the browser goes to pay. */
  async start(caller: Caller, language: Language): Promise<{ url: string }> {
    if (caller.isPremium || caller.role === 'ROLE_PREMIUM') {
      throw AppError.conflict('You are already a premium member.', BillingErrorCode.alreadyPremium);
    }
    const attempt = { id: randomUUID(), idempotencyKey: randomUUID() };
    await attempts.insertAttempt(this.db, {
      id: attempt.id,
      user_id: caller.userId,
      username: caller.username,
      idempotency_key: attempt.idempotencyKey,
      status: 'created',
    });
    if (this.payments.simulated) return { url: simulatedCheckoutUrl(this.publicUrl, attempt.id, language) };

    const customerId = await this.customerOf(caller);
    const session = await this.payments.createCheckoutSession({
      userId: caller.userId,
      username: caller.username,
      customerId,
      idempotencyKey: attempt.idempotencyKey,
      locale: language,
      successUrl: paywallUrl(this.publicUrl, 'success'),
      cancelUrl: paywallUrl(this.publicUrl, 'canceled'),
    });
    await attempts.attemptOpened(this.db, attempt.id, session.id);
    return { url: session.url };
  }

  /** The user's Stripe customer: created once (with their id in its metadata), stored, reused. */
  private async customerOf(caller: Caller): Promise<string> {
    const known = await customerOf(this.db, caller.userId);
    if (known) return known;
    const created = await this.payments.createCustomer({ userId: caller.userId, username: caller.username });
    await addCustomer(this.db, {
      user_id: caller.userId,
      username: caller.username,
      stripe_customer_id: created,
    });
    // Another checkout of the same member may have stored its customer first: that one stays theirs.
    const stored = await customerOf(this.db, caller.userId);
    if (stored === undefined) throw new Error(`The customer of ${caller.userId} was not stored`);
    return stored;
  }

  /** A simulated attempt by its id (the capability the browser holds); unknown → 404. */
  async simulatedAttempt(id: string) {
    const attempt = UUID.test(id) ? await attempts.findAttempt(this.db, id) : undefined;
    if (!attempt || attempt.stripe_session_id !== null) {
      throw new AppError(404, BillingErrorCode.checkoutNotFound, 'No such checkout');
    }
    return attempt;
  }

  /** "Pay": exactly what a real checkout.session.completed webhook does, through the same handler. */
  async simulatedPay(id: string): Promise<string> {
    const attempt = await this.simulatedAttempt(id);
    if (attempt.status !== 'canceled') {
      if (!this.simulation) throw new Error('The simulated checkout runs only without Stripe');
      // What Stripe does when Checkout completes: the subscription exists (a month, its first invoice paid).
      await this.simulation.subscribe({
        id: simulatedSubscriptionId(attempt.id),
        userId: attempt.user_id,
        username: attempt.username,
        customerId: simulatedCustomerId(attempt.user_id),
        now: new Date(),
      });
      const event: PaymentEvent = {
        id: `evt_sim_${attempt.id.replaceAll('-', '')}`,
        type: 'checkout.session.completed',
        object: {
          id: `cs_sim_${attempt.id.replaceAll('-', '')}`,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: attempt.user_id,
          customer: simulatedCustomerId(attempt.user_id),
          subscription: simulatedSubscriptionId(attempt.id),
          metadata: { userId: attempt.user_id, username: attempt.username },
        },
      };
      await this.events.handle(event, async (trx) => {
        await attempts.setAttemptStatus(trx, attempt.id, 'paid');
      });
    }
    return paywallPath(attempt.status === 'canceled' ? 'canceled' : 'success');
  }

  /** "Cancel": nothing changes but the attempt's own status (SPEC.md §4: a canceled payment changes nothing). */
  async simulatedCancel(id: string): Promise<string> {
    const attempt = await this.simulatedAttempt(id);
    await attempts.setAttemptStatus(this.db, attempt.id, 'canceled', 'created');
    return paywallPath('canceled');
  }
}
