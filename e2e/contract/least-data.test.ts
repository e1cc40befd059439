// Least data by default (issue 44): what the admin SQL console's database role may read in the whole system's
// database, every service's schema included, and that a statement reading personal data is refused with a reason.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../support/accounts.js';

/** Column names that hold personal data or secrets, in any service's tables. */
const PERSONAL =
  /email|e_mail|first_name|last_name|full_name|password|hash|token|secret|phone|address|birth/i;

describe('least data: the SQL console', () => {
  const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  beforeAll(() => database.connect());
  afterAll(() => database.end());

  it('when the console’s role is asked what it may read across every service’s schema, then it is content’s four tables without personal columns', async () => {
    const { rows } = await database.query<{ schema: string; table: string; columns: string[] }>(
      `select n.nspname as schema, c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where c.relkind in ('r', 'v', 'm', 'p', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema')
         and has_column_privilege(current_database() || '_sql_console', c.oid, a.attnum, 'select')
       group by n.nspname, c.relname
       order by c.relname`,
    );
    expect(rows.map(({ schema, table }) => `${schema}.${table}`)).toEqual([
      'content.courses',
      'content.options',
      'content.questions',
      'content.users',
    ]);
    expect(rows.flatMap(({ columns }) => columns.filter((column) => PERSONAL.test(column)))).toEqual([]);
    const schemas = await database.query<{ nspname: string }>(
      `select nspname from pg_namespace
       where nspname not like 'pg\\_%' and nspname <> 'information_schema'
         and has_schema_privilege(current_database() || '_sql_console', oid, 'usage')
       order by nspname`,
    );
    // public holds nothing of the services'; content is the console's own.
    expect(schemas.rows.map((row) => row.nspname).filter((name) => name !== 'public')).toEqual(['content']);
  });

  it('when an admin asks the console for users’ e-mail addresses through the gateway, then 400: content keeps none', async () => {
    const token = await loginAs('admin');
    const answer = await api<{ error: string; message: string }>('POST', '/admin/sql', {
      token,
      body: { sql: 'select username, email from users' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('column "email" does not exist');
    const allowed = await api<{ columns: string[] }>('POST', '/admin/sql', {
      token,
      body: { sql: 'select * from users' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.columns).toEqual(['id', 'username', 'role', 'is_premium', 'updated_at']);
  });
});
