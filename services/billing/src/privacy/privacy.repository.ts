// Every statement about one user's personal data in billing (issue 44): their rows for an export, and their erasure.
import { ERASED_USER_ID } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import type { BillingTables } from '../db/tables.js';
import { simulatedCustomerId } from '../stripe/simulated-payments.js';

/** What an erased member's customer id becomes where a bookkeeping row must keep one. */
export const ERASED_CUSTOMER_ID = 'cus_erased';

export async function userRows(db: Db<BillingTables>, userId: string): Promise<Record<string, unknown[]>> {
  const simulatedCustomer = simulatedCustomerId(userId);
  const [customers, subscriptions, checkoutAttempts, simulatedSubscriptions, simulatedInvoices] =
    await Promise.all([
      db.selectFrom('customers').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('checkout_attempts').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('simulated_subscriptions').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('simulated_invoices').selectAll().where('customer_id', '=', simulatedCustomer).execute(),
    ]);
  return {
    customers,
    subscriptions,
    checkout_attempts: checkoutAttempts,
    simulated_subscriptions: simulatedSubscriptions,
    simulated_invoices: simulatedInvoices,
  };
}

export function stripeCustomerOf(
  db: Db<BillingTables>,
  userId: string,
): Promise<{ stripe_customer_id: string } | undefined> {
  return db
    .selectFrom('customers')
    .select('stripe_customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The customer and the checkout attempts go. Subscriptions and invoices are bookkeeping records (kept seven years by
 * Bokföringslagen): they stay with their Stripe ids, amounts and times but without the member's id or name.
 */
export async function eraseUserRows(db: Db<BillingTables>, userId: string): Promise<void> {
  const simulatedCustomer = simulatedCustomerId(userId);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('customers').where('user_id', '=', userId).execute();
    await trx.deleteFrom('checkout_attempts').where('user_id', '=', userId).execute();
    await trx
      .updateTable('subscriptions')
      .set({ user_id: ERASED_USER_ID, username: '', premium: false })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('simulated_subscriptions')
      .set({ user_id: ERASED_USER_ID, username: '', customer_id: ERASED_CUSTOMER_ID, status: 'canceled' })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('simulated_invoices')
      .set({ customer_id: ERASED_CUSTOMER_ID })
      .where('customer_id', '=', simulatedCustomer)
      .execute();
  });
}
