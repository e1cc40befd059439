import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSystem, newUser, PUBLIC_URL, startBillingSystem } from './support.js';

describe('simulated checkout (no Stripe key)', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    billing = await startBillingSystem({ simulated: true });
  });
  afterAll(() => billing.stop());

  /** Starts a checkout (in `language` when given); answers the simulated page's address, path and query. */
  const startCheckout = async (user: ReturnType<typeof newUser>, language?: string) => {
    const query = language ? `?language=${language}` : '';
    const response = await billing.call('POST', `/api/v2/stripe/create-checkout-session${query}`, {
      as: user,
    });
    expect(response.status).toBe(200);
    const { url } = await response.json();
    expect(url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/v2/billing/simulated-checkout/[0-9a-f-]{36}\\?language=(sv|en)$`),
    );
    const { pathname, search } = new URL(url);
    return { path: pathname, address: `${pathname}${search}` };
  };
  const post = (path: string) =>
    fetch(`${billing.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });

  it('when the page is opened, then it is clearly labelled and its forms post to pay and cancel (no scripts)', async () => {
    const { path, address } = await startCheckout(newUser(), 'en');
    const response = await fetch(`${billing.url}${address}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Simulated payment — no money is charged');
    expect(html).toContain('69 kr/month');
    expect(html).toContain(`action="${path}/pay"`);
    expect(html).toContain(`action="${path}/cancel"`);
    expect(html).not.toContain('<script');
  });

  it('when the checkout is started in Swedish or with no language, then the page is in Swedish', async () => {
    for (const language of ['sv', undefined]) {
      const { path, address } = await startCheckout(newUser(), language);
      expect(address).toBe(`${path}?language=sv`);
      const html = await (await fetch(`${billing.url}${address}`)).text();
      expect(html).toContain('<html lang="sv">');
      expect(html).toContain('Simulerad betalning – inga pengar dras.');
      expect(html).toContain('69 kr/månad');
      expect(html).toMatch(/<button type="submit"[^>]*>Betala<\/button>/);
      expect(html).toMatch(/<button type="submit"[^>]*>Avbryt<\/button>/);
      expect(html).not.toContain('Pay');
    }
    // The page opened without its query, as an older link would: Swedish too.
    const { path } = await startCheckout(newUser(), 'en');
    expect(await (await fetch(`${billing.url}${path}`)).text()).toContain('<html lang="sv">');
  });

  it('when the page is asked for in a language the app does not speak, then 400', async () => {
    const { path } = await startCheckout(newUser());
    const response = await fetch(`${billing.url}${path}?language=de`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('when Pay is pressed, then the same path as a real webhook queues one activated event and redirects to success', async () => {
    const user = newUser();
    const { path } = await startCheckout(user);
    const response = await post(`${path}/pay`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/paywall?payment=success');
    expect((await post(`${path}/pay`)).status).toBe(303);
    const events = (await billing.outbox()).filter((event) => event.data.userId === user.id);
    expect(events).toEqual([
      {
        type: 'billing.subscription.activated',
        data: expect.objectContaining({ userId: user.id }),
      },
    ]);
  });

  it('when Cancel is pressed, then it redirects to canceled and nothing changes', async () => {
    const user = newUser();
    const { path } = await startCheckout(user);
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
