// What applying a Stripe event writes: its processed mark, the member's subscription and their Stripe customer.
import type { Db } from '@quizdrill/service-kit';
import type { Insertable } from 'kysely';
import type { BillingTables, CustomersTable, SubscriptionsTable } from '../db/tables.js';

export async function wasProcessed(db: Db<BillingTables>, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('processed_stripe_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the event processed; false when it already was (a concurrent delivery won). */
export async function markProcessed(db: Db<BillingTables>, eventId: string, type: string): Promise<boolean> {
  const inserted = await db
    .insertInto('processed_stripe_events')
    .values({ event_id: eventId, type })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The subscription, locked until the transaction ends. */
export function subscriptionForUpdate(db: Db<BillingTables>, subscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('stripe_subscription_id', '=', subscriptionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateSubscription(
  db: Db<BillingTables>,
  subscriptionId: string,
  change: { status: string; premium: boolean },
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ ...change, updated_at: new Date() })
    .where('stripe_subscription_id', '=', subscriptionId)
    .execute();
}

export async function insertSubscription(
  db: Db<BillingTables>,
  subscription: Insertable<SubscriptionsTable>,
): Promise<void> {
  await db.insertInto('subscriptions').values(subscription).execute();
}

export function customerByUser(db: Db<BillingTables>, userId: string) {
  return db.selectFrom('customers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function customerByStripeId(db: Db<BillingTables>, customerId: string) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
}

/** Records the member's Stripe customer; a member (or a customer) recorded before keeps theirs. */
export async function addCustomer(
  db: Db<BillingTables>,
  customer: Insertable<CustomersTable>,
): Promise<void> {
  await db
    .insertInto('customers')
    .values(customer)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
