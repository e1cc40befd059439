// Premium follows billing's subscription events, once per event, and a refreshed token shows it.
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { type DomainEvent, subjectFor } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, claimsOf, registerAccount, startAuth, startAuthWithNats } from './support.js';

type SubscriptionEvent = DomainEvent<'billing.subscription.activated' | 'billing.subscription.canceled'>;

describe('premium from subscription events', () => {
  let auth: AuthUnderTest;
  let nats: NatsConnection;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ auth, nats, stop } = await startAuthWithNats());
  });
  afterAll(() => stop());

  const registered = () => registerAccount(auth);

  function subscriptionEvent(type: SubscriptionEvent['type'], userId: string): SubscriptionEvent {
    return {
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { userId, stripeCustomerId: 'cus_test_1', stripeSubscriptionId: 'sub_test_1' },
    };
  }

  /** A fresh msgID each time: JetStream stores it again, as after a replay, and the consumer receives it twice. */
  async function deliver(event: SubscriptionEvent) {
    await jetstream(nats).publish(subjectFor(event.type, auth.environment.namespace), JSON.stringify(event), {
      msgID: randomUUID(),
    });
  }

  const userRow = (id: string) =>
    auth.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const roleChanges = async (userId: string) =>
    (
      await auth.db.selectFrom('outbox').select('envelope').where('type', '=', 'users.role.changed').execute()
    ).filter((row) => (row.envelope as { data: { userId: string } }).data.userId === userId);

  it('when a subscription is activated, then the user becomes premium and a refreshed token says so', async () => {
    const user = await registered();
    await deliver(subscriptionEvent('billing.subscription.activated', user.userId));
    await eventually(async () => (await userRow(user.userId)).is_premium);

    expect(await userRow(user.userId)).toMatchObject({
      role: 'ROLE_PREMIUM',
      stripe_customer_id: 'cus_test_1',
      stripe_subscription_id: 'sub_test_1',
    });
    const refreshed = await auth.call('POST', '/api/v2/auth/refresh', { token: user.token });
    expect(refreshed.status).toBe(200);
    expect(claimsOf((await refreshed.json()).token)).toMatchObject({ role: 'ROLE_PREMIUM', isPremium: true });
    expect(await roleChanges(user.userId)).toHaveLength(1);
  });

  it('when premium (and so the role) changes, then the tokens issued before are outdated and a fresh one works', async () => {
    const user = await registered();
    await deliver(subscriptionEvent('billing.subscription.activated', user.userId));
    await expect
      .poll(async () => (await auth.call('GET', '/api/v2/users/me', { token: user.token })).status, {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(401);
    const refused = await auth.call('GET', '/api/v2/users/me', { token: user.token });
    expect((await refused.json()).error).toBe('token_outdated');

    const { token } = await (await auth.call('POST', '/api/v2/auth/refresh', { token: user.token })).json();
    expect(claimsOf(token)).toMatchObject({ role: 'ROLE_PREMIUM', isPremium: true, ver: 1 });
    const me = await auth.call('GET', '/api/v2/users/me', { token });
    expect(await me.json()).toMatchObject({ id: user.userId, role: 'ROLE_PREMIUM', isPremium: true });
  });

  it('when the same event is delivered three times, then it is applied once', async () => {
    const user = await registered();
    const event = subscriptionEvent('billing.subscription.activated', user.userId);
    for (let i = 0; i < 3; i += 1) await deliver(event);
    await eventually(async () => {
      const processed = await auth.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', '=', event.id)
        .execute();
      return processed.length === 1 && (await userRow(user.userId)).is_premium;
    });
    // Let the redeliveries arrive; they must find the event already applied.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await roleChanges(user.userId)).toHaveLength(1);
  });

  it('when the subscription is canceled, then premium is removed', async () => {
    const user = await registered();
    await deliver(subscriptionEvent('billing.subscription.activated', user.userId));
    await eventually(async () => (await userRow(user.userId)).is_premium);
    await deliver(subscriptionEvent('billing.subscription.canceled', user.userId));
    await eventually(async () => !(await userRow(user.userId)).is_premium);

    expect(await userRow(user.userId)).toMatchObject({ role: 'ROLE_USER', stripe_subscription_id: null });
    const { token } = await (await auth.call('POST', '/api/v2/auth/refresh', { token: user.token })).json();
    expect(claimsOf(token)).toMatchObject({ role: 'ROLE_USER', isPremium: false });
  });

  it('when two replicas consume while subscriptions start and end in quick succession, then each ends as its last event says', async () => {
    const second = await startAuth({}, auth.environment);
    try {
      const users = await Promise.all(Array.from({ length: 12 }, () => registered()));
      const events = users.flatMap((user) => [
        subscriptionEvent('billing.subscription.activated', user.userId),
        subscriptionEvent('billing.subscription.canceled', user.userId),
        subscriptionEvent('billing.subscription.activated', user.userId),
        subscriptionEvent('billing.subscription.canceled', user.userId),
      ]);
      for (const event of events) await deliver(event);
      await eventually(async () => {
        const processed = await auth.db
          .selectFrom('processed_events')
          .select('event_id')
          .where(
            'event_id',
            'in',
            events.map((event) => event.id),
          )
          .execute();
        return processed.length === events.length;
      }, 20_000);

      const rows = await Promise.all(users.map((user) => userRow(user.userId)));
      expect(rows.map((row) => row.is_premium)).toEqual(users.map(() => false));
    } finally {
      await second.stop();
    }
  });
});
