import { createTestDatabase, type TestDatabase } from '@quizdrill/test-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.js';
import { type ColumnTypes, unnestRows } from '../src/db/unnest.js';

interface ThingsTable {
  id: string;
  label: string | null;
  count: number;
  small: number;
  ratio: number;
  done: boolean;
  at: Date;
}

const COLUMNS: ColumnTypes<ThingsTable> = {
  id: 'uuid',
  label: 'text',
  count: 'int4',
  small: 'int2',
  ratio: 'float8',
  done: 'bool',
  at: 'timestamptz',
};

const row = (label: string | null, overrides: Partial<ThingsTable> = {}): ThingsTable => ({
  id: crypto.randomUUID(),
  label,
  count: 2_147_483_647,
  small: -3,
  ratio: 0.1 + 0.2,
  done: false,
  at: new Date('2026-11-24T10:00:00.123Z'),
  ...overrides,
});

describe('rows written as one array per column (unnestRows)', () => {
  let database: TestDatabase;
  const db = () => createDatabase<{ things: ThingsTable }>({ url: database.url, schema: 'public' });
  beforeAll(async () => {
    database = await createTestDatabase();
    const setup = db();
    await sql`create table things (id uuid primary key, label text, count integer, small smallint,
      ratio double precision, done boolean, at timestamptz)`.execute(setup);
    await setup.destroy();
  });
  afterAll(() => database.drop());

  it('when cells hold what an array literal must escape, then every value comes back as it went in', async () => {
    const things = db();
    try {
      const rows = [
        row('plain'),
        row('quotes " and \\ backslash, commas {braces}', { done: true, ratio: -1e-300 }),
        row('NULL'),
        row(null),
        row('', { at: new Date('1999-12-31T23:59:59.999Z') }),
        row('Ängelholm — 😀 \n new line\ttab'),
      ];
      const batch = unnestRows(rows, COLUMNS);
      expect(batch.columns).toEqual(Object.keys(COLUMNS));
      await things.insertInto('things').columns(batch.columns).expression(batch.rows).execute();

      const stored = await things.selectFrom('things').selectAll().execute();
      expect(new Map(stored.map((thing) => [thing.id, thing]))).toEqual(
        new Map(rows.map((thing) => [thing.id, thing])),
      );
    } finally {
      await things.destroy();
    }
  });

  it('when the batch is empty, then it is zero rows, and the rows also serve as a set to look up', async () => {
    const things = db();
    try {
      const empty = unnestRows([], COLUMNS);
      await things.insertInto('things').columns(empty.columns).expression(empty.rows).execute();

      const stored = await things.selectFrom('things').select(['id', 'label']).execute();
      const wanted = unnestRows(stored.slice(0, 2), { id: 'uuid', label: 'text' });
      const found = await things
        .selectFrom('things')
        .select('id')
        .where(sql<boolean>`(id, label) in (${wanted.rows})`)
        .execute();
      expect(found.map((thing) => thing.id).sort()).toEqual(
        stored
          .slice(0, 2)
          .map((thing) => thing.id)
          .sort(),
      );
    } finally {
      await things.destroy();
    }
  });
});
