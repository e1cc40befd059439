import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/v2/stripe/create-checkout-session: where to pay (Stripe Checkout, or the simulated checkout in
 * development). 409 already_premium when the account pays already. A missing url is a failure (SPEC §7).
 */
export async function createCheckoutSession(): Promise<string> {
  const answer = await apiClient.post<unknown>('/api/v2/stripe/create-checkout-session');
  const url: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'url') : undefined;
  if (typeof url !== 'string' || url === '') throw new Error('the checkout session answered no url');
  return url;
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
