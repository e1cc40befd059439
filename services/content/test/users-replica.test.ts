// content.users follows auth's users.* events, which carry ids only (issue 44): on each it asks auth (here its stand-in)
// what it may keep of the user, applies each event once, and keeps no e-mail address or names.
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Domain, streamFor, subjectFor } from '@quizdrill/contracts';
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
  /** An event as auth publishes it now (version 2), or an older one's data (version 1, with personal fields). */
  function event<E extends UserEvent>(
    type: E['type'],
    data: E['data'] | Record<string, unknown>,
    { version = 2 }: { version?: number } = {},
  ): E {
    clock += 1_000;
    return {
      id: randomUUID(),
      type,
      version,
      occurredAt: new Date(clock).toISOString(),
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

  const person = (
    userId: string,
    username: string,
    more: { role?: 'ROLE_USER' | 'ROLE_PREMIUM' | 'ROLE_EDUCATOR'; isPremium?: boolean } = {},
  ) => content.people.know({ userId, username, firstName: 'Nils', lastName: 'Holgersson', ...more });

  it('when a user registers, changes profile and changes role, then the replica asks auth each time and keeps no e-mail or names', async () => {
    const userId = randomUUID();
    person(userId, 'nils');
    await deliver(event('users.user.registered', { userId, role: 'ROLE_USER', isPremium: false }));
    await eventually(async () => (await userRow(userId)) !== undefined);
    const registered = await userRow(userId);
    expect(registered).toEqual({
      id: userId,
      username: 'nils',
      role: 'ROLE_USER',
      is_premium: false,
      updated_at: expect.any(Date),
    });

    person(userId, 'nils.h');
    await deliver(event('users.user.updated', { userId, changed: ['username', 'name'] }));
    await eventually(async () => (await userRow(userId))?.username === 'nils.h');

    person(userId, 'nils.h', { role: 'ROLE_PREMIUM', isPremium: true });
    await deliver(event('users.role.changed', { userId, role: 'ROLE_PREMIUM', isPremium: true }));
    await eventually(async () => (await userRow(userId))?.role === 'ROLE_PREMIUM');
    expect(await userRow(userId)).toMatchObject({ username: 'nils.h', is_premium: true });
  });

  it('when older events with e-mail addresses and names arrive, then they are read, and what is kept comes from auth', async () => {
    const userId = randomUUID();
    person(userId, 'selma', { role: 'ROLE_EDUCATOR' });
    const old = [
      event(
        'users.user.registered',
        { userId, username: 'selma.old', email: 'selma@skola.example', role: 'ROLE_USER', isPremium: false },
        { version: 1 },
      ),
      event(
        'users.user.updated',
        {
          userId,
          username: 'selma.old',
          email: 'selma@skola.example',
          firstName: 'Selma',
          lastName: 'Lagerlöf',
        },
        { version: 1 },
      ),
    ];
    for (const userEvent of old) await deliver(userEvent);
    await eventually(async () => (await applied(old[1]!.id)) === 1);
    expect(await userRow(userId)).toMatchObject({ username: 'selma', role: 'ROLE_EDUCATOR' });
    const text = JSON.stringify(await content.db.selectFrom('users').selectAll().execute());
    expect(text).not.toContain('selma@skola.example');
    expect(text).not.toContain('Lagerlöf');
  });

  it('when the same events are delivered again, then each is applied once', async () => {
    const userId = randomUUID();
    person(userId, 'greta', { role: 'ROLE_EDUCATOR' });
    const registered = event('users.user.registered', { userId, role: 'ROLE_USER', isPremium: false });
    const upgraded = event('users.role.changed', { userId, role: 'ROLE_EDUCATOR', isPremium: false });
    for (const userEvent of [registered, upgraded]) await deliver(userEvent);
    await eventually(async () => (await applied(upgraded.id)) === 1 && (await applied(registered.id)) === 1);
    const stored = await userRow(userId);
    for (const userEvent of [registered, upgraded, registered]) await deliver(userEvent);
    // Let the redeliveries arrive; they must find their events already applied. Applied again, each would store
    // auth's answer anew, with the newer time it was asked at.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await userRow(userId)).toEqual(stored);
    expect(stored).toMatchObject({ role: 'ROLE_EDUCATOR' });
    expect(await applied(registered.id)).toBe(1);
    expect(await applied(upgraded.id)).toBe(1);
  });

  it('when auth cannot answer for a user, then the event stays unapplied and comes again, and once auth answers the replica holds the user', async () => {
    const userId = randomUUID();
    person(userId, 'astrid');
    await content.peopleRequests.stop();
    const registered = event('users.user.registered', { userId, role: 'ROLE_USER', isPremium: false });
    await deliver(registered);
    const manager = await jetstreamManager(nats);
    const stream = streamFor(Domain.users, content.environment.namespace).name;
    // Redelivered: its first handling failed (no one answered), so it was not acknowledged.
    await eventually(async () => (await manager.consumers.info(stream, USERS_CONSUMER)).num_redelivered >= 1);
    expect(await applied(registered.id)).toBe(0);
    expect(await userRow(userId)).toBeUndefined();

    await content.peopleRequests.start();
    await eventually(async () => (await userRow(userId)) !== undefined);
    expect(await userRow(userId)).toMatchObject({ username: 'astrid', role: 'ROLE_USER' });
    expect(await applied(registered.id)).toBe(1);
  });

  it('when auth no longer knows the user (erased), then nothing is stored, and the erasure deletes the row', async () => {
    const gone = randomUUID();
    const late = event('users.user.updated', { userId: gone, changed: ['email'] });
    await deliver(late);
    await eventually(async () => (await applied(late.id)) === 1);
    expect(await userRow(gone)).toBeUndefined();

    const userId = randomUUID();
    person(userId, 'ture');
    await deliver(event('users.user.registered', { userId, role: 'ROLE_USER', isPremium: false }));
    await eventually(async () => (await userRow(userId)) !== undefined);
    content.people.forget(userId);
    // The erasure is no user event of the replica's own, but the consumer takes it in the same stream.
    await deliver(event('users.user.erased' as UserEvent['type'], { erasureId: randomUUID(), userId }));
    await eventually(async () => (await userRow(userId)) === undefined);
  });
});
