import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBillingConfig } from '../src/config.js';
import { type BillingSystem, educatorLead, newUser, startBillingSystem } from './support.js';

describe('plans and educator contact', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    billing = await startBillingSystem({ simulated: true, env: { EDUCATOR_CONTACT_LIMIT_PER_HOUR: '3' } });
  });
  afterAll(() => billing.stop());

  it('when anyone asks for the plans, then they get the prices of SPEC.md §9 without a token', async () => {
    const response = await billing.call('GET', '/api/v2/billing/plans');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      individual: { id: 'premium', priceSek: 69, interval: 'month' },
      educatorTiers: [
        { minMembers: 5, maxMembers: 10, sek: 49, usd: 5 },
        { minMembers: 11, maxMembers: 20, sek: 39, usd: 4 },
        { minMembers: 21, maxMembers: 50, sek: 29, usd: 3 },
      ],
      customPricingAbove: 50,
      paymentMethods: ['invoice', 'card'],
    });
  });

  it('when a lead is sent, then it is validated, stored, listed for admins only and rate-limited per IP', async () => {
    const bad = await billing.call('POST', '/api/v2/billing/educator-contact', {
      body: educatorLead({ email: 'nope' }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('email');

    const created = await billing.call('POST', '/api/v2/billing/educator-contact', { body: educatorLead() });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const second = await billing.call('POST', '/api/v2/billing/educator-contact', {
      body: educatorLead({ name: 'Bo', message: undefined }),
    });
    expect(second.status).toBe(201);

    const listed = await billing.call('GET', '/api/v2/billing/educator-contact', { as: 'admin' });
    expect(listed.status).toBe(200);
    const leads = await listed.json();
    expect(leads.map((entry: { name: string }) => entry.name)).toEqual(['Bo', 'Anna Lärare']);
    expect(leads[1]).toMatchObject({ ...educatorLead(), id, createdAt: expect.any(String) });

    expect((await billing.call('GET', '/api/v2/billing/educator-contact', { as: newUser() })).status).toBe(
      403,
    );
    expect((await billing.call('GET', '/api/v2/billing/educator-contact')).status).toBe(401);

    // The limit is 3 an hour here; the invalid request was refused before counting.
    expect(
      (await billing.call('POST', '/api/v2/billing/educator-contact', { body: educatorLead() })).status,
    ).toBe(201);
    const limited = await billing.call('POST', '/api/v2/billing/educator-contact', { body: educatorLead() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toBe('too_many_requests');

    // Behind the gateway each client (X-Forwarded-For) has its own budget.
    const elsewhere = await billing.call('POST', '/api/v2/billing/educator-contact', {
      body: educatorLead(),
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(elsewhere.status).toBe(201);
  });

  it('when production has no Stripe key, then the configuration is refused', () => {
    expect(() => loadBillingConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadBillingConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
