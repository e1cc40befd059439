// What the Redis stream outbox adds to the relay: replicas share the stream, abandoned entries are taken over, and
// a stream Redis lost is taken up again.
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { connect } from '@nats-io/transport-node';
import type { DomainEvent } from '@quizdrill/contracts';
import { createTestRedis, eventually, type TestRedis } from '@quizdrill/test-kit';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureStreams } from '../src/events/nats.js';
import { OutboxRelay } from '../src/events/outbox-relay.js';
import { RedisStreamOutbox } from '../src/events/redis-stream-outbox.js';
import {
  defaultNatsUrl,
  deleteStreams,
  logger,
  sampleCourse,
  streamMessageCount,
  testNamespace,
} from './support.js';

const courseEvent = (): DomainEvent<'content.course.upserted'> => ({
  id: randomUUID(),
  type: 'content.course.upserted',
  version: 1,
  occurredAt: new Date().toISOString(),
  data: sampleCourse(`course-${randomUUID().slice(0, 8)}`),
});

describe('the Redis stream outbox', () => {
  let testRedis: TestRedis;
  let redis: Redis;
  let nats: NatsConnection;
  let namespace: string;
  let stream: string;
  let relay: OutboxRelay | undefined;

  beforeAll(async () => {
    testRedis = createTestRedis();
    redis = new Redis(testRedis.url);
    nats = await connect({ servers: defaultNatsUrl() });
  });

  afterAll(async () => {
    await nats.close();
    redis.disconnect();
    await testRedis.cleanup();
  });

  beforeEach(async () => {
    namespace = testNamespace();
    stream = `${testRedis.keyPrefix}outbox:${namespace}`;
    await ensureStreams(nats, ['content'], namespace);
  });

  afterEach(async () => {
    await relay?.stop();
    relay = undefined;
    await deleteStreams(nats, namespace);
  });

  const write = async (count: number) => {
    for (let index = 0; index < count; index += 1) {
      const event = courseEvent();
      await redis.xadd(stream, '*', 'id', event.id, 'event', JSON.stringify(event));
    }
  };

  async function startRelay(options: { claimAfterMs?: number; logger?: pino.Logger } = {}) {
    relay = new OutboxRelay({
      source: new RedisStreamOutbox({
        redis: new Redis(testRedis.url),
        stream,
        toEvent: (fields) => JSON.parse(fields[fields.indexOf('event') + 1]!),
        logger: options.logger ?? logger,
        claimAfterMs: options.claimAfterMs,
      }),
      nats,
      namespace,
      logger,
    });
    await relay.start();
  }

  const published = () => streamMessageCount(nats, 'content', namespace);

  it('when a replica took entries and never acknowledged them, then another one takes them over and publishes them', async () => {
    await redis.xgroup('CREATE', stream, 'relay', '0', 'MKSTREAM');
    await write(3);
    // A replica that read the entries and crashed before publishing them.
    await redis.xreadgroup('GROUP', 'relay', 'crashed-replica', 'COUNT', 10, 'STREAMS', stream, '>');

    await startRelay({ claimAfterMs: 200 });

    await eventually(async () => (await redis.xlen(stream)) === 0);
    expect(await published()).toBe(3);
  });

  it('when Redis loses the stream and its group, then the relay creates the group again and goes on', async () => {
    await startRelay();
    await write(2);
    await eventually(async () => (await published()) === 2);

    await redis.del(stream);
    await write(3);

    await eventually(async () => (await published()) === 5);
    expect(await redis.xlen(stream)).toBe(0);
  });

  it('when an entry is not an event, then it is dropped with an error in the log, and the others are published', async () => {
    const errors: string[] = [];
    const capture = pino(
      { level: 'error' },
      { write: (line: string) => void errors.push(JSON.parse(line).msg) },
    );
    await write(1);
    await redis.xadd(stream, '*', 'id', 'broken', 'event', '{not json');
    await write(1);

    await startRelay({ logger: capture });

    await eventually(async () => (await redis.xlen(stream)) === 0);
    expect(await published()).toBe(2);
    expect(errors).toEqual(['dropping malformed outbox entry']);
  });
});
