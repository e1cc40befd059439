import type { TokenVerifier } from '@quizdrill/service-kit';
import type { Checkout } from '../checkout/checkout.js';
import type { EducatorLeads } from '../leads/educator-leads.js';
import type { Payments } from '../stripe/payments.js';
import type { PaymentEvents } from '../webhooks/payment-events.js';

export interface BillingRouteDependencies {
  checkout: Checkout;
  leads: EducatorLeads;
  payments: Payments;
  events: PaymentEvents;
  tokens: TokenVerifier;
}

export const errors = {
  400: { $ref: 'ErrorBody' },
  401: { $ref: 'ErrorBody' },
  403: { $ref: 'ErrorBody' },
  404: { $ref: 'ErrorBody' },
  409: { $ref: 'ErrorBody' },
  429: { $ref: 'ErrorBody' },
  503: { $ref: 'ErrorBody' },
};
