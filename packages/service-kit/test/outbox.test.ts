import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { streamFor } from '@quizdrill/contracts';
import { eventually, startTcpProxy, type TcpProxy } from '@quizdrill/test-kit';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectNats, ensureStreams } from '../src/events/nats.js';
import { enqueueEvent } from '../src/events/outbox.js';
import { OutboxRelay } from '../src/events/outbox-relay.js';
import { PostgresOutbox } from '../src/events/postgres-outbox.js';
import {
  createKitDatabase,
  defaultNatsUrl,
  deleteStreams,
  type KitDatabase,
  logger,
  SCHEMA,
  sampleCourse,
  streamMessageCount,
  testNamespace,
} from './support.js';

describe('transactional outbox', () => {
  let kit: KitDatabase;
  let proxy: TcpProxy;
  let relayNats: NatsConnection;
  let observer: NatsConnection;
  let relay: OutboxRelay;
  let namespace: string;

  beforeAll(async () => {
    kit = await createKitDatabase();
    const natsUrl = new URL(defaultNatsUrl());
    proxy = await startTcpProxy(natsUrl.hostname, Number(natsUrl.port || 4222));
    observer = await connect({ servers: defaultNatsUrl() });
  });

  afterAll(async () => {
    await observer.close();
    await proxy.close();
    await kit.close();
  });

  beforeEach(async () => {
    namespace = testNamespace();
    await ensureStreams(observer, ['content'], namespace);
    // The relay reaches NATS through the proxy, so a test can take NATS away from it alone.
    relayNats = await connectNats({ url: proxy.url('nats'), name: 'outbox-test', logger });
    relay = new OutboxRelay({
      source: new PostgresOutbox({ pool: kit.pool, schema: SCHEMA, logger }),
      nats: relayNats,
      namespace,
      logger,
      publishTimeoutMs: 2_000,
    });
  });

  afterEach(async () => {
    await relay.stop();
    await relayNats.close();
    await deleteStreams(observer, namespace);
    await sql`truncate outbox`.execute(kit.db);
  });

  async function publishedAt(eventId: string) {
    const row = await kit.db
      .selectFrom('outbox')
      .select('published_at')
      .where('id', '=', eventId)
      .executeTakeFirst();
    return row?.published_at ?? null;
  }

  it('when the transaction rolls back, then nothing is stored and nothing is published', async () => {
    await expect(
      kit.db.transaction().execute(async (trx) => {
        await enqueueEvent(trx, 'content.course.upserted', sampleCourse());
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');

    expect(await relay.flush()).toBe(0);
    expect(await streamMessageCount(observer, 'content', namespace)).toBe(0);
    const rows = await kit.db.selectFrom('outbox').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('when the transaction commits, then the event is published exactly once, even if relayed twice', async () => {
    relay.start();
    const event = await kit.db
      .transaction()
      .execute((trx) => enqueueEvent(trx, 'content.course.upserted', sampleCourse()));

    // The message reaches the stream a moment before the relay's transaction marks the row published.
    await eventually(async () => (await publishedAt(event.id)) !== null);
    expect(await streamMessageCount(observer, 'content', namespace)).toBe(1);

    // A relay that crashed after publishing but before marking the row publishes it again: JetStream drops it.
    await kit.db.updateTable('outbox').set({ published_at: null }).execute();
    await relay.flush();
    expect(await streamMessageCount(observer, 'content', namespace)).toBe(1);
  });

  it('when events are published, then they carry the envelope and keep their commit order', async () => {
    relay.start();
    for (const name of ['first', 'second', 'third']) {
      await kit.db
        .transaction()
        .execute((trx) => enqueueEvent(trx, 'content.course.upserted', sampleCourse(name)));
    }
    await eventually(async () => (await streamMessageCount(observer, 'content', namespace)) === 3);

    const consumer = await jetstream(observer).consumers.get(streamFor('content', namespace).name);
    const received: unknown[] = [];
    const messages = await consumer.fetch({ max_messages: 3, expires: 2_000 });
    for await (const message of messages) received.push(message.json());
    expect(received.map((event) => (event as { data: { name: string } }).data.name)).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(received[0]).toMatchObject({
      type: 'content.course.upserted',
      version: 1,
      id: expect.any(String),
    });
  });

  it('when NATS is unreachable, then the change still commits and the event is published once NATS returns', async () => {
    relay.start();
    await proxy.cut();

    const event = await kit.db
      .transaction()
      .execute((trx) => enqueueEvent(trx, 'content.course.upserted', sampleCourse()));
    const stored = await kit.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(stored.published_at).toBeNull();

    // The relay keeps failing while NATS is away: the row waits, attempts are counted.
    await eventually(async () => {
      const row = await kit.db
        .selectFrom('outbox')
        .select('attempts')
        .where('id', '=', event.id)
        .executeTakeFirst();
      return (row?.attempts ?? 0) >= 1;
    });
    expect(await streamMessageCount(observer, 'content', namespace)).toBe(0);

    await proxy.restore();
    // The message reaches the stream a moment before the relay's transaction marks the row published.
    await eventually(async () => (await publishedAt(event.id)) !== null, 20_000);
    expect(await streamMessageCount(observer, 'content', namespace)).toBe(1);
  });

  it('when an event is refused by its stream, then the events after it wait instead of overtaking it, and all go in commit order once it is stored', async () => {
    const manager = await jetstreamManager(observer);
    const stream = streamFor('content', namespace).name;
    const { config } = await manager.streams.info(stream);
    // The stream takes small messages only: the second event is refused, as if JetStream had lost it.
    await manager.streams.update(stream, { ...config, max_msg_size: 1_000 });
    const events = [];
    for (const [name, description] of [
      ['first', 'short'],
      ['second', 'long '.repeat(400)],
      ['third', 'short'],
    ] as const) {
      events.push(
        await kit.db
          .transaction()
          .execute((trx) =>
            enqueueEvent(trx, 'content.course.upserted', { ...sampleCourse(name), description }),
          ),
      );
    }

    await expect(relay.flush()).rejects.toThrow(/maximum/);
    expect(await streamMessageCount(observer, 'content', namespace)).toBe(1);
    const rows = await kit.db
      .selectFrom('outbox')
      .select(['id', 'published_at', 'attempts'])
      .orderBy('sequence')
      .execute();
    expect(rows.map((row) => [row.published_at !== null, row.attempts])).toEqual([
      [true, 0],
      [false, 1],
      [false, 0],
    ]);

    await manager.streams.update(stream, config);
    expect(await relay.flush()).toBe(2);
    const consumer = await jetstream(observer).consumers.get(stream);
    const received: string[] = [];
    for await (const message of await consumer.fetch({ max_messages: 3, expires: 2_000 })) {
      received.push(message.json<{ id: string }>().id);
    }
    expect(received).toEqual(events.map((event) => event.id));
  });

  it('when two replicas relay the same outbox at once, then every event is published once, in commit order', async () => {
    // Each replica has its own connection to NATS, as separate processes do.
    const secondNats = await connectNats({ url: defaultNatsUrl(), name: 'outbox-test-2', logger });
    const second = new OutboxRelay({
      source: new PostgresOutbox({ pool: kit.pool, schema: SCHEMA, logger }),
      nats: secondNats,
      namespace,
      logger,
      batchSize: 10,
    });
    const first = new OutboxRelay({
      source: new PostgresOutbox({ pool: kit.pool, schema: SCHEMA, logger }),
      nats: relayNats,
      namespace,
      logger,
      batchSize: 10,
    });
    const names = Array.from({ length: 200 }, (_, index) => `course-${index}`);
    await kit.db.transaction().execute(async (trx) => {
      for (const name of names) await enqueueEvent(trx, 'content.course.upserted', sampleCourse(name));
    });

    await Promise.all([first.flush(), second.flush()]);
    await Promise.all([first.stop(), second.stop()]);
    await secondNats.close();
    await eventually(async () => (await streamMessageCount(observer, 'content', namespace)) === names.length);

    const consumer = await jetstream(observer).consumers.get(streamFor('content', namespace).name);
    const received: string[] = [];
    for await (const message of await consumer.fetch({ max_messages: names.length, expires: 2_000 })) {
      received.push(message.json<{ data: { name: string } }>().data.name);
      if (received.length === names.length) break;
    }
    expect(received).toEqual(names);
  });

  it('when event data breaks its schema, then enqueueing fails and the transaction writes nothing', async () => {
    await expect(
      kit.db
        .transaction()
        .execute((trx) =>
          enqueueEvent(trx, 'content.course.upserted', { ...sampleCourse(), language: 'de' } as never),
        ),
    ).rejects.toThrow(/content.course.upserted is invalid/);
    expect(await kit.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });
});
