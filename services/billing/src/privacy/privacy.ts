// billing's part in a user's rights (issue 44): export their customer, subscriptions and checkouts; on
// `users.user.erased` delete their Stripe customer and keep only the bookkeeping, without their identity.
import type { KeptRecord } from '@quizdrill/contracts';
import { type Infrastructure, type ServiceScope, startPrivacy } from '@quizdrill/service-kit';
import type { BillingTables } from '../db/tables.js';
import type { Payments } from '../stripe/payments.js';
import { eraseUserRows, stripeCustomerOf, userRows } from './privacy.repository.js';

const KEPT: KeptRecord[] = [
  {
    what: 'Subscription and invoice records: Stripe ids, amounts and dates, without name or user id',
    why: 'bookkeeping records are kept for seven years (Bokföringslagen 7 kap. 2 §)',
  },
  {
    what: "Stripe's own invoices and payments of the deleted Stripe customer",
    why: 'Stripe keeps them as bookkeeping records for as long as the law requires of it; the customer is deleted',
  },
];

export function startBillingPrivacy(
  infrastructure: Infrastructure<BillingTables>,
  options: ServiceScope & { payments: Payments },
): Promise<void> {
  const { db } = infrastructure;
  return startPrivacy(infrastructure, {
    ...options,
    service: 'billing',
    exportUser: (user) => userRows(db, user.userId),
    eraseUser: async (user): Promise<KeptRecord[]> => {
      // Stripe first: were the rows gone first, a failure here would leave no way to find the customer again.
      const customer = await stripeCustomerOf(db, user.userId);
      if (customer) await options.payments.deleteCustomer(customer.stripe_customer_id);
      await eraseUserRows(db, user.userId);
      // The same answer however often it runs (a redelivered erasure finds nothing left to count).
      return KEPT;
    },
  });
}
