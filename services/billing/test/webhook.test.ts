import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSystem, newUser, startBillingSystem } from './support.js';

describe('stripe webhook', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    billing = await startBillingSystem();
  });
  afterAll(() => billing.stop());

  let sequence = 0;
  const ids = () => {
    sequence += 1;
    return {
      subscription: `sub_test_${sequence}_${Date.now()}`,
      customer: `cus_test_${sequence}_${Date.now()}`,
    };
  };

  const completed = (
    user: { id: string; username: string },
    id: { subscription: string; customer: string },
  ) =>
    billing.stripe!.event('checkout.session.completed', {
      id: `cs_test_${id.subscription}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: user.id,
      metadata: { userId: user.id, username: user.username },
      customer: id.customer,
      subscription: id.subscription,
    });

  const eventsFor = async (userId: string) =>
    (await billing.outbox()).filter((event) => event.data.userId === userId).map((event) => event.type);

  it('when the signature is missing, wrong or expired, then 400 bad_signature and nothing changes', async () => {
    const user = newUser();
    const id = ids();
    billing.stripe!.setSubscription(id.subscription, { status: 'active', customer: id.customer });
    const event = completed(user, id);
    const refused = [
      await billing.deliver(event, { header: null }),
      await billing.deliver(event, { secret: 'whsec_wrong' }),
      await billing.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await billing.deliver(event, { header: 't=1,v1=deadbeef' }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'bad_signature' });
    }
    expect(await eventsFor(user.id)).toEqual([]);
    const processed = await billing.db
      .selectFrom('processed_stripe_events')
      .select('event_id')
      .where('event_id', '=', event.id as string)
      .execute();
    expect(processed).toEqual([]);
  });

  it('when the same checkout.session.completed arrives three times, then one activated event is queued', async () => {
    const user = newUser();
    const id = ids();
    billing.stripe!.setSubscription(id.subscription, { status: 'active', customer: id.customer });
    const event = completed(user, id);
    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect((await billing.deliver(event)).status).toBe(200);
    }
    // Applied once: one processed mark, and the replays did not even read Stripe again.
    const processed = await billing.db
      .selectFrom('processed_stripe_events')
      .select('event_id')
      .where('event_id', '=', event.id as string)
      .execute();
    expect(processed).toHaveLength(1);
    const reads = billing.stripe!.requests.filter(
      (request) => request.path === `/v1/subscriptions/${id.subscription}`,
    );
    expect(reads).toHaveLength(1);
    const events = (await billing.outbox()).filter((entry) => entry.data.userId === user.id);
    expect(events).toEqual([
      {
        type: 'billing.subscription.activated',
        // The member by id only (issue 44): no username in the event.
        data: {
          userId: user.id,
          stripeCustomerId: id.customer,
          stripeSubscriptionId: id.subscription,
        },
      },
    ]);
    const customer = await billing.db
      .selectFrom('customers')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(customer.stripe_customer_id).toBe(id.customer);
  });

  it('when the subscription is deleted, then billing.subscription.canceled is queued', async () => {
    const user = newUser();
    const id = ids();
    billing.stripe!.setSubscription(id.subscription, {
      status: 'active',
      customer: id.customer,
      metadata: { userId: user.id, username: user.username },
    });
    await billing.deliver(completed(user, id));
    billing.stripe!.setSubscription(id.subscription, { status: 'canceled' });
    const deleted = billing.stripe!.event('customer.subscription.deleted', {
      id: id.subscription,
      object: 'subscription',
      status: 'canceled',
      customer: id.customer,
      metadata: { userId: user.id, username: user.username },
    });
    expect((await billing.deliver(deleted)).status).toBe(200);
    expect(await eventsFor(user.id)).toEqual([
      'billing.subscription.activated',
      'billing.subscription.canceled',
    ]);
  });

  it('when deleted arrives before an older updated(active), then the final state is canceled', async () => {
    const user = newUser();
    const id = ids();
    const metadata = { userId: user.id, username: user.username };
    billing.stripe!.setSubscription(id.subscription, { status: 'active', customer: id.customer, metadata });
    await billing.deliver(completed(user, id));
    // Stripe has since canceled it; the events reach us out of order.
    billing.stripe!.setSubscription(id.subscription, { status: 'canceled' });
    const subscription = { id: id.subscription, object: 'subscription', customer: id.customer, metadata };
    await billing.deliver(
      billing.stripe!.event('customer.subscription.deleted', { ...subscription, status: 'canceled' }),
    );
    await billing.deliver(
      billing.stripe!.event('customer.subscription.updated', { ...subscription, status: 'active' }),
    );

    const row = await billing.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('stripe_subscription_id', '=', id.subscription)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'canceled', premium: false });
    expect(await eventsFor(user.id)).toEqual([
      'billing.subscription.activated',
      'billing.subscription.canceled',
    ]);
  });

  it('when a payment fails, then past_due keeps premium and unpaid removes it', async () => {
    const user = newUser();
    const id = ids();
    const metadata = { userId: user.id, username: user.username };
    billing.stripe!.setSubscription(id.subscription, { status: 'active', customer: id.customer, metadata });
    await billing.deliver(completed(user, id));
    const failed = () =>
      billing.stripe!.event('invoice.payment_failed', {
        id: `in_${id.subscription}`,
        object: 'invoice',
        customer: id.customer,
        subscription: id.subscription,
      });
    billing.stripe!.setSubscription(id.subscription, { status: 'past_due' });
    await billing.deliver(failed());
    expect(await eventsFor(user.id)).toEqual(['billing.subscription.activated']);
    billing.stripe!.setSubscription(id.subscription, { status: 'unpaid' });
    await billing.deliver(failed());
    expect(await eventsFor(user.id)).toEqual([
      'billing.subscription.activated',
      'billing.subscription.canceled',
    ]);
  });

  it('when an unknown event type arrives, then 200 and nothing changes', async () => {
    const before = (await billing.outbox()).length;
    const response = await billing.deliver(
      billing.stripe!.event('charge.refunded', { id: 'ch_1', object: 'charge' }),
    );
    expect(response.status).toBe(200);
    expect((await billing.outbox()).length).toBe(before);
  });
});
