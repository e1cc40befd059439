// The simulated checkout's subscriptions and invoices (development without Stripe), kept as Stripe keeps them.
import type { Db } from '@quizdrill/service-kit';
import type { BillingTables, SimulatedSubscriptionsTable } from '../db/tables.js';

export type SimulatedSubscription = Omit<SimulatedSubscriptionsTable, 'created_at'>;

export interface SimulatedInvoice {
  id: string;
  customerId: string;
  subscriptionId: string;
  number: string;
  amount: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
}

/** A subscription and its first (paid) invoice; a second Pay of the same checkout changes nothing. */
export async function insertSubscription(
  db: Db<BillingTables>,
  subscription: SimulatedSubscription,
  invoice: SimulatedInvoice,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('simulated_subscriptions')
      .values(subscription)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await insertInvoice(trx, invoice);
  });
}

export function findSubscription(
  db: Db<BillingTables>,
  id: string,
): Promise<SimulatedSubscription | undefined> {
  return db
    .selectFrom('simulated_subscriptions')
    .select([
      'id',
      'user_id',
      'username',
      'customer_id',
      'status',
      'cancel_at_period_end',
      'current_period_start',
      'current_period_end',
      'amount',
      'currency',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setCancelAtPeriodEnd(
  db: Db<BillingTables>,
  id: string,
  cancel: boolean,
): Promise<void> {
  await db
    .updateTable('simulated_subscriptions')
    .set({ cancel_at_period_end: cancel })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .execute();
}

/** Active subscriptions whose paid period has run out by `now`. */
export function periodsRunOut(
  db: Db<BillingTables>,
  now: Date,
): Promise<{ id: string; current_period_end: Date }[]> {
  return db
    .selectFrom('simulated_subscriptions')
    .select(['id', 'current_period_end'])
    .where('status', '=', 'active')
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .limit(100)
    .execute();
}

/**
 * The period that ended at `endedAt` is over: the subscription renews into `next` with its invoice, or (cancelled at
 * period end) ends. Only if the period is still the one that ended: another replica doing the same first wins.
 */
export async function closePeriod(
  db: Db<BillingTables>,
  id: string,
  endedAt: Date,
  next: { periodStart: Date; periodEnd: Date; invoice: SimulatedInvoice } | 'ended',
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('simulated_subscriptions')
      .set(
        next === 'ended'
          ? { status: 'canceled' }
          : { current_period_start: next.periodStart, current_period_end: next.periodEnd },
      )
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where('current_period_end', '=', endedAt)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    if (next !== 'ended') await insertInvoice(trx, next.invoice);
    return true;
  });
}

async function insertInvoice(db: Db<BillingTables>, invoice: SimulatedInvoice): Promise<void> {
  await db
    .insertInto('simulated_invoices')
    .values({
      id: invoice.id,
      customer_id: invoice.customerId,
      subscription_id: invoice.subscriptionId,
      number: invoice.number,
      amount: invoice.amount,
      currency: invoice.currency,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      created_at: invoice.createdAt,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function invoicesOf(
  db: Db<BillingTables>,
  customerId: string,
  limit: number,
): Promise<SimulatedInvoice[]> {
  return db
    .selectFrom('simulated_invoices')
    .select([
      'id',
      'customer_id as customerId',
      'subscription_id as subscriptionId',
      'number',
      'amount',
      'currency',
      'period_start as periodStart',
      'period_end as periodEnd',
      'created_at as createdAt',
    ])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
