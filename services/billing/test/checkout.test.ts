import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSystem, newUser, PUBLIC_URL, startBillingSystem } from './support.js';

describe('create-checkout-session (Stripe SDK against the fake)', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    billing = await startBillingSystem();
  });
  afterAll(() => billing.stop());

  const sessionRequests = () =>
    billing.stripe!.requests.filter((request) => request.path === '/v1/checkout/sessions');
  const customerRequests = () =>
    billing.stripe!.requests.filter((request) => request.path === '/v1/customers');

  it('when a new user starts a checkout, then a customer is created and a subscription session sent with the right URLs', async () => {
    const user = newUser();
    const response = await billing.call('POST', '/api/v2/stripe/create-checkout-session', { as: user });
    expect(response.status).toBe(200);
    const { url } = await response.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const customer = customerRequests().at(-1)!;
    expect(customer.body.metadata).toEqual({ userId: user.id, username: user.username });
    const session = sessionRequests().at(-1)!;
    expect(session.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      metadata: { userId: user.id, username: user.username },
      success_url: `${PUBLIC_URL}/paywall?payment=success`,
      cancel_url: `${PUBLIC_URL}/paywall?payment=canceled`,
      // No language given: Stripe's page is in Swedish, the app's default.
      locale: 'sv',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'sek', unit_amount: '6900', recurring: { interval: 'month' } },
        },
      ],
    });
    const stored = await billing.db
      .selectFrom('customers')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.body.customer).toBe(stored.stripe_customer_id);

    const attempt = await billing.db
      .selectFrom('checkout_attempts')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.idempotencyKey).toBe(attempt.idempotency_key);
    expect(attempt.stripe_session_id).toMatch(/^cs_test_/);
  });

  it('when the checkout is started in English, then Stripe’s checkout page is asked for in English', async () => {
    const response = await billing.call('POST', '/api/v2/stripe/create-checkout-session?language=en', {
      as: newUser(),
    });
    expect(response.status).toBe(200);
    expect(sessionRequests().at(-1)!.body.locale).toBe('en');
  });

  it('when the checkout language is one the app does not speak, then 400 and nothing is started', async () => {
    const user = newUser();
    const before = sessionRequests().length;
    const response = await billing.call('POST', '/api/v2/stripe/create-checkout-session?language=de', {
      as: user,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('language');
    expect(sessionRequests().length).toBe(before);
    expect(
      await billing.db.selectFrom('checkout_attempts').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
  });

  it('when a returning user starts another checkout, then the customer is reused and a new idempotency key sent', async () => {
    const user = newUser();
    await billing.call('POST', '/api/v2/stripe/create-checkout-session', { as: user });
    const customersBefore = customerRequests().length;
    const first = sessionRequests().at(-1)!;
    const response = await billing.call('POST', '/api/v2/stripe/create-checkout-session', { as: user });
    expect(response.status).toBe(200);
    expect(customerRequests().length).toBe(customersBefore);
    const second = sessionRequests().at(-1)!;
    expect(second.body.customer).toBe(first.body.customer);
    expect(second.idempotencyKey).toBeTruthy();
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('when Stripe reports the session completed, then the attempt is paid and the user activated once', async () => {
    const user = newUser();
    await billing.call('POST', '/api/v2/stripe/create-checkout-session', { as: user });
    const attempt = await billing.db
      .selectFrom('checkout_attempts')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const customer = await billing.db
      .selectFrom('customers')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const subscriptionId = `sub_test_${attempt.id.slice(0, 8)}`;
    billing.stripe!.setSubscription(subscriptionId, {
      status: 'active',
      customer: customer.stripe_customer_id,
    });
    const response = await billing.deliver(
      billing.stripe!.event('checkout.session.completed', {
        id: attempt.stripe_session_id,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: user.id,
        metadata: { userId: user.id, username: user.username },
        customer: customer.stripe_customer_id,
        subscription: subscriptionId,
      }),
    );
    expect(response.status).toBe(200);
    expect(billing.stripe!.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/subscriptions/${subscriptionId}`,
    });
    const paid = await billing.db
      .selectFrom('checkout_attempts')
      .select('status')
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    const events = (await billing.outbox()).filter((event) => event.data.userId === user.id);
    expect(events).toEqual([
      {
        type: 'billing.subscription.activated',
        data: {
          userId: user.id,
          stripeCustomerId: customer.stripe_customer_id,
          stripeSubscriptionId: subscriptionId,
        },
      },
    ]);
  });

  it('when a premium member starts a checkout, then 409 already_premium and Stripe is not called', async () => {
    const before = billing.stripe!.requests.length;
    const response = await billing.call('POST', '/api/v2/stripe/create-checkout-session', {
      as: newUser('ROLE_PREMIUM'),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'already_premium' });
    expect(billing.stripe!.requests.length).toBe(before);
  });

  it('when nobody is signed in, then 401', async () => {
    const response = await billing.call('POST', '/api/v2/stripe/create-checkout-session');
    expect(response.status).toBe(401);
  });
});
