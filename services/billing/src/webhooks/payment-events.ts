// Applying Stripe events (verified webhooks, or the simulated checkout's "Pay") to the subscriptions, each event
// at most once. Every event re-reads the subscription's current status from Stripe, so events arriving twice or
// out of order end in Stripe's final state; billing.subscription.* is published only when premium really changes.
import { enqueueEvent } from '@quizdrill/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { sessionPaid } from '../checkout/checkout-attempts.repository.js';
import type { BillingTables } from '../db/tables.js';
import { idOf, metadataOf, type PaymentEvent, type Payments } from '../stripe/payments.js';
import * as repository from './subscriptions.repository.js';

/** Stripe statuses that make the user premium (past_due: Stripe is still retrying the payment). */
const PREMIUM_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses that end premium. Others (incomplete, paused) leave it as it is. */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired']);

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

interface SubscriptionChange {
  subscriptionId: string;
  status: string;
  /** Known from the checkout session (client_reference_id / metadata) or the subscription's metadata. */
  user?: { userId: string; username?: string };
  customerId?: string;
}

export class PaymentEvents {
  constructor(
    private readonly db: Kysely<BillingTables>,
    private readonly payments: Payments,
    private readonly logger: Logger,
  ) {}

  /** Reads what the event needs from Stripe first, then applies it in one transaction with its processed mark. */
  async handle(event: PaymentEvent, extra?: (trx: Transaction<BillingTables>) => Promise<void>) {
    if (await repository.wasProcessed(this.db, event.id)) return 'duplicate' satisfies EventOutcome;

    const change = await this.changeOf(event);
    return this.db.transaction().execute(async (trx): Promise<EventOutcome> => {
      if (!(await repository.markProcessed(trx, event.id, event.type))) return 'duplicate';
      await extra?.(trx);
      if (event.type === 'checkout.session.completed' && typeof event.object.id === 'string') {
        await sessionPaid(trx, event.object.id);
      }
      if (!change) return 'ignored';
      await this.apply(trx, change);
      return 'applied';
    });
  }

  private async changeOf(event: PaymentEvent): Promise<SubscriptionChange | undefined> {
    const object = event.object;
    switch (event.type) {
      case 'checkout.session.completed': {
        if (object.mode !== 'subscription') return undefined;
        const subscriptionId = idOf(object.subscription);
        const metadata = metadataOf(object.metadata);
        const userId =
          (typeof object.client_reference_id === 'string' ? object.client_reference_id : undefined) ??
          metadata.userId;
        if (!subscriptionId || !userId) {
          this.logger.warn({ eventId: event.id }, 'checkout session without subscription or user: ignored');
          return undefined;
        }
        const current = await this.payments.retrieveSubscription(subscriptionId);
        return {
          subscriptionId,
          status: current.status,
          user: { userId, username: metadata.username },
          customerId: idOf(object.customer) ?? (current.customer || undefined),
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated': {
        const subscriptionId = idOf(object.id);
        if (!subscriptionId) return undefined;
        const current = await this.payments.retrieveSubscription(subscriptionId);
        return this.fromSubscription(current.id, current.status, current.customer, current.metadata);
      }
      case 'customer.subscription.deleted': {
        const subscriptionId = idOf(object.id);
        if (!subscriptionId) return undefined;
        return this.fromSubscription(
          subscriptionId,
          'canceled',
          idOf(object.customer),
          metadataOf(object.metadata),
        );
      }
      case 'invoice.payment_failed': {
        const subscriptionId = idOf(object.subscription) ?? this.invoiceSubscription(object);
        if (!subscriptionId) return undefined;
        const current = await this.payments.retrieveSubscription(subscriptionId);
        return this.fromSubscription(current.id, current.status, current.customer, current.metadata);
      }
      default:
        return undefined;
    }
  }

  /** Newer API versions put the invoice's subscription under parent.subscription_details. */
  private invoiceSubscription(invoice: Record<string, unknown>): string | undefined {
    const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
    return idOf(parent?.subscription_details?.subscription);
  }

  private fromSubscription(
    subscriptionId: string,
    status: string,
    customerId: string | undefined,
    metadata: Record<string, string>,
  ): SubscriptionChange {
    return {
      subscriptionId,
      status,
      customerId: customerId || undefined,
      user: metadata.userId ? { userId: metadata.userId, username: metadata.username } : undefined,
    };
  }

  private async apply(trx: Transaction<BillingTables>, change: SubscriptionChange) {
    const existing = await repository.subscriptionForUpdate(trx, change.subscriptionId);

    const user = await this.userOf(trx, change, existing);
    if (!user) {
      this.logger.warn({ subscriptionId: change.subscriptionId }, 'subscription of an unknown user: ignored');
      return;
    }
    if (change.user && user.customerId) {
      await repository.addCustomer(trx, {
        user_id: user.userId,
        username: user.username,
        stripe_customer_id: user.customerId,
      });
    }

    const wasPremium = existing?.premium ?? false;
    // A canceled subscription never comes back in Stripe: an older "active" read cannot revive it.
    const status = existing?.status === 'canceled' ? 'canceled' : change.status;
    const premium = PREMIUM_STATUSES.has(status) ? true : ENDED_STATUSES.has(status) ? false : wasPremium;

    if (existing) {
      await repository.updateSubscription(trx, change.subscriptionId, { status, premium });
    } else {
      await repository.insertSubscription(trx, {
        stripe_subscription_id: change.subscriptionId,
        user_id: user.userId,
        username: user.username,
        stripe_customer_id: user.customerId ?? '',
        status,
        premium,
        updated_at: new Date(),
      });
    }

    if (premium === wasPremium) return;
    await enqueueEvent(trx, premium ? 'billing.subscription.activated' : 'billing.subscription.canceled', {
      userId: user.userId,
      stripeCustomerId: user.customerId ?? existing?.stripe_customer_id ?? '',
      stripeSubscriptionId: change.subscriptionId,
    });
  }

  private async userOf(
    trx: Transaction<BillingTables>,
    change: SubscriptionChange,
    existing: { user_id: string; username: string; stripe_customer_id: string } | undefined,
  ): Promise<{ userId: string; username: string; customerId?: string } | undefined> {
    if (existing) {
      return {
        userId: existing.user_id,
        username: existing.username,
        customerId: existing.stripe_customer_id || change.customerId,
      };
    }
    const byUser = change.user ? await repository.customerByUser(trx, change.user.userId) : undefined;
    const byCustomer =
      !byUser && change.customerId ? await repository.customerByStripeId(trx, change.customerId) : undefined;
    const customer = byUser ?? byCustomer;
    const userId = change.user?.userId ?? customer?.user_id;
    const username = change.user?.username ?? customer?.username;
    if (!userId || !username) return undefined;
    return { userId, username, customerId: change.customerId ?? customer?.stripe_customer_id };
  }
}
