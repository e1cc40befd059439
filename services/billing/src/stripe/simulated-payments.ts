// Development without a Stripe key: no money moves. The simulated checkout page's "Pay" builds the same
// checkout.session.completed event a real webhook carries; reading its subscription back says it is active.

import type { Payments } from './payments.js';
import { WebhookSignatureError } from './stripe-payments.js';

export const simulatedCustomerId = (userId: string) => `cus_sim_${userId.replaceAll('-', '')}`;
export const simulatedSubscriptionId = (attemptId: string) => `sub_sim_${attemptId.replaceAll('-', '')}`;

export function createSimulatedPayments(): Payments {
  return {
    simulated: true,
    async createCustomer({ userId }) {
      return simulatedCustomerId(userId);
    },
    async createCheckoutSession() {
      throw new Error('The simulated checkout does not create Stripe sessions');
    },
    async retrieveSubscription(id) {
      return { id, status: 'active', customer: '', metadata: {} };
    },
    verifyWebhook() {
      // No webhook secret: nothing can be verified, so nothing is accepted.
      throw new WebhookSignatureError('Stripe webhooks are not configured (simulated checkout)');
    },
  };
}
