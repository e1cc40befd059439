// The one relay loop with each of its two sources: the same publishing, outage and stop behaviour for both.
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { DomainEvent } from '@quizdrill/contracts';
import {
  createTestRedis,
  eventually,
  startTcpProxy,
  type TcpProxy,
  type TestRedis,
} from '@quizdrill/test-kit';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectNats, ensureStreams } from '../src/events/nats.js';
import { enqueueEvent } from '../src/events/outbox.js';
import { OutboxRelay, type OutboxSource } from '../src/events/outbox-relay.js';
import { PostgresOutbox } from '../src/events/postgres-outbox.js';
import { RedisStreamOutbox } from '../src/events/redis-stream-outbox.js';
import {
  createKitDatabase,
  defaultNatsUrl,
  deleteStreams,
  type KitDatabase,
  SCHEMA,
  sampleCourse,
  streamMessageCount,
  testNamespace,
} from './support.js';

type CourseEvent = DomainEvent<'content.course.upserted'>;

/** What a test needs of an outbox: a fresh source over it, a way to write events, and what still waits. */
interface OutboxUnderTest {
  source(logger: pino.Logger): OutboxSource;
  write(count: number): Promise<void>;
  waiting(): Promise<number>;
  /** Makes every event written so far wait again, as after a crash between publishing and recording. */
  unrecord(): Promise<void>;
}

let kit: KitDatabase;
let testRedis: TestRedis;
let redis: Redis;
let streamKey: string;

const courseEvent = (): CourseEvent => ({
  id: randomUUID(),
  type: 'content.course.upserted',
  version: 1,
  occurredAt: new Date().toISOString(),
  data: sampleCourse(`course-${randomUUID().slice(0, 8)}`),
});

const postgresOutbox: OutboxUnderTest = {
  source: (logger) => new PostgresOutbox({ pool: kit.pool, schema: SCHEMA, logger }),
  async write(count) {
    await kit.db.transaction().execute(async (trx) => {
      for (let index = 0; index < count; index += 1) {
        await enqueueEvent(trx, 'content.course.upserted', courseEvent().data);
      }
    });
  },
  async waiting() {
    const row = await kit.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('published_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
  async unrecord() {
    await kit.db.updateTable('outbox').set({ published_at: null }).execute();
  },
};

/** Entries as a hot-path script would write them: the event id, and the envelope. */
const written: CourseEvent[] = [];
const redisStreamOutbox: OutboxUnderTest = {
  source: (logger) =>
    new RedisStreamOutbox({
      redis: new Redis(testRedis.url),
      stream: streamKey,
      toEvent: (fields) => JSON.parse(fields[fields.indexOf('event') + 1]!),
      logger,
    }),
  async write(count) {
    const events = Array.from({ length: count }, courseEvent);
    const pipeline = redis.pipeline();
    for (const event of events) pipeline.xadd(streamKey, '*', 'id', event.id, 'event', JSON.stringify(event));
    await pipeline.exec();
    written.push(...events);
  },
  waiting: () => redis.xlen(streamKey),
  async unrecord() {
    const pipeline = redis.pipeline();
    for (const event of written)
      pipeline.xadd(streamKey, '*', 'id', event.id, 'event', JSON.stringify(event));
    await pipeline.exec();
  },
};

describe.each([
  ['the Postgres outbox', postgresOutbox],
  ['a Redis stream outbox', redisStreamOutbox],
])('the outbox relay over %s', (_name, outbox) => {
  let proxy: TcpProxy;
  let observer: NatsConnection;
  let relayNats: NatsConnection;
  let namespace: string;
  let relay: OutboxRelay;
  let warnings: string[];

  beforeAll(async () => {
    kit = await createKitDatabase();
    testRedis = createTestRedis();
    redis = new Redis(testRedis.url);
    const natsUrl = new URL(defaultNatsUrl());
    proxy = await startTcpProxy(natsUrl.hostname, Number(natsUrl.port || 4222));
    observer = await connect({ servers: defaultNatsUrl() });
  });

  afterAll(async () => {
    await observer.close();
    await proxy.close();
    redis.disconnect();
    await testRedis.cleanup();
    await kit.close();
  });

  beforeEach(async () => {
    namespace = testNamespace();
    streamKey = `${testRedis.keyPrefix}outbox:${namespace}`;
    written.length = 0;
    await ensureStreams(observer, ['content'], namespace);
    warnings = [];
    // The relay's warnings, to see it meet an outage; otherwise silent.
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => void warnings.push(JSON.parse(line).msg) },
    );
    // The relay reaches NATS through the proxy, so a test can take NATS away from it alone.
    relayNats = await connectNats({ url: proxy.url('nats'), name: 'relay-test', logger });
    relay = new OutboxRelay({
      source: outbox.source(logger),
      nats: relayNats,
      namespace,
      logger,
      batchSize: 50,
      publishTimeoutMs: 2_000,
    });
  });

  afterEach(async () => {
    await relay.stop();
    await relayNats.close();
    await deleteStreams(observer, namespace);
    await sql`truncate outbox`.execute(kit.db);
  });

  const published = () => streamMessageCount(observer, 'content', namespace);

  it('when events wait, then each is published once, with its id as message id, and recorded as sent', async () => {
    await outbox.write(120);
    await relay.start();

    await eventually(async () => (await outbox.waiting()) === 0);
    expect(await published()).toBe(120);

    // Published again (a crash between publishing and recording): JetStream drops the copies.
    await outbox.unrecord();
    await eventually(async () => (await outbox.waiting()) === 0);
    expect(await published()).toBe(120);
  });

  it('when NATS is unreachable, then the events wait, and are published once NATS returns, each once', async () => {
    await relay.start();
    await proxy.cut();
    await outbox.write(3);

    await eventually(() => warnings.includes('outbox relay could not publish; will retry'));
    expect(await outbox.waiting()).toBe(3);
    expect(await published()).toBe(0);

    await proxy.restore();
    await eventually(async () => (await outbox.waiting()) === 0, 20_000);
    expect(await published()).toBe(3);
  });

  it('when the relay stops while it publishes, then it finishes the batch in hand: each event is published and recorded, or still waits', async () => {
    await outbox.write(600);
    await relay.start();
    await eventually(async () => (await published()) > 0);

    await relay.stop();

    const [stored, waiting] = [await published(), await outbox.waiting()];
    expect(stored).toBeGreaterThan(0);
    expect(stored + waiting).toBe(600);
  });
});
