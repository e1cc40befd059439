// Premium on and off as billing reports subscriptions starting and ending.
import { consumerName, type DomainEvent } from '@quizdrill/contracts';
import { applyOnce, enqueueEvent, type Infrastructure } from '@quizdrill/service-kit';
import type { AuthTables } from '../db/tables.js';
import { membershipAfter } from '../domain/premium.js';
import { outdateTokens } from '../tokens/token-versions.repository.js';
import { findById, updateUser } from '../users/users.repository.js';

export const SUBSCRIPTIONS_CONSUMER = consumerName('auth', 'subscriptions');

type SubscriptionEvent = DomainEvent<'billing.subscription.activated' | 'billing.subscription.canceled'>;

export async function applySubscriptionEvent(
  db: Infrastructure<AuthTables>['db'],
  event: SubscriptionEvent,
): Promise<boolean> {
  const active = event.type === 'billing.subscription.activated';
  return applyOnce(db, SUBSCRIPTIONS_CONSUMER, event.id, async (trx) => {
    const user = await findById(trx, event.data.userId, { forUpdate: true });
    // An account deleted since the payment has nothing left to update.
    if (!user) return;
    const membership = membershipAfter(user.role, active);
    await updateUser(trx, user.id, {
      role: membership.role,
      is_premium: membership.isPremium,
      stripe_customer_id: event.data.stripeCustomerId,
      stripe_subscription_id: active ? event.data.stripeSubscriptionId : null,
    });
    if (membership.role !== user.role || membership.isPremium !== user.is_premium) {
      // Tokens carry both: the ones issued before stop working, and the app fetches a fresh one.
      await outdateTokens(trx, user.id);
      await enqueueEvent(trx, 'users.role.changed', {
        userId: user.id,
        role: membership.role,
        isPremium: membership.isPremium,
      });
    }
  });
}

export function startSubscriptionsConsumer(infrastructure: Infrastructure<AuthTables>) {
  return infrastructure.startConsumer({
    durableName: SUBSCRIPTIONS_CONSUMER,
    eventTypes: ['billing.subscription.activated', 'billing.subscription.canceled'],
    // In stream order, even with several replicas: a subscription's start and end must not swap. They are few.
    concurrency: 1,
    maxAckPending: 1,
    handler: async (event) => {
      await applySubscriptionEvent(infrastructure.db, event);
    },
  });
}
