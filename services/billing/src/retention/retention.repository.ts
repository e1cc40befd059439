// The statements of billing's retention sweep (issue 44) whose rows need more than a time to go.
import type { Db } from '@quizdrill/service-kit';
import type { BillingTables } from '../db/tables.js';

/** Subscriptions that ended (no longer make anyone premium) and last changed before `cutoff`; an active one stays. */
export async function removeEndedSubscriptionsBefore(
  db: Db<BillingTables>,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('subscriptions')
    .where(
      'stripe_subscription_id',
      'in',
      db
        .selectFrom('subscriptions')
        .select('stripe_subscription_id')
        .where('premium', '=', false)
        .where('updated_at', '<', cutoff)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The simulated checkout's subscriptions that were cancelled and whose last period ended before `cutoff`. */
export async function removeEndedSimulatedSubscriptionsBefore(
  db: Db<BillingTables>,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('simulated_subscriptions')
    .where(
      'id',
      'in',
      db
        .selectFrom('simulated_subscriptions')
        .select('id')
        .where('status', '=', 'canceled')
        .where('current_period_end', '<', cutoff)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
