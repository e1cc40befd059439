// runMigrations, the body of every service's migrate.ts and seed: against a real Postgres.
import { createTestDatabase, type TestDatabase } from '@quizdrill/test-kit';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/run-migrations.js';
import { logger } from './support.js';

const migrations = {
  '20270101_0000_notes': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('notes').addColumn('text', 'text').execute();
    },
  },
};

interface NotesTables {
  notes: { text: string };
}

describe('runMigrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  /** Connections still open to the test database under the pool's name (the schema). */
  async function openConnections(schema: string): Promise<number> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select count(*)::int as open from pg_stat_activity where datname = current_database() and application_name = $1',
        [schema],
      );
      return rows[0].open;
    } finally {
      await client.end();
    }
  }

  it('when run twice, then the schema has the kit’s and the service’s tables once, and no connection stays open', async () => {
    const options = { databaseUrl: database.url, schema: 'notes_a', migrations, logger };
    await runMigrations(options);
    await runMigrations(options);

    const applied: string[] = [];
    await runMigrations<NotesTables>(options, async (db) => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db,
      );
      applied.push(...rows.map((row) => row.name));
      await db.insertInto('notes').values({ text: 'seeded' }).execute();
    });
    expect(applied).toEqual([
      '20260101_0000_service_kit_outbox',
      '20260101_0001_service_kit_processed_events',
      '20270101_0000_notes',
    ]);
    await runMigrations<NotesTables>(options, async (db) => {
      expect(await db.selectFrom('notes').selectAll().execute()).toEqual([{ text: 'seeded' }]);
    });
    expect(await openConnections('notes_a')).toBe(0);
  });

  it('when the work after migrating fails, then the failure reaches the caller and the connections are closed', async () => {
    const options = { databaseUrl: database.url, schema: 'notes_b', migrations, logger };
    await expect(
      runMigrations(options, async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    expect(await openConnections('notes_b')).toBe(0);
  });

  it('when a migration fails, then the failure reaches the caller and the connections are closed', async () => {
    const broken = {
      ...migrations,
      '20270101_0001_broken': {
        async up(db: Kysely<unknown>) {
          await sql`select * from no_such_table`.execute(db);
        },
      },
    };
    await expect(
      runMigrations({ databaseUrl: database.url, schema: 'notes_c', migrations: broken, logger }),
    ).rejects.toThrow(/no_such_table/);
    expect(await openConnections('notes_c')).toBe(0);
  });
});
