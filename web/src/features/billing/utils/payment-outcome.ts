// Where Stripe Checkout (or the development's simulated checkout) sends the browser back: /paywall?payment=<outcome>.

export const PAYMENT_PARAMETER = 'payment';

export type PaymentOutcome = 'success' | 'canceled';

/** The outcome the return address carries; anything else (no parameter, a hand-typed value) is none. */
export function paymentOutcomeOf(search: URLSearchParams): PaymentOutcome | null {
  const value = search.get(PAYMENT_PARAMETER)?.trim().toLowerCase();
  if (value === 'success') return 'success';
  // Both spellings, since a provider's cancel page may use either.
  if (value === 'canceled' || value === 'cancelled' || value === 'cancel') return 'canceled';
  return null;
}

/** The query without the outcome, so a reload or a shared link does not replay it. */
export function withoutPaymentOutcome(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  rest.delete(PAYMENT_PARAMETER);
  return rest;
}
