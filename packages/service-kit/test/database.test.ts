import { createTestDatabase, eventually, type TestDatabase } from '@quizdrill/test-kit';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createPool, pingDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import type { ServiceKitTables } from '../src/db/service-kit-migrations.js';

describe('database per service schema', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('when two services migrate one database, then each sees only its own schema and a rerun changes nothing', async () => {
    const alpha = createDatabase<ServiceKitTables>({ url: database.url, schema: 'alpha' });
    const beta = createDatabase<ServiceKitTables>({ url: database.url, schema: 'beta' });
    try {
      await migrateToLatest(alpha, { schema: 'alpha' });
      await migrateToLatest(beta, { schema: 'beta' });
      await migrateToLatest(alpha, { schema: 'alpha' });

      await alpha
        .insertInto('processed_events')
        .values({ consumer: 'a', event_id: crypto.randomUUID() })
        .execute();
      expect(await alpha.selectFrom('processed_events').selectAll().execute()).toHaveLength(1);
      expect(await beta.selectFrom('processed_events').selectAll().execute()).toHaveLength(0);

      const { rows } = await sql<{
        name: string;
      }>`select name from alpha.kysely_migration order by name`.execute(alpha);
      expect(rows.map((row) => row.name)).toEqual([
        '20260101_0000_service_kit_outbox',
        '20260101_0001_service_kit_processed_events',
      ]);
      await expect(pingDatabase(alpha)).resolves.toBeUndefined();
    } finally {
      await alpha.destroy();
      await beta.destroy();
    }
  });

  it('when Postgres drops a connection between two queries of a transaction, then that transaction fails and the process carries on', async () => {
    const warnings: string[] = [];
    const logger = {
      warn: (_fields: unknown, message: string) => warnings.push(message),
    } as unknown as Logger;
    const pool = createPool({ url: database.url, schema: 'public' }, logger);
    const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool }) });
    const admin = createDatabase<Record<string, never>>({ url: database.url, schema: 'public' });
    try {
      const transaction = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Postgres restarts (here: ends this one connection) while the transaction holds it, between queries.
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin);
        await eventually(() => warnings.includes('Postgres connection lost while in use'));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      await expect(pingDatabase(db)).resolves.toBeUndefined();
    } finally {
      await db.destroy();
      await admin.destroy();
    }
  });

  it('refuses a schema name that could inject SQL', () => {
    expect(() => createDatabase({ url: database.url, schema: 'x; drop table users' })).toThrow(
      /Invalid schema name/,
    );
  });
});
