import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';

/**
 * POST /api/v2/stripe/create-checkout-session: where to pay (Stripe Checkout, or the simulated checkout in
 * development), on a page in `language`. 409 already_premium when the account pays already. A missing url is a
 * failure (SPEC §7).
 */
export async function createCheckoutSession(language: Language): Promise<string> {
  const answer = await apiClient.post<unknown>('/api/v2/stripe/create-checkout-session', undefined, {
    query: { language },
  });
  const url: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'url') : undefined;
  if (typeof url !== 'string' || url === '') throw new Error('the checkout session answered no url');
  return url;
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
