// How long billing keeps what it keeps (issue 44): bookkeeping records for the years the law asks, and educators'
// contact requests, as rules for the daily sweep.
import { type Db, olderThanDays, type RetentionRule, rowsBefore } from '@quizdrill/service-kit';
import type { BillingConfig } from '../config.js';
import type { BillingTables } from '../db/tables.js';
import { bookkeepingCutoff } from '../domain/bookkeeping.js';
import {
  removeEndedSimulatedSubscriptionsBefore,
  removeEndedSubscriptionsBefore,
} from './retention.repository.js';

export function billingRetentionRules(db: Db<BillingTables>, config: BillingConfig): RetentionRule[] {
  const cutoff = bookkeepingCutoff(config.BILLING_RECORD_RETENTION_YEARS);
  return [
    {
      name: 'ended subscriptions',
      cutoff,
      remove: (before, limit) => removeEndedSubscriptionsBefore(db, before, limit),
    },
    {
      name: 'ended simulated subscriptions',
      cutoff,
      remove: (before, limit) => removeEndedSimulatedSubscriptionsBefore(db, before, limit),
    },
    { name: 'simulated invoices', cutoff, remove: rowsBefore(db, 'simulated_invoices', 'created_at') },
    { name: 'checkouts', cutoff, remove: rowsBefore(db, 'checkout_attempts', 'created_at') },
    {
      name: 'processed Stripe events',
      cutoff,
      remove: rowsBefore(db, 'processed_stripe_events', 'processed_at'),
    },
    {
      name: 'educator contact requests',
      cutoff: olderThanDays(config.EDUCATOR_LEAD_RETENTION_DAYS),
      remove: rowsBefore(db, 'educator_leads', 'created_at'),
    },
  ];
}
