import { errorResponses, type TokenVerifier } from '@quizdrill/service-kit';
import type { Checkout } from '../checkout/checkout.js';
import type { EducatorLeads } from '../leads/educator-leads.js';
import type { Membership } from '../membership/membership.js';
import type { Payments } from '../stripe/payments.js';
import type { PaymentEvents } from '../webhooks/payment-events.js';

export interface BillingRouteDependencies {
  checkout: Checkout;
  leads: EducatorLeads;
  membership: Membership;
  payments: Payments;
  events: PaymentEvents;
  tokens: TokenVerifier;
}

export const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);
