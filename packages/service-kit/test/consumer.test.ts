import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { type DomainEvent, streamFor, subjectFor } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { sql } from 'kysely';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchEventConsumer } from '../src/events/batch-event-consumer.js';
import type { EventHandler } from '../src/events/consumer.js';
import {
  DeadLetterHeader,
  deadLetterStream,
  deadLetterSubject,
  listDeadLetters,
  replayDeadLetter,
} from '../src/events/dead-letter.js';
import { EventConsumer } from '../src/events/event-consumer.js';
import { applyOnce } from '../src/events/idempotency.js';
import { JetStreamPublisher } from '../src/events/jetstream-publisher.js';
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
    const manager = await jetstreamManager(nats);
    await manager.streams.delete(deadLetterStream(namespace).name).catch(() => undefined);
  });

  /** The dead letters of the run's namespace: each one's event name, consumer and deliveries. */
  async function deadLetters(): Promise<{ name: string; consumer: string; deliveries: string }[]> {
    return (await listDeadLetters(nats, { namespace })).map((letter) => ({
      name: (JSON.parse(new TextDecoder().decode(letter.data)) as CourseEvent).data.name,
      consumer: letter.consumer,
      deliveries: String(letter.deliveries),
    }));
  }

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
    extra: { maxDeliveries?: number; metrics?: Registry } = {},
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
      ...extra,
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

  it('when its stream is deleted while it runs, then it makes the stream and itself again and handles the events after', async () => {
    const seen: string[] = [];
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      await startConsumer('test-stream-gone', async (event) => {
        seen.push(event.data.name);
      });
      await publish(courseEvent('before'));
      await eventually(() => seen.length === 1);

      const manager = await jetstreamManager(nats);
      await manager.streams.delete(streamFor('content', namespace).name);
      // Refused (no stream answers the subject) until the consumer has made its stream again.
      await eventually(async () => {
        try {
          await publish(courseEvent('after'));
          return true;
        } catch {
          return false;
        }
      }, 20_000);
      await eventually(() => seen.includes('after'), 20_000);
      expect(seen).toEqual(['before', 'after']);
    } finally {
      warn.mockRestore();
    }
  }, 45_000);

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

  it('when an event always fails, then it is dead-lettered after maxDeliveries and the events after it are handled', async () => {
    const metrics = new Registry();
    const poisonAttempts: number[] = [];
    const done: string[] = [];
    // One at a time: without a dead-letter stream, the poison event would hold the consumer forever.
    await startConsumer(
      'test-poison',
      async (event, { attempt }) => {
        if (event.data.name === 'poison') {
          poisonAttempts.push(attempt);
          throw new Error('cannot handle this one');
        }
        done.push(event.data.name);
      },
      1,
      { maxDeliveries: 5, metrics },
    );

    await publish(courseEvent('poison'));
    await publish(courseEvent('after-1'));
    await publish(courseEvent('after-2'));

    await eventually(async () => (await deadLetters()).length === 1);
    expect(await deadLetters()).toEqual([{ name: 'poison', consumer: 'test-poison', deliveries: '5' }]);
    expect(poisonAttempts).toEqual([1, 2, 3, 4, 5]);
    await eventually(() => done.length === 2);
    expect(done.sort()).toEqual(['after-1', 'after-2']);
    expect(await metrics.getSingleMetricAsString('events_dead_lettered_total')).toContain(
      'events_dead_lettered_total{consumer="test-poison"} 1',
    );
    // Terminated: never delivered again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(poisonAttempts).toHaveLength(5);
  });

  it('when a dead letter of the ordered relay is replayed after the fix, then only its consumer handles it, once, and it leaves the stream', async () => {
    let fixed = false;
    const done: string[] = [];
    const seenByOther: string[] = [];
    await startConsumer(
      'test-replay',
      async (event) => {
        if (!fixed) throw new Error('not yet');
        done.push(event.data.name);
      },
      1,
      { maxDeliveries: 2 },
    );
    await startConsumer('test-other', async (event) => {
      seenByOther.push(event.data.name);
    });
    // As the outbox relay publishes: with a publish id and the id the stream's last message must have, headers
    // JetStream keeps on the stored event and would refuse on a copy.
    const publisher = new JetStreamPublisher(nats);
    const first = courseEvent('first');
    const late = courseEvent('late');
    const acks = await publisher.publishAll([
      { subject: subjectFor(first.type, namespace), data: JSON.stringify(first), msgID: first.id },
      {
        subject: subjectFor(late.type, namespace),
        data: JSON.stringify(late),
        msgID: late.id,
        expectedLastMsgID: first.id,
      },
    ]);
    publisher.close();
    expect(acks.map((ack) => ack.status)).toEqual(['fulfilled', 'fulfilled']);

    await eventually(async () => (await listDeadLetters(nats, { namespace })).length === 2);
    const letters = await listDeadLetters(nats, { namespace, consumer: 'test-replay' });
    expect(letters.map((letter) => letter.deliveries)).toEqual([2, 2]);
    expect(letters[1]).toMatchObject({
      consumer: 'test-replay',
      subject: subjectFor('content.course.upserted', namespace),
      reason: 'Error: not yet',
    });
    expect(await listDeadLetters(nats, { namespace, consumer: 'another' })).toEqual([]);
    await eventually(() => seenByOther.length === 2);

    fixed = true;
    for (const letter of letters) await replayDeadLetter(nats, letter, namespace);
    await eventually(() => done.length === 2);
    expect(done).toEqual(['first', 'late']);
    expect(await listDeadLetters(nats, { namespace })).toEqual([]);
    // The other consumer handled both the first time; the replays were not for it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seenByOther.sort()).toEqual(['first', 'late']);
  });

  it('when thousands of letters wait, then listing reads them in a few batches, skips replayed ones and leaves no consumer', async () => {
    const manager = await jetstreamManager(nats);
    const { name: stream, subjects } = deadLetterStream(namespace);
    await manager.streams.add({ name: stream, subjects });
    const js = jetstream(nats);
    const letterOf = (consumer: string, index: number) => {
      const meta = headers();
      meta.set(DeadLetterHeader.consumer, consumer);
      meta.set(DeadLetterHeader.subject, subjectFor('content.course.upserted', namespace));
      meta.set(DeadLetterHeader.deliveries, '5');
      meta.set(DeadLetterHeader.reason, `Error: letter ${index}`);
      return js.publish(deadLetterSubject(consumer, namespace), JSON.stringify(courseEvent(`c${index}`)), {
        headers: meta,
      });
    };
    // 1,200 letters, every third of another consumer; published in parallel chunks, in order within each.
    for (let start = 0; start < 1_200; start += 200) {
      await Promise.all(
        Array.from({ length: 200 }, (_, offset) => start + offset).map((index) =>
          letterOf(index % 3 === 0 ? 'other' : 'many', index),
        ),
      );
    }
    await manager.streams.deleteMessage(stream, 2);

    const requestsBefore = nats.stats().outMsgs;
    const all = await listDeadLetters(nats, { namespace });
    const requests = nats.stats().outMsgs - requestsBefore;
    expect(all).toHaveLength(1_199);
    expect(all.map((letter) => letter.seq)).toEqual(
      Array.from({ length: 1_200 }, (_, index) => index + 1).filter((seq) => seq !== 2),
    );
    expect(requests).toBeLessThan(20);

    const many = await listDeadLetters(nats, { namespace, consumer: 'many' });
    expect(many).toHaveLength(799);
    expect(new Set(many.map((letter) => letter.consumer))).toEqual(new Set(['many']));
    expect(many[0]).toMatchObject({ deliveries: 5, reason: expect.stringMatching(/^Error: letter \d+$/) });
    expect(await listDeadLetters(nats, { namespace, consumer: 'nobody' })).toEqual([]);

    expect(await manager.consumers.list(stream).next()).toEqual([]);
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
    async function startBatchConsumer(
      handler: (events: CourseEvent[]) => Promise<void>,
      maxWaitMs = 50,
      maxDeliveries?: number,
    ) {
      const consumer = new BatchEventConsumer({
        maxDeliveries,
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

    it('when one event of a batch always fails, then the others are stored and it alone is dead-lettered', async () => {
      const handled: string[] = [];
      let poisonAttempts = 0;
      await startBatchConsumer(
        async (events) => {
          if (events.some((event) => event.data.name === 'poison')) {
            poisonAttempts += 1;
            throw new Error('violates a constraint');
          }
          handled.push(...events.map((event) => event.data.name));
        },
        200,
        3,
      );
      for (const name of ['before', 'poison', 'after']) await publish(courseEvent(name));
      await eventually(async () => (await deadLetters()).length === 1);
      expect(await deadLetters()).toEqual([{ name: 'poison', consumer: 'test-batches', deliveries: '3' }]);
      await publish(courseEvent('later'));
      await eventually(() => handled.includes('later'));
      expect([...new Set(handled)].sort()).toEqual(['after', 'before', 'later']);
      expect(poisonAttempts).toBeGreaterThanOrEqual(3);
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
