// The statements of billing's retention sweep (issue 44) whose rows need more than a time to go.
import { type Db, removePickedRows, rowAddress } from '@quizdrill/service-kit';
import type { BillingTables } from '../db/tables.js';

/** Subscriptions that ended (no longer make anyone premium) and last changed before `cutoff`; an active one stays. */
export function removeEndedSubscriptionsBefore(
  db: Db<BillingTables>,
  cutoff: Date,
  limit: number,
): Promise<number> {
  return removePickedRows(
    db,
    'subscriptions',
    db
      .selectFrom('subscriptions')
      .select(rowAddress)
      .where('premium', '=', false)
      .where('updated_at', '<', cutoff)
      .limit(limit),
  );
}

/** The simulated checkout's subscriptions that were cancelled and whose last period ended before `cutoff`. */
export function removeEndedSimulatedSubscriptionsBefore(
  db: Db<BillingTables>,
  cutoff: Date,
  limit: number,
): Promise<number> {
  return removePickedRows(
    db,
    'simulated_subscriptions',
    db
      .selectFrom('simulated_subscriptions')
      .select(rowAddress)
      .where('status', '=', 'canceled')
      .where('current_period_end', '<', cutoff)
      .limit(limit),
  );
}
