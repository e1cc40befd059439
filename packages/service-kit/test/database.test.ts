import { createTestDatabase, type TestDatabase } from '@quizdrill/test-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, pingDatabase } from '../src/db/database.js';
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

  it('refuses a schema name that could inject SQL', () => {
    expect(() => createDatabase({ url: database.url, schema: 'x; drop table users' })).toThrow(
      /Invalid schema name/,
    );
  });
});
