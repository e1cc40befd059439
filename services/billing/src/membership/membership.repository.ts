// Which subscription and which Stripe customer are the member's, as billing has recorded them.
import type { Db } from '@quizdrill/service-kit';
import type { BillingTables } from '../db/tables.js';

/** The subscription that makes the user premium, else the one they had last; undefined when they never had one. */
export function subscriptionOf(
  db: Db<BillingTables>,
  userId: string,
): Promise<{ id: string; premium: boolean } | undefined> {
  return db
    .selectFrom('subscriptions')
    .select(['stripe_subscription_id as id', 'premium'])
    .where('user_id', '=', userId)
    .orderBy('premium', 'desc')
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function customerOf(db: Db<BillingTables>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('stripe_customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.stripe_customer_id;
}
