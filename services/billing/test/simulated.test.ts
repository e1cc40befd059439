import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSystem, newUser, PUBLIC_URL, startBillingSystem } from './support.js';

describe('simulated checkout (no Stripe key)', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    billing = await startBillingSystem({ simulated: true });
  });
  afterAll(() => billing.stop());

  const startCheckout = async (user: ReturnType<typeof newUser>) => {
    const response = await billing.call('POST', '/api/v2/stripe/create-checkout-session', { as: user });
    expect(response.status).toBe(200);
    const { url } = await response.json();
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/v2/billing/simulated-checkout/[0-9a-f-]{36}$`));
    return new URL(url).pathname;
  };
  const post = (path: string) =>
    fetch(`${billing.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });

  it('when the page is opened, then it is clearly labelled and its forms post to pay and cancel (no scripts)', async () => {
    const path = await startCheckout(newUser());
    const response = await fetch(`${billing.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Simulated payment — no money is charged');
    expect(html).toContain('69 kr/month');
    expect(html).toContain(`action="${path}/pay"`);
    expect(html).toContain(`action="${path}/cancel"`);
    expect(html).not.toContain('<script');
  });

  it('when Pay is pressed, then the same path as a real webhook queues one activated event and redirects to success', async () => {
    const user = newUser();
    const path = await startCheckout(user);
    const response = await post(`${path}/pay`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/paywall?payment=success');
    expect((await post(`${path}/pay`)).status).toBe(303);
    const events = (await billing.outbox()).filter((event) => event.data.userId === user.id);
    expect(events).toEqual([
      {
        type: 'billing.subscription.activated',
        data: expect.objectContaining({ userId: user.id, username: user.username }),
      },
    ]);
  });

  it('when Cancel is pressed, then it redirects to canceled and nothing changes', async () => {
    const user = newUser();
    const path = await startCheckout(user);
    const response = await post(`${path}/cancel`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/paywall?payment=canceled');
    expect((await billing.outbox()).filter((event) => event.data.userId === user.id)).toEqual([]);
    const subscriptions = await billing.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(subscriptions).toEqual([]);
  });

  it('when the attempt id is unknown, then 404', async () => {
    const unknown = '/api/v2/billing/simulated-checkout/00000000-0000-4000-8000-000000000000';
    expect((await fetch(`${billing.url}${unknown}`)).status).toBe(404);
    expect((await post(`${unknown}/pay`)).status).toBe(404);
    expect((await fetch(`${billing.url}/api/v2/billing/simulated-checkout/nope`)).status).toBe(404);
  });
});
