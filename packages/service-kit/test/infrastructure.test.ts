// Two sample services wired the way real ones are: one publishes through its outbox, the other consumes.
import { createTestEnvironment, eventually, type TestEnvironment } from '@quizdrill/test-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOnce } from '../src/events/idempotency.js';
import { enqueueEvent } from '../src/events/outbox.js';
import { createServiceApp } from '../src/http/create-app.js';
import { openInfrastructure } from '../src/infrastructure.js';
import { logger, sampleCourse } from './support.js';

async function sampleService(name: string, environment: TestEnvironment, options: { outbox?: boolean } = {}) {
  const app = await createServiceApp({ name, version: '0', logger });
  const infrastructure = await openInfrastructure<{ mirror: { name: string } }>(app, {
    service: name,
    logger,
    postgres: { url: environment.env.DATABASE_URL!, schema: name },
    nats: { url: environment.env.NATS_URL!, namespace: environment.namespace, streams: ['content'] },
    redis: { url: environment.env.REDIS_URL! },
    outbox: options.outbox,
  });
  return { app, infrastructure };
}

describe('service infrastructure', () => {
  let environment: TestEnvironment;
  beforeAll(async () => {
    environment = await createTestEnvironment();
  });
  afterAll(() => environment.cleanup());

  it('when one service commits a change, then another service applies its event once, and shutdown is clean', async () => {
    const publisher = await sampleService('publisher', environment, { outbox: true });
    const subscriber = await sampleService('subscriber', environment);
    const { db } = subscriber.infrastructure;
    await sql`create table mirror (name text primary key)`.execute(db);
    await subscriber.infrastructure.startConsumer({
      durableName: 'subscriber-mirror',
      eventTypes: ['content.course.upserted'],
      handler: (event) =>
        applyOnce(db, 'subscriber-mirror', event.id, async (trx) => {
          await trx.insertInto('mirror').values({ name: event.data.name }).execute();
        }).then(() => undefined),
    });

    await publisher.infrastructure.db
      .transaction()
      .execute((trx) => enqueueEvent(trx, 'content.course.upserted', sampleCourse('chemistry')));

    await eventually(async () => (await db.selectFrom('mirror').selectAll().execute()).length === 1);
    expect(await db.selectFrom('mirror').select('name').execute()).toEqual([{ name: 'chemistry' }]);

    const ready = await publisher.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({
      status: 'ok',
      dependencies: { postgres: 'ok', redis: 'ok', nats: 'ok' },
    });

    await publisher.app.close();
    await subscriber.app.close();
    expect(publisher.infrastructure.nats.isClosed()).toBe(true);
    expect(publisher.infrastructure.pool.totalCount).toBe(0);
  });

  it('when a service does not say it writes an outbox, then it starts no relay; one that does listens for its commits', async () => {
    const quiet = await sampleService('quiet', environment);
    const publisher = await sampleService('announcer', environment, { outbox: true });
    // The Postgres relay's LISTEN connection, the one trace a relay leaves while it waits.
    const listening = await sql<{ query: string }>`
      select query from pg_stat_activity where datname = current_database() and query like 'listen %'
    `.execute(quiet.infrastructure.db);
    const channels = listening.rows.map((row) => row.query);
    expect(channels).toContain('listen outbox_announcer');
    expect(channels).not.toContain('listen outbox_quiet');

    await quiet.app.close();
    await publisher.app.close();
  });

  it('when a part was not configured, then using it says so', async () => {
    const app = await createServiceApp({ name: 'bare', version: '0', logger });
    const infrastructure = await openInfrastructure(app, { service: 'bare', logger });
    expect(() => infrastructure.redis).toThrow('redis was not configured for this service');
    await app.close();
  });
});
