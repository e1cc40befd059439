// content.users follows auth's users.* events: each applied once, an older one never undoing a newer one.
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { subjectFor } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_CONSUMER, type UserEvent } from '../src/consumers/users.consumer.js';
import { type ContentUnderTest, startContent } from './support.js';

describe('users replica', () => {
  let content: ContentUnderTest;
  let nats: NatsConnection;

  beforeAll(async () => {
    content = await startContent();
    nats = await connect({ servers: content.environment.env.NATS_URL });
  });
  afterAll(async () => {
    await nats.close();
    await content.stop();
  });

  let clock = Date.parse('2026-11-21T08:00:00Z');
  function event<E extends UserEvent>(type: E['type'], data: E['data'], occurredAt?: Date): E {
    clock += 1_000;
    return {
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: (occurredAt ?? new Date(clock)).toISOString(),
      data,
    } as E;
  }

  /** A fresh msgID each time: JetStream stores it again, as after a replay, and the consumer receives it again. */
  async function deliver(userEvent: UserEvent) {
    await jetstream(nats).publish(
      subjectFor(userEvent.type, content.environment.namespace),
      JSON.stringify(userEvent),
      { msgID: randomUUID() },
    );
  }

  const userRow = (id: string) =>
    content.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const applied = async (eventId: string) =>
    (
      await content.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('consumer', '=', USERS_CONSUMER)
        .where('event_id', '=', eventId)
        .execute()
    ).length;

  it('when a user registers, changes profile and changes role, then the replica follows each event', async () => {
    const userId = randomUUID();
    await deliver(
      event('users.user.registered', {
        userId,
        username: 'nils',
        email: 'nils@skola.example',
        role: 'ROLE_USER',
        isPremium: false,
      }),
    );
    await eventually(async () => (await userRow(userId)) !== undefined);
    expect(await userRow(userId)).toMatchObject({
      username: 'nils',
      email: 'nils@skola.example',
      role: 'ROLE_USER',
      is_premium: false,
    });

    await deliver(
      event('users.user.updated', {
        userId,
        username: 'nils.h',
        email: 'nils.holgersson@skola.example',
        firstName: 'Nils',
        lastName: 'Holgersson',
      }),
    );
    await eventually(async () => (await userRow(userId))?.username === 'nils.h');
    expect(await userRow(userId)).toMatchObject({
      email: 'nils.holgersson@skola.example',
      first_name: 'Nils',
      last_name: 'Holgersson',
      role: 'ROLE_USER',
    });

    await deliver(
      event('users.role.changed', { userId, username: 'nils.h', role: 'ROLE_PREMIUM', isPremium: true }),
    );
    await eventually(async () => (await userRow(userId))?.role === 'ROLE_PREMIUM');
    expect(await userRow(userId)).toMatchObject({
      username: 'nils.h',
      email: 'nils.holgersson@skola.example',
      first_name: 'Nils',
      is_premium: true,
    });
  });

  it('when the same events are delivered again, then each is applied once and a replay undoes nothing', async () => {
    const userId = randomUUID();
    const registered = event('users.user.registered', {
      userId,
      username: 'selma',
      email: 'selma@skola.example',
      role: 'ROLE_USER',
      isPremium: false,
    });
    const upgraded = event('users.role.changed', {
      userId,
      username: 'selma',
      role: 'ROLE_EDUCATOR',
      isPremium: false,
    });
    for (const userEvent of [registered, upgraded, registered, upgraded, registered])
      await deliver(userEvent);
    await eventually(async () => (await applied(upgraded.id)) === 1 && (await applied(registered.id)) === 1);
    // Let the redeliveries arrive; they must find their events already applied.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await userRow(userId)).toMatchObject({ role: 'ROLE_EDUCATOR', email: 'selma@skola.example' });
    expect(await applied(registered.id)).toBe(1);
    expect(await applied(upgraded.id)).toBe(1);
  });

  it('when an older event arrives after a newer one, then it changes nothing', async () => {
    const userId = randomUUID();
    const registeredAt = new Date(clock + 10_000);
    await deliver(
      event(
        'users.user.registered',
        { userId, username: 'greta', email: 'greta@skola.example', role: 'ROLE_USER', isPremium: false },
        registeredAt,
      ),
    );
    const promoted = event(
      'users.role.changed',
      { userId, username: 'greta', role: 'ROLE_ADMIN', isPremium: false },
      new Date(registeredAt.getTime() + 2_000),
    );
    const stale = event(
      'users.role.changed',
      { userId, username: 'greta', role: 'ROLE_PREMIUM', isPremium: true },
      new Date(registeredAt.getTime() + 1_000),
    );
    await deliver(promoted);
    await deliver(stale);
    await eventually(async () => (await applied(stale.id)) === 1);
    expect(await userRow(userId)).toMatchObject({ role: 'ROLE_ADMIN', is_premium: false });
  });

  it('when a role change arrives for a user not yet known, then the user is added and completed later', async () => {
    const userId = randomUUID();
    await deliver(
      event('users.role.changed', { userId, username: 'ture', role: 'ROLE_PREMIUM', isPremium: true }),
    );
    await eventually(async () => (await userRow(userId)) !== undefined);
    expect(await userRow(userId)).toMatchObject({ username: 'ture', email: '', role: 'ROLE_PREMIUM' });

    await deliver(
      event('users.user.updated', {
        userId,
        username: 'ture',
        email: 'ture@skola.example',
        firstName: 'Ture',
        lastName: 'Sventon',
      }),
    );
    await eventually(async () => (await userRow(userId))?.email === 'ture@skola.example');
    expect(await userRow(userId)).toMatchObject({
      role: 'ROLE_PREMIUM',
      is_premium: true,
      last_name: 'Sventon',
    });
  });
});
