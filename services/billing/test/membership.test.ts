// Issue 41: a member sees and cancels their plan. With Stripe (the real SDK against the local fake): the plan, its
// price, the next charge, cancel at the end of the period, resume, the invoices; Stripe's webhook carries the change
// back and premium ends when the period does. Without Stripe (development), the simulated checkout does the same.
import { eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSystem, newUser, startBillingSystem } from './support.js';

type User = ReturnType<typeof newUser>;

describe('a member’s plan, with Stripe', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    billing = await startBillingSystem();
  });
  afterAll(() => billing.stop());

  let sequence = 0;
  /** A user who paid through Checkout: Stripe has their subscription and the webhook said so. */
  async function subscriber() {
    sequence += 1;
    const user = newUser();
    const id = { subscription: `sub_member_${sequence}_${Date.now()}`, customer: `cus_member_${sequence}` };
    const periodEnd = Math.floor(Date.UTC(2027, 0, 15, 10, 0) / 1000);
    billing.stripe!.setSubscription(id.subscription, {
      customer: id.customer,
      metadata: { userId: user.id, username: user.username },
      current_period_start: periodEnd - 31 * 24 * 3600,
      current_period_end: periodEnd,
    });
    const completed = billing.stripe!.event('checkout.session.completed', {
      id: `cs_${id.subscription}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: user.id,
      metadata: { userId: user.id, username: user.username },
      customer: id.customer,
      subscription: id.subscription,
    });
    expect((await billing.deliver(completed)).status).toBe(200);
    return { user, ...id };
  }

  const plan = async (user: User) =>
    (await billing.call('GET', '/api/v2/billing/subscription', { as: user })).json();
  const eventsFor = async (userId: string) =>
    (await billing.outbox()).filter((event) => event.data.userId === userId).map((event) => event.type);

  it('when a member opens their plan, then they see its price, the paid period and the next charge', async () => {
    const { user, subscription } = await subscriber();
    const response = await billing.call('GET', '/api/v2/billing/subscription', { as: user });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      plan: { id: 'premium', priceSek: 69, interval: 'month' },
      subscription: {
        id: subscription,
        status: 'active',
        premium: true,
        price: { amount: 6900, currency: 'sek', interval: 'month' },
        currentPeriodStart: '2026-12-15T10:00:00.000Z',
        currentPeriodEnd: '2027-01-15T10:00:00.000Z',
        cancelAtPeriodEnd: false,
        nextChargeAt: '2027-01-15T10:00:00.000Z',
        canCancel: true,
        canResume: false,
        simulated: false,
      },
    });
  });

  it('when someone never subscribed, then the plan on offer and no subscription; cancelling is 404', async () => {
    const user = newUser();
    expect(await plan(user)).toEqual({
      plan: { id: 'premium', priceSek: 69, interval: 'month' },
      subscription: null,
    });
    const cancel = await billing.call('POST', '/api/v2/billing/subscription/cancel', { as: user });
    expect(cancel.status).toBe(404);
    expect(await cancel.json()).toMatchObject({ error: 'no_subscription' });
    expect(await (await billing.call('GET', '/api/v2/billing/invoices', { as: user })).json()).toEqual({
      invoices: [],
    });
  });

  it('when a member cancels, then Stripe cancels at period end, premium stays, and resuming undoes it', async () => {
    const { user, subscription } = await subscriber();
    const cancelled = await billing.call('POST', '/api/v2/billing/subscription/cancel', { as: user });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).subscription).toMatchObject({
      premium: true,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2027-01-15T10:00:00.000Z',
      nextChargeAt: null,
      canCancel: false,
      canResume: true,
    });
    const update = billing.stripe!.requests.filter(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription}`,
    );
    expect(update.map((request) => request.body)).toEqual([{ cancel_at_period_end: 'true' }]);
    // Cancelling again asks Stripe nothing more.
    await billing.call('POST', '/api/v2/billing/subscription/cancel', { as: user });
    expect(
      billing.stripe!.requests.filter(
        (request) => request.method === 'POST' && request.path.includes(subscription),
      ),
    ).toHaveLength(1);

    const resumed = await billing.call('POST', '/api/v2/billing/subscription/resume', { as: user });
    expect((await resumed.json()).subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      nextChargeAt: '2027-01-15T10:00:00.000Z',
      canCancel: true,
    });
    expect(billing.stripe!.subscriptions.get(subscription)!.cancel_at_period_end).toBe(false);
  });

  it('when the webhook says the cancelled subscription ended at the period’s end, then premium ends then, once', async () => {
    const { user, subscription, customer } = await subscriber();
    await billing.call('POST', '/api/v2/billing/subscription/cancel', { as: user });
    const metadata = { userId: user.id, username: user.username };
    // Stripe tells billing of the cancellation: still premium until the period ends.
    const updated = billing.stripe!.event('customer.subscription.updated', {
      id: subscription,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      customer,
      metadata,
    });
    expect((await billing.deliver(updated)).status).toBe(200);
    expect(await eventsFor(user.id)).toEqual(['billing.subscription.activated']);

    // The period ends: Stripe ends the subscription and says so.
    billing.stripe!.setSubscription(subscription, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    });
    const deleted = billing.stripe!.event('customer.subscription.deleted', {
      id: subscription,
      object: 'subscription',
      status: 'canceled',
      customer,
      metadata,
    });
    expect((await billing.deliver(deleted)).status).toBe(200);
    expect((await billing.deliver(deleted)).status).toBe(200);
    expect(await eventsFor(user.id)).toEqual([
      'billing.subscription.activated',
      'billing.subscription.canceled',
    ]);
    expect((await plan(user)).subscription).toMatchObject({
      status: 'canceled',
      premium: false,
      nextChargeAt: null,
      canCancel: false,
      canResume: false,
    });
    const resume = await billing.call('POST', '/api/v2/billing/subscription/resume', { as: user });
    expect(resume.status).toBe(409);
    expect(await resume.json()).toMatchObject({ error: 'subscription_ended' });
  });

  it('when a member lists their invoices, then theirs come newest first with Stripe’s page and PDF', async () => {
    const { user, subscription, customer } = await subscriber();
    const older = billing.stripe!.addInvoice(customer, {
      subscription,
      created: Math.floor(Date.UTC(2026, 10, 15) / 1000),
    });
    const newer = billing.stripe!.addInvoice(customer, {
      subscription,
      created: Math.floor(Date.UTC(2026, 11, 15) / 1000),
    });
    billing.stripe!.addInvoice('cus_someone_else');
    const response = await billing.call('GET', '/api/v2/billing/invoices', { as: user });
    expect(response.status).toBe(200);
    const { invoices } = await response.json();
    expect(invoices.map((invoice: { id: string }) => invoice.id)).toEqual([newer.id, older.id]);
    expect(invoices[0]).toEqual({
      id: newer.id,
      number: newer.number,
      status: 'paid',
      total: { amount: 6900, currency: 'sek' },
      amountPaid: 6900,
      createdAt: '2026-12-15T00:00:00.000Z',
      periodStart: '2026-12-15T00:00:00.000Z',
      periodEnd: '2026-12-15T00:00:00.000Z',
      hostedUrl: newer.hosted_invoice_url,
      pdfUrl: newer.invoice_pdf,
    });
    const listed = billing.stripe!.requests.filter((request) => request.path === '/v1/invoices').at(-1)!;
    expect(listed.method).toBe('GET');
  });

  it('when someone is not signed in, then every plan route is 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/v2/billing/subscription'],
      ['POST', '/api/v2/billing/subscription/cancel'],
      ['POST', '/api/v2/billing/subscription/resume'],
      ['GET', '/api/v2/billing/invoices'],
    ] as const) {
      expect((await billing.call(method, path)).status).toBe(401);
    }
  });
});

