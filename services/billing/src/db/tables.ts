// The billing schema's tables as kysely sees them.
import type { ServiceKitTables } from '@quizdrill/service-kit';
import type { Generated } from 'kysely';

export interface CustomersTable {
  user_id: string;
  username: string;
  stripe_customer_id: string;
  created_at: Generated<Date>;
}

export interface SubscriptionsTable {
  stripe_subscription_id: string;
  user_id: string;
  username: string;
  stripe_customer_id: string;
  /** Stripe's status as last read (active, trialing, past_due, canceled, unpaid, incomplete, …). */
  status: string;
  /** Whether this subscription currently makes its user premium (what the events published say). */
  premium: boolean;
  updated_at: Date;
}

export interface ProcessedStripeEventsTable {
  event_id: string;
  type: string;
  processed_at: Generated<Date>;
}

export interface CheckoutAttemptsTable {
  id: string;
  user_id: string;
  username: string;
  idempotency_key: string;
  stripe_session_id: string | null;
  /** created → open (a Stripe session exists) → paid | canceled. */
  status: string;
  created_at: Generated<Date>;
}

export interface EducatorLeadsTable {
  id: string;
  name: string;
  school: string;
  email: string;
  group_size: number;
  message: string | null;
  created_at: Generated<Date>;
}

/** The simulated checkout's subscription (development without Stripe), as Stripe would keep it. */
export interface SimulatedSubscriptionsTable {
  id: string;
  user_id: string;
  username: string;
  customer_id: string;
  /** active, then canceled at the end of a period cancelled at its end. */
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: Date;
  current_period_end: Date;
  amount: number;
  currency: string;
  created_at: Generated<Date>;
}

export interface SimulatedInvoicesTable {
  id: string;
  customer_id: string;
  subscription_id: string;
  number: string;
  amount: number;
  currency: string;
  period_start: Date;
  period_end: Date;
  created_at: Date;
}

export interface BillingTables extends ServiceKitTables {
  customers: CustomersTable;
  subscriptions: SubscriptionsTable;
  processed_stripe_events: ProcessedStripeEventsTable;
  checkout_attempts: CheckoutAttemptsTable;
  educator_leads: EducatorLeadsTable;
  simulated_subscriptions: SimulatedSubscriptionsTable;
  simulated_invoices: SimulatedInvoicesTable;
}
