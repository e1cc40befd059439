// Checkout attempts: one row each time a member starts paying, followed from created to open, paid or canceled.
import type { Db } from '@quizdrill/service-kit';
import type { Insertable } from 'kysely';
import type { BillingTables, CheckoutAttemptsTable } from '../db/tables.js';

type AttemptStatus = 'created' | 'open' | 'paid' | 'canceled';

export async function insertAttempt(
  db: Db<BillingTables>,
  attempt: Insertable<CheckoutAttemptsTable>,
): Promise<void> {
  await db.insertInto('checkout_attempts').values(attempt).execute();
}

export function findAttempt(db: Db<BillingTables>, id: string) {
  return db.selectFrom('checkout_attempts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The attempt has its Stripe Checkout session: the browser is sent there. */
export async function attemptOpened(db: Db<BillingTables>, id: string, sessionId: string): Promise<void> {
  await db
    .updateTable('checkout_attempts')
    .set({ stripe_session_id: sessionId, status: 'open' })
    .where('id', '=', id)
    .execute();
}

/** Sets the attempt's status; with `from`, only an attempt still in that status changes. */
export async function setAttemptStatus(
  db: Db<BillingTables>,
  id: string,
  status: AttemptStatus,
  from?: AttemptStatus,
): Promise<void> {
  let update = db.updateTable('checkout_attempts').set({ status }).where('id', '=', id);
  if (from !== undefined) update = update.where('status', '=', from);
  await update.execute();
}

/** The attempt whose Stripe Checkout session completed is paid. */
export async function sessionPaid(db: Db<BillingTables>, sessionId: string): Promise<void> {
  await db
    .updateTable('checkout_attempts')
    .set({ status: 'paid' })
    .where('stripe_session_id', '=', sessionId)
    .execute();
}
