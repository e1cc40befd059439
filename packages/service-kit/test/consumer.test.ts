import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { type DomainEvent, streamFor, subjectFor } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BatchEventConsumer, EventConsumer, type EventHandler } from '../src/events/consumer.js';
import { applyOnce } from '../src/events/idempotency.js';
import { ensureStreams } from '../src/events/nats.js';
import {
  createKitDatabase,
  defaultNatsUrl,
  deleteStreams,
  type KitDatabase,
  logger,
  sampleCourse,
  testNamespace,
} from './support.js';

type CourseEvent = DomainEvent<'content.course.upserted'>;

describe('durable event consumer', () => {
  let nats: NatsConnection;
  let kit: KitDatabase;
  let namespace: string;
  const consumers: (
    | EventConsumer<'content.course.upserted'>
    | BatchEventConsumer<'content.course.upserted'>
  )[] = [];

  beforeAll(async () => {
    nats = await connect({ servers: defaultNatsUrl() });
    kit = await createKitDatabase();
    await sql`create table applied (event_id uuid not null, course text not null)`.execute(kit.db);
  });

  afterAll(async () => {
    await nats.close();
    await kit.close();
  });

  beforeEach(async () => {
    namespace = testNamespace();
    await ensureStreams(nats, ['content'], namespace);
  });

  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((consumer) => consumer.stop()));
    await deleteStreams(nats, namespace);
  });

  function courseEvent(name: string, id = randomUUID()): CourseEvent {
    return {
      id,
      type: 'content.course.upserted',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: sampleCourse(name),
    };
  }

  /** Publishes as the relay would; a fresh msgID each time stands for a replay JetStream cannot de-duplicate. */
  async function publish(event: CourseEvent) {
    await jetstream(nats).publish(subjectFor(event.type, namespace), JSON.stringify(event), {
      msgID: randomUUID(),
    });
  }

  async function startConsumer(
    durableName: string,
    handler: EventHandler<'content.course.upserted'>,
    concurrency = 4,
  ) {
    const consumer = new EventConsumer({
      nats,
      namespace,
      durableName,
      eventTypes: ['content.course.upserted'],
      handler,
      logger,
      concurrency,
      retryBaseDelayMs: 50,
    });
    consumers.push(consumer);
    await consumer.start();
    return consumer;
  }

  it('when a consumer is stopped right after it starts, then stopping finishes promptly', async () => {
    const consumer = await startConsumer('test-quick-stop', async () => {});
    consumers.splice(consumers.indexOf(consumer), 1);

    const stopped = await Promise.race([
      consumer.stop().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);

    expect(stopped).toBe(true);
  });

  it('when the handler fails, then the event is redelivered until it succeeds', async () => {
    const attempts: number[] = [];
    await startConsumer('test-retry', async (_event, { attempt }) => {
      attempts.push(attempt);
      if (attempt < 3) throw new Error('database briefly away');
    });

    await publish(courseEvent('retried'));
    await eventually(() => attempts.length === 3);
    // Acknowledged after the third attempt: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('when an event is delivered again, then applyOnce applies it once', async () => {
    const deliveries: string[] = [];
    await startConsumer('test-idempotent', async (event, { attempt }) => {
      deliveries.push(event.id);
      await applyOnce(kit.db, 'test-idempotent', event.id, async (trx) => {
        await sql`insert into applied values (${event.id}, ${event.data.name})`.execute(trx);
      });
      // The effect is committed, but the ack is lost: JetStream will deliver the event again.
      if (attempt === 1) throw new Error('crashed before ack');
    });

    const event = courseEvent('once');
    await publish(event);
    await publish(event);
    await eventually(() => deliveries.length >= 3);

    const { rows } = await sql<{
      count: string;
    }>`select count(*) from applied where event_id = ${event.id}`.execute(kit.db);
    expect(rows[0]?.count).toBe('1');
  });

  it('when applying fails, then nothing is recorded and the retry applies it', async () => {
    const event = courseEvent('rolled-back');
    await expect(
      applyOnce(kit.db, 'test-rollback', event.id, async (trx) => {
        await sql`insert into applied values (${event.id}, 'half')`.execute(trx);
        throw new Error('constraint violated');
      }),
    ).rejects.toThrow('constraint violated');
    expect(
      await applyOnce(kit.db, 'test-rollback', event.id, async (trx) => {
        await sql`insert into applied values (${event.id}, 'whole')`.execute(trx);
      }),
    ).toBe(true);
    const { rows } = await sql<{
      course: string;
    }>`select course from applied where event_id = ${event.id}`.execute(kit.db);
    expect(rows.map((row) => row.course)).toEqual(['whole']);
  });

  it('when one consumer is slow, then another consumer of the same events is not held up', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const slowSeen: string[] = [];
    const fastSeen: string[] = [];
    await startConsumer(
      'test-slow',
      async (event) => {
        slowSeen.push(event.data.name);
        await slowGate;
      },
      1,
    );
    await startConsumer('test-fast', async (event) => {
      fastSeen.push(event.data.name);
    });

    for (const name of ['a', 'b', 'c']) await publish(courseEvent(name));
    await eventually(() => fastSeen.length === 3);
    expect(slowSeen).toEqual(['a']);

    releaseSlow();
    await eventually(() => slowSeen.length === 3);
  });

  it('when one event is slow, then the events after it are still handled by the same consumer', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const done: string[] = [];
    await startConsumer('test-concurrent', async (event) => {
      if (event.data.name === 'slow') await slowGate;
      done.push(event.data.name);
    });

    await publish(courseEvent('slow'));
    await publish(courseEvent('quick-1'));
    await publish(courseEvent('quick-2'));
    await eventually(() => done.length === 2);
    expect(done).toEqual(['quick-1', 'quick-2']);
    releaseSlow();
    await eventually(() => done.length === 3);
  });

  it('when an event is malformed, then it is dropped without reaching the handler and others continue', async () => {
    const seen: string[] = [];
    await startConsumer('test-malformed', async (event) => {
      seen.push(event.data.name);
    });
    await jetstream(nats).publish(subjectFor('content.course.upserted', namespace), '{"not":"an event"}');
    await publish(courseEvent('valid'));
    await eventually(() => seen.length === 1);
    expect(seen).toEqual(['valid']);
  });

  describe('in batches', () => {
    async function startBatchConsumer(handler: (events: CourseEvent[]) => Promise<void>, maxWaitMs = 50) {
      const consumer = new BatchEventConsumer({
        nats,
        namespace,
        durableName: 'test-batches',
        eventTypes: ['content.course.upserted'],
        handler,
        logger,
        batchSize: 10,
        maxWaitMs,
        retryBaseDelayMs: 50,
      });
      await consumer.start();
      consumers.push(consumer);
      return consumer;
    }

    it('when many events arrive, then they come in batches of at most batchSize, in order, each once', async () => {
      const batches: string[][] = [];
      await startBatchConsumer(async (events) => {
        batches.push(events.map((event) => event.data.name));
      });
      const names = Array.from({ length: 35 }, (_, index) => `course-${index}`);
      for (const name of names) await publish(courseEvent(name));
      await eventually(() => batches.flat().length === 35);
      expect(batches.flat()).toEqual(names);
      expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(10);
    });

    it('when a few events arrive, then the batch is handled after maxWaitMs without filling up', async () => {
      const batches: string[][] = [];
      await startBatchConsumer(async (events) => {
        batches.push(events.map((event) => event.data.name));
      });
      await publish(courseEvent('only-one'));
      await eventually(() => batches.length === 1);
      expect(batches).toEqual([['only-one']]);
    });

    it('when a batch fails, then the whole batch is redelivered and succeeds later', async () => {
      let failures = 1;
      const handled: string[] = [];
      await startBatchConsumer(async (events) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('database away');
        }
        handled.push(...events.map((event) => event.data.name));
      });
      await publish(courseEvent('retry-a'));
      await publish(courseEvent('retry-b'));
      await eventually(() => handled.length >= 2);
      expect([...new Set(handled)].sort()).toEqual(['retry-a', 'retry-b']);
    });

    it('when stopped, then the events in hand are handled first', async () => {
      const handled: string[] = [];
      // A batch that would wait a minute to fill: only stopping hands it over.
      const consumer = await startBatchConsumer(async (events) => {
        handled.push(...events.map((event) => event.data.name));
      }, 60_000);
      await publish(courseEvent('before-stop'));
      const stream = streamFor('content', namespace).name;
      const manager = await jetstreamManager(nats);
      await eventually(
        async () => (await manager.consumers.info(stream, 'test-batches')).num_ack_pending === 1,
      );
      await consumer.stop();
      consumers.splice(consumers.indexOf(consumer), 1);
      expect(handled).toEqual(['before-stop']);
    });
  });
});
