// Issue 44's stated maximum ages as the kit keeps them: every event stream a service makes keeps an event only so
// long (read back from the NATS server), and a published event leaves the outbox after its age, an unpublished never.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Domain, RETENTION_DEFAULTS, streamFor, subjectFor } from '@quizdrill/contracts';
import { createTestEnvironment, type TestEnvironment } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLetterStream, publishDeadLetter } from '../src/events/dead-letter.js';
import { ensureStreams, streamMaxAgeNanos } from '../src/events/nats.js';
import { createServiceApp } from '../src/http/create-app.js';
import { openInfrastructure } from '../src/infrastructure.js';
import { DAY_MS } from '../src/retention/retention-sweeper.js';
import { logger } from './support.js';

const DAY_NANOS = 24 * 3600 * 1e9;

describe('stated maximum ages of events', () => {
  let environment: TestEnvironment;
  beforeAll(async () => {
    environment = await createTestEnvironment();
  });
  afterAll(() => environment.cleanup());

  async function openService(
    name: string,
    options: { streamDays?: number; outboxDays?: number; deadLetterDays?: number } = {},
  ) {
    const app = await createServiceApp({ name, version: '0', logger });
    const infrastructure = await openInfrastructure(app, {
      service: name,
      logger,
      postgres: {
        url: environment.env.DATABASE_URL!,
        schema: name,
        outboxPublishedMaxAgeDays: options.outboxDays,
      },
      nats: {
        url: environment.env.NATS_URL!,
        namespace: environment.namespace,
        streams: Object.values(Domain),
        maxAgeDays: options.streamDays,
        deadLetterMaxAgeDays: options.deadLetterDays,
      },
    });
    return { app, infrastructure };
  }

  it('when a service starts, then every domain stream it makes keeps events the stated days, and a changed setting reaches them', async () => {
    const first = await openService('streams', { streamDays: 45 });
    const manager = await jetstreamManager(first.infrastructure.nats);
    const maxAges = async () =>
      Promise.all(
        Object.values(Domain).map(
          async (domain) =>
            (await manager.streams.info(streamFor(domain, environment.namespace).name)).config.max_age,
        ),
      );
    expect(await maxAges()).toEqual(Object.values(Domain).map(() => 45 * DAY_NANOS));
    await first.app.close();

    // Unset: the default the privacy notice states.
    const second = await openService('streams');
    const secondManager = await jetstreamManager(second.infrastructure.nats);
    const info = await secondManager.streams.info(streamFor(Domain.users, environment.namespace).name);
    expect(info.config.max_age).toBe(RETENTION_DEFAULTS.eventStreamDays * DAY_NANOS);
    await second.app.close();
  });

  it('when a stream made before maximum ages existed is ensured, then it gets one', async () => {
    const service = await openService('legacy');
    const { nats } = service.infrastructure;
    const manager = await jetstreamManager(nats);
    const namespace = `${environment.namespace}x`;
    const { name, subjects } = streamFor(Domain.quiz, namespace);
    await manager.streams.add({ name, subjects });
    expect((await manager.streams.info(name)).config.max_age).toBe(0);
    await ensureStreams(nats, [Domain.quiz], namespace, 3);
    expect((await manager.streams.info(name)).config.max_age).toBe(streamMaxAgeNanos(3));
    await manager.streams.delete(name);
    await service.app.close();
  });

  it('when an event is dead-lettered, then the dead-letter stream keeps it the stated days', async () => {
    const service = await openService('deadletters');
    const { nats } = service.infrastructure;
    const namespace = environment.namespace;
    const manager = await jetstreamManager(nats);
    // Not made at start: most namespaces never have a dead letter.
    await expect(manager.streams.info(deadLetterStream(namespace).name)).rejects.toThrow();
    await jetstream(nats).publish(subjectFor('content.course.upserted', namespace), '{}');
    const consumer = await jetstream(nats).consumers.get(streamFor(Domain.content, namespace).name);
    const message = await consumer.next({ expires: 5_000 });
    expect(message).not.toBeNull();
    await publishDeadLetter(nats, message!, { consumer: 'kit-test', namespace, reason: 'poison' });
    const info = await manager.streams.info(deadLetterStream(namespace).name);
    expect(info.config.max_age).toBe(RETENTION_DEFAULTS.deadLetterDays * DAY_NANOS);
    await manager.streams.delete(deadLetterStream(namespace).name);
    await service.app.close();
  });

  it('when a service starts and a dead-letter stream made without a maximum age exists, then it gets the configured one', async () => {
    const namespace = environment.namespace;
    const { name, subjects } = deadLetterStream(namespace);
    const setUp = await openService('deadlettersetup');
    const manager = await jetstreamManager(setUp.infrastructure.nats);
    await manager.streams.add({ name, subjects });
    expect((await manager.streams.info(name)).config.max_age).toBe(0);
    await setUp.app.close();

    const service = await openService('deadletterage', { deadLetterDays: 5 });
    const serviceManager = await jetstreamManager(service.infrastructure.nats);
    expect((await serviceManager.streams.info(name)).config.max_age).toBe(5 * DAY_NANOS);
    await serviceManager.streams.delete(name);
    await service.app.close();
  });

  it('when the sweep runs, then exactly the events published before the outbox age go, and an unpublished one never', async () => {
    const service = await openService('pruned', { outboxDays: 3 });
    const { db } = service.infrastructure;
    const now = new Date('2027-05-01T08:00:00Z');
    const cutoff = new Date(now.getTime() - 3 * DAY_MS);
    const before = (ms: number) => new Date(cutoff.getTime() - ms);
    // Stand-in rows the relay never sees (the sweep cares only for their times).
    const rows = [
      { name: 'sent long ago', published_at: before(30 * DAY_MS) },
      { name: 'sent just before', published_at: before(1) },
      { name: 'sent at the cutoff', published_at: cutoff },
      { name: 'sent since', published_at: before(-1) },
      { name: 'never sent', published_at: null },
      ...Array.from({ length: 1_200 }, (_, index) => ({
        name: `bulk ${index}`,
        published_at: before(DAY_MS),
      })),
    ];
    await db
      .insertInto('outbox')
      .values(
        rows.map((row) => ({
          id: crypto.randomUUID(),
          type: row.name,
          envelope: JSON.stringify({}),
          created_at: before(60 * DAY_MS),
          published_at: row.published_at,
        })),
      )
      .execute();
    // Only this test's rows are compared (the relay has published nothing else: no event was written).
    const sweeper = service.infrastructure.startRetention([], { firstAfterMs: DAY_MS });
    const removed = await sweeper.sweep(now);
    expect(removed['published events']).toBe(1_202);
    const left = await db.selectFrom('outbox').select('type').orderBy('type').execute();
    expect(left.map((row) => row.type)).toEqual(['never sent', 'sent at the cutoff', 'sent since']);
    await service.app.close();
  });

  it('when the sweep runs, then a consumer forgets exactly the event ids applied before the stream lost them', async () => {
    const service = await openService('remembered', { streamDays: 10 });
    const { db } = service.infrastructure;
    const now = new Date('2027-05-01T08:00:00Z');
    // The stream's days and one more.
    const cutoff = now.getTime() - 11 * DAY_MS;
    const applied = { old: cutoff - 1, boundary: cutoff, young: cutoff + 1 };
    const ids = Object.fromEntries(Object.keys(applied).map((name) => [name, crypto.randomUUID()]));
    await db
      .insertInto('processed_events')
      .values(
        Object.entries(applied).map(([name, at]) => ({
          consumer: 'kit-test',
          event_id: ids[name]!,
          processed_at: new Date(at),
        })),
      )
      .execute();

    const sweeper = service.infrastructure.startRetention([], { firstAfterMs: DAY_MS });
    expect((await sweeper.sweep(now))['processed event ids']).toBe(1);
    const left = await db.selectFrom('processed_events').select('event_id').execute();
    expect(left.map((row) => row.event_id).sort()).toEqual([ids.boundary, ids.young].sort());
    await service.app.close();
  });
});