describe('a member’s plan, with the simulated checkout', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    // Periods of four seconds, closed every tenth of a second: a month in a moment.
    billing = await startBillingSystem({
      simulated: true,
      env: { SIMULATED_PERIOD_SECONDS: '4', SIMULATED_RENEWAL_CHECK_SECONDS: '0.1' },
    });
  });
  afterAll(() => billing.stop());

  async function payFor(user: User) {
    const started = await billing.call('POST', '/api/v2/stripe/create-checkout-session', { as: user });
    const { pathname } = new URL((await started.json()).url);
    const paid = await fetch(`${billing.url}${pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(paid.status).toBe(303);
  }
  const plan = async (user: User) =>
    (await billing.call('GET', '/api/v2/billing/subscription', { as: user })).json();
  const eventsFor = async (userId: string) =>
    (await billing.outbox()).filter((event) => event.data.userId === userId).map((event) => event.type);

  it('when a member pays, then their plan shows 69 kr a month, the next charge and a paid invoice', async () => {
    const user = newUser();
    await payFor(user);
    const { subscription } = await plan(user);
    expect(subscription).toMatchObject({
      status: 'active',
      premium: true,
      price: { amount: 6900, currency: 'sek', interval: 'month' },
      cancelAtPeriodEnd: false,
      canCancel: true,
      simulated: true,
    });
    expect(subscription.nextChargeAt).toBe(subscription.currentPeriodEnd);
    const { invoices } = await (await billing.call('GET', '/api/v2/billing/invoices', { as: user })).json();
    expect(invoices[0]).toMatchObject({
      status: 'paid',
      total: { amount: 6900, currency: 'sek' },
      hostedUrl: null,
    });
  });

  it('when a member cancels, then premium lasts until the period ends and then ends, as with Stripe', async () => {
    const user = newUser();
    await payFor(user);
    const cancelled = await (
      await billing.call('POST', '/api/v2/billing/subscription/cancel', { as: user })
    ).json();
    expect(cancelled.subscription).toMatchObject({ premium: true, cancelAtPeriodEnd: true, canResume: true });
    expect(await eventsFor(user.id)).toEqual(['billing.subscription.activated']);
    await eventually(async () => (await eventsFor(user.id)).length === 2, 15_000);
    expect(await eventsFor(user.id)).toEqual([
      'billing.subscription.activated',
      'billing.subscription.canceled',
    ]);
    expect((await plan(user)).subscription).toMatchObject({
      status: 'canceled',
      premium: false,
      canResume: false,
    });
  });

  it('when a member cancels and resumes, then the plan renews with a new invoice and premium never ends', async () => {
    const user = newUser();
    await payFor(user);
    await billing.call('POST', '/api/v2/billing/subscription/cancel', { as: user });
    const resumed = await (
      await billing.call('POST', '/api/v2/billing/subscription/resume', { as: user })
    ).json();
    expect(resumed.subscription).toMatchObject({ cancelAtPeriodEnd: false, canCancel: true });
    const firstEnd = resumed.subscription.currentPeriodEnd;
    await eventually(async () => (await plan(user)).subscription.currentPeriodStart >= firstEnd, 15_000);
    const { invoices } = await (await billing.call('GET', '/api/v2/billing/invoices', { as: user })).json();
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    expect(await eventsFor(user.id)).toEqual(['billing.subscription.activated']);
  });
});
