// Shared set-up for the service kit's integration tests: a fresh database migrated with the kit's tables.

import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { streamFor } from '@quizdrill/contracts';
import { createTestDatabase, defaultNatsUrl, type TestDatabase, testNamespace } from '@quizdrill/test-kit';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { createDatabase, createPool } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import type { ServiceKitTables } from '../src/db/service-kit-migrations.js';

export const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
export const SCHEMA = 'kit';

export interface Gate {
  opened: Promise<void>;
  open(): void;
}

/** A promise and its resolver: the code under test waits at one until the test lets it go. */
export function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

export interface KitDatabase {
  database: TestDatabase;
  db: Kysely<ServiceKitTables>;
  pool: ReturnType<typeof createPool>;
  close(): Promise<void>;
}

export async function createKitDatabase(): Promise<KitDatabase> {
  const database = await createTestDatabase();
  const pool = createPool({ url: database.url, schema: SCHEMA });
  const db = createDatabase<ServiceKitTables>({ url: database.url, schema: SCHEMA });
  await migrateToLatest(db, { schema: SCHEMA });
  return {
    database,
    db,
    pool,
    async close() {
      await db.destroy();
      await pool.end();
      await database.drop();
    },
  };
}

export { defaultNatsUrl, testNamespace };

export async function streamMessageCount(nats: NatsConnection, domain: 'content', namespace: string) {
  const manager = await jetstreamManager(nats);
  const info = await manager.streams.info(streamFor(domain, namespace).name);
  return info.state.messages;
}

export async function deleteStreams(nats: NatsConnection, namespace: string) {
  const manager = await jetstreamManager(nats);
  for (const domain of ['content', 'users'] as const) {
    await manager.streams.delete(streamFor(domain, namespace).name).catch(() => undefined);
  }
}

export const sampleCourse = (name = 'biology-101') => ({
  id: 1,
  name,
  displayName: 'Biology 101',
  description: 'Cells and more',
  language: 'en' as const,
  ownerId: '00000000-0000-4000-8000-000000000001',
});
