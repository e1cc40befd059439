// Paying for premium as a browser does against the simulated checkout development runs without Stripe.
import { expect } from 'vitest';
import { api } from './accounts.js';
import { baseUrl } from './system.js';

export const CHECKOUT_SESSION = '/api/v2/stripe/create-checkout-session';

/**
 * Opens a checkout for the user of `token` and pays it, as their browser on another device would, then waits until
 * the system has outdated `token` (it still says free; premium reaches auth by an event).
 */
export async function payInSimulatedCheckout(token: string): Promise<void> {
  const checkout = await api<{ url: string }>('POST', CHECKOUT_SESSION, { token });
  expect(checkout.status).toBe(200);
  const paid = await fetch(`${baseUrl()}${new URL(checkout.body.url).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await expect
    .poll(async () => (await api('GET', '/api/v2/users/me', { token })).status, { timeout: 20_000 })
    .toBe(401);
}
