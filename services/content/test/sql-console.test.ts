// The admin SQL console: what an admin may read, what the console and the database refuse, its limits and audit.
import { devAccount, SQL_CONSOLE_STATEMENT_TIMEOUT_MS, SqlConsoleRefusal } from '@quizdrill/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlConsoleDatabaseUrl, sqlConsoleRole } from '../src/sql-console/console-database.js';
import { type AccountName, type ContentUnderTest, startContent } from './support.js';

const admin = devAccount('admin');

/** SQL for `times` copies of `piece` as one text, built without the functions the console refuses (repeat). */
const copies = (piece: string, times: number) =>
  `(select string_agg('${piece}', '') from generate_series(1, ${times}))`;
/** A statement that would build 900 MB, at some 300 MB a second: what the statement timeout is there to stop. */
const nineHundredMegabytes = (comment: string) =>
  `select length(string_agg(kilobyte, '')) from generate_series(1, 900000), (select ${copies('x', 1000)} as kilobyte) as k /* ${comment} */`;
/** What the console's timeout refusal says. */
const TIMED_OUT = {
  error: SqlConsoleRefusal.timeout,
  message: `The statement ran longer than the SQL console's ${SQL_CONSOLE_STATEMENT_TIMEOUT_MS} ms and was cancelled`,
};
/** The columns of the console's tables its role may read: content.users holds no e-mail addresses or names. */
const READABLE_COLUMNS = {
  courses: ['id', 'name', 'display_name', 'description', 'language', 'owner_id', 'created_at', 'updated_at'],
  options: ['question_id', 'label', 'text', 'is_correct', 'feedback'],
  questions: [
    'id',
    'course_id',
    'position',
    'question_text',
    'image_id',
    'language',
    'created_by',
    'created_at',
    'updated_at',
    'explanation',
    'import_id',
    'kind',
    'answer_key',
  ],
  users: ['id', 'username', 'role', 'is_premium', 'updated_at'],
};
const OWNER = '0c0ffee0-0000-4000-8000-000000000001';

describe('admin SQL console', () => {
  let content: ContentUnderTest;

  const runSql = (statement: string, as: AccountName = 'admin') =>
    content.call('POST', '/admin/sql', { as, body: { sql: statement } });

  /** The database's own refusal: its message is the error. */
  async function refusal(statement: string) {
    const body = await refused(statement);
    expect(body.message).toBe(body.error);
    return body.error;
  }

  async function refused(statement: string): Promise<{ error: string; message: string }> {
    const response = await runSql(statement);
    expect(response.status, statement).toBe(400);
    return response.json();
  }

  const consoleRole = () => sqlConsoleRole(content.environment.database.name);

  /** What the admin's attempts could have changed: the courses and questions quiz reads, the console's role. */
  const watched = () =>
    sql<{ courses: string; questions: string; outbox: string; role: unknown }>`
      select (select json_agg(c order by id)::text from courses c) as courses,
             (select json_agg(q order by id)::text from questions q) as questions,
             (select count(*)::text from outbox) as outbox,
             (select row(r.rolpassword, r.rolinherit, r.rolconnlimit,
                         (select array_agg(setconfig::text) from pg_db_role_setting where setrole = r.oid))::text
              from pg_authid r where r.rolname = ${consoleRole()}) as role`
      .execute(content.db)
      .then((result) => result.rows[0]);

  /**
   * Runs `statement` in the console while another session holds an exclusive lock on courses: it waits on the lock
   * past the statement timeout however fast or slow the machine is, and uses no CPU meanwhile.
   */
  async function runWhileCoursesLocked(statement: string) {
    const holder = new pg.Client({ connectionString: content.environment.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table content.courses in access exclusive mode');
      return await runSql(statement);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  }

  const auditOf = (statement: string) =>
    content.db.selectFrom('sql_audit').selectAll().where('statement', '=', statement).execute();

  beforeAll(async () => {
    content = await startContent();
    // Another service's secrets in the same database, as in production: the console must not reach them.
    await sql`create schema auth`.execute(content.db);
    await sql`create table auth.credentials (user_id uuid primary key, password_hash text not null)`.execute(
      content.db,
    );
    await sql`insert into auth.credentials values (${OWNER}, '$argon2id$secret')`.execute(content.db);

    await content.db
      .insertInto('users')
      .values({ id: OWNER, username: 'agneta', role: 'ROLE_EDUCATOR' })
      .execute();
    const course = await content.db
      .insertInto('courses')
      .values({
        name: 'svensk-historia',
        display_name: 'Svensk historia',
        description: 'Från vikingatiden till i dag',
        language: 'sv',
        owner_id: OWNER,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const question = await content.db
      .insertInto('questions')
      .values({
        course_id: course.id,
        position: 0,
        question_text: 'När blev Gustav Vasa kung?',
        language: 'sv',
        created_by: OWNER,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await content.db
      .insertInto('options')
      .values([
        { question_id: question.id, label: 'A', text: '1523', is_correct: true },
        { question_id: question.id, label: 'B', text: '1611', is_correct: false },
      ])
      .execute();
  });
  afterAll(() => content.stop());

  it('when an admin selects from users, courses, questions and options, then their columns and rows come back', async () => {
    const expected = {
      'select id, username, role, is_premium, updated_at from users': ['username', 'agneta'],
      'select * from courses': ['name', 'svensk-historia'],
      'select * from questions': ['question_text', 'När blev Gustav Vasa kung?'],
      'select * from options': ['text', '1523'],
    };
    for (const [table, [column, value]] of Object.entries(expected)) {
      const response = await runSql(table);
      expect(response.status, table).toBe(200);
      const result = await response.json();
      expect(result).toMatchObject({ command: 'SELECT', truncated: false, rowCount: result.rows.length });
      const index = result.columns.indexOf(column);
      expect(index, `${table}.${column}`).toBeGreaterThanOrEqual(0);
      expect(result.rows.map((row: unknown[]) => row[index])).toContain(value);
    }
  });

  it('when an admin looks for users’ e-mail addresses or names, then content holds none, and a column added later is withheld with its reason', async () => {
    for (const statement of ['select email from users', 'select first_name, last_name from content.users']) {
      expect((await refused(statement)).message, statement).toMatch(/^column "\w+" does not exist$/);
    }
    const all = await (await runSql('select * from users')).json();
    expect(all.columns).toEqual(['id', 'username', 'role', 'is_premium', 'updated_at']);

    // A column a later migration adds is not granted to the console until a migration says so.
    await sql`alter table users add column note text not null default 'hemlig'`.execute(content.db);
    try {
      for (const statement of [
        'select note from users',
        'select * from users',
        'select u from users u',
        "select count(*) from users where note like 'hem%'",
        'select username from users order by note',
        'select (select max(note) from users) as leaked from courses',
        'explain analyze select note from users',
      ]) {
        expect(await refused(statement), statement).toEqual({
          error: SqlConsoleRefusal.personalData,
          message:
            'The SQL console does not read personal data: some columns of users are withheld; ' +
            'name the columns you need instead of *',
        });
      }
    } finally {
      await sql`alter table users drop column note`.execute(content.db);
    }
    const rest = await (
      await runSql('select username, role from users join courses on courses.owner_id = users.id')
    ).json();
    expect(rest.rows).toEqual([['agneta', 'ROLE_EDUCATOR']]);
  });

  it('when the console’s role is asked what it may read in the whole database, then it is the four tables without personal data', async () => {
    // Every column of every table and view in every schema, the other services' included: a grant made by a later
    // migration (a new table, a column with a password hash or a token) shows here.
    const { rows } = await sql<{ table: string; columns: string[] }>`
      select c.relname as table, array_agg(a.attname::text order by a.attname) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind in ('r', 'v', 'm', 'p', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and has_column_privilege(${consoleRole()}, c.oid, a.attnum, 'select')
      group by n.nspname, c.relname
      order by c.relname`.execute(content.db);
    expect(rows).toEqual(
      Object.entries(READABLE_COLUMNS).map(([table, columns]) => ({ table, columns: columns.toSorted() })),
    );
  });

  it('when an admin explains a query, with or without running it, then the plan comes back', async () => {
    for (const statement of [
      'explain select * from courses join questions on questions.course_id = courses.id',
      'explain (analyze, costs off) select count(*) from options',
    ]) {
      const result = await (await runSql(statement)).json();
      expect(result, statement).toMatchObject({
        columns: ['QUERY PLAN'],
        command: 'EXPLAIN',
        truncated: false,
      });
      expect(result.rows.flat().join('\n'), statement).toMatch(/Scan/);
    }
  });

  it('when a statement starts with ";" and runs a DO block or changes the console’s role, then it is refused and the role is as it was', async () => {
    const before = await watched();
    const attempts = {
      "; do $$ begin execute 'alter role current_user password ''known'''; end $$": 'DO',
      '; alter role current_user set statement_timeout = 0': 'ALTER ROLE SET',
      ";alter role current_user password 'known'": 'ALTER ROLE',
      '; set role postgres': 'SET',
      '; reset role': 'SET',
    };
    for (const [statement, kind] of Object.entries(attempts)) {
      expect(await refused(statement)).toEqual({
        error: SqlConsoleRefusal.readOnly,
        message: `${kind}: the SQL console only reads: one SELECT (TABLE, VALUES, WITH) or EXPLAIN of one`,
      });
    }
    expect(await watched()).toEqual(before);
  });

  it('when an admin tries to change courses, questions or users, in any form, then it is refused and nothing changes, the outbox included', async () => {
    const before = await watched();
    for (const statement of [
      "update courses set display_name = 'Ändrad i konsolen'",
      "insert into questions (course_id, position, question_text, language, created_by) select id, 9, 'Ny?', 'sv', owner_id from courses",
      'delete from options',
      "merge into users using users as u on false when not matched then insert (id, username, role) values (gen_random_uuid(), 'x', 'ROLE_USER')",
      'truncate options',
      'explain analyze delete from questions',
    ]) {
      expect((await refused(statement)).error, statement).toBe(SqlConsoleRefusal.readOnly);
    }
    for (const statement of [
      "with changed as (update courses set display_name = 'Ändrad' returning id) select * from changed",
      'select * from questions where id in (with gone as (delete from questions returning id) select id from gone)',
      'explain analyze with gone as (delete from options returning 1) select count(*) from gone',
      'select * into courses_copy from courses',
      'select * from courses for update',
    ]) {
      expect((await refused(statement)).error, statement).toBe(SqlConsoleRefusal.changesData);
    }
    expect(await watched()).toEqual(before);
  });

  it('when an admin tries to make tables, temporary or not, or change the schema, then it is refused', async () => {
    for (const statement of [
      'create temp table scratch (id int)',
      'create temporary table scratch as select * from users',
      'create table x(a int)',
      'drop table courses',
      'alter table users disable trigger all',
      'create schema shadow',
      'copy courses to stdout',
      'copy courses from stdin',
    ]) {
      expect((await refused(statement)).error, statement).toBe(SqlConsoleRefusal.readOnly);
    }
    await expect(content.db.selectFrom('courses').select('id').execute()).resolves.not.toHaveLength(0);
  });

  it('when a statement calls a function that waits, builds any size asked, locks, writes or runs SQL from text, then it is refused', async () => {
    for (const statement of [
      'select pg_sleep(10)',
      "select repeat('x', 1000000000)",
      'select cardinality(array_fill(0::int8, array[130000000]))',
      'select pg_advisory_lock(1)',
      "select nextval('courses_id_seq')",
      'select lo_create(0)',
      "select pg_notify('content', 'hej')",
      "select set_config('statement_timeout', '0', false)",
      "select query_to_xml('select pg_sleep(10)', true, true, '')",
      'select pg_terminate_backend(pid) from pg_stat_activity',
    ]) {
      expect((await refused(statement)).error, statement).toBe(SqlConsoleRefusal.functionRefused);
    }
  });

  it('when a statement is not one statement, then it is refused before the database sees it', async () => {
    for (const statement of [
      'select 1; select * from sql_audit',
      'reset role; drop table courses',
      '-- nothing',
    ]) {
      expect((await refused(statement)).error, statement).toBe(SqlConsoleRefusal.oneStatement);
    }
    expect(await refusal('selec 1')).toBe('syntax error at or near "selec"');
  });

  it('when an admin reaches for secrets or service tables, then the database refuses', async () => {
    expect(await refusal('select * from auth.credentials')).toBe('permission denied for schema auth');
    expect(await refusal('select * from outbox')).toBe('permission denied for table outbox');
    expect(await refusal('select * from processed_events')).toBe(
      'permission denied for table processed_events',
    );
    expect(await refusal('select * from sql_audit')).toBe('permission denied for table sql_audit');
    expect(await refusal('select * from images')).toBe('permission denied for table images');
    expect(await refusal('select * from kysely_migration')).toBe(
      'permission denied for table kysely_migration',
    );
    expect(await refusal('select * from pg_authid')).toBe('permission denied for table pg_authid');
    expect(await refusal("select pg_read_file('/etc/passwd')")).toBe(
      'permission denied for function pg_read_file',
    );
    const whoAmI = await (await runSql('select current_user, session_user')).json();
    expect(whoAmI.rows).toEqual([[consoleRole(), consoleRole()]]);
  });

  it('when the console’s role logs in by itself, past every check of the service, then the database’s grants still let it only read', async () => {
    const client = new pg.Client({
      connectionString: sqlConsoleDatabaseUrl({
        NODE_ENV: 'test',
        DATABASE_URL: content.environment.database.url,
      }),
    });
    await client.connect();
    const denied = async (statement: string) => {
      const error = await client.query(statement).then(
        () => undefined,
        (failure: Error) => failure.message,
      );
      expect(error, statement).toBeDefined();
      return error;
    };
    try {
      await client.query('set search_path to content');
      expect((await client.query('select count(*) from courses')).rows).toEqual([{ count: '1' }]);
      expect(await denied("update courses set display_name = 'x'")).toBe(
        'permission denied for table courses',
      );
      expect(await denied('insert into users (id) values (gen_random_uuid())')).toBe(
        'permission denied for table users',
      );
      expect(await denied('delete from options')).toBe('permission denied for table options');
      expect(await denied('create temp table scratch (id int)')).toMatch(
        /^permission denied to create temporary tables in database /,
      );
      expect(await denied('create table scratch (id int)')).toBe('permission denied for schema content');
      expect(await denied('set role postgres')).toBe('permission denied to set role "postgres"');
      expect(await denied("set temp_file_limit = '1TB'")).toBe(
        'permission denied to set parameter "temp_file_limit"',
      );
      expect((await client.query('show temp_file_limit')).rows).toEqual([{ temp_file_limit: '64MB' }]);
      const { rows } = await client.query(
        `select rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolconnlimit,
                (select count(*)::int from pg_auth_members where member = r.oid) as memberships
         from pg_roles r where rolname = current_user`,
      );
      expect(rows).toEqual([
        {
          rolsuper: false,
          rolinherit: false,
          rolcreaterole: false,
          rolcreatedb: false,
          rolconnlimit: 4,
          memberships: 0,
        },
      ]);
      // Any role may change its own password and defaults; the read-only transaction the console runs in stops it.
      await client.query('begin transaction read only');
      expect(await denied("alter role current_user password 'known'")).toBe(
        'cannot execute ALTER ROLE in a read-only transaction',
      );
    } finally {
      await client.end();
    }
    // The role every database shared before (migration 20261121_1010) keeps no privilege here.
    const legacy = await sql<{ insert: boolean; select: boolean }>`
      select has_table_privilege('quizdrill_sql_console', 'content.courses', 'insert') as insert,
             has_table_privilege('quizdrill_sql_console', 'content.courses', 'select') as select`.execute(
      content.db,
    );
    expect(legacy.rows).toEqual([{ insert: false, select: false }]);
  });

  it('when a statement holds a NUL character, then it is refused and audited with the NUL written out', async () => {
    expect(await refused("select 'nul\u0000here'")).toEqual({
      error: SqlConsoleRefusal.nulCharacter,
      message: 'The statement contains a NUL character, which Postgres cannot read',
    });
    expect(await auditOf("select 'nul\\0here'")).toMatchObject([{ outcome: 'error' }]);
  });

  it('when a statement runs past the timeout, here waiting on a lock, then it is cancelled', async () => {
    const response = await runWhileCoursesLocked('select count(*) from courses /* waits */');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(TIMED_OUT);
  });

  it('when a statement would build a 900 MB value, then it is stopped before it holds the memory', async () => {
    // The console refuses repeat(), but string_agg can still build any size: the timeout is what bounds it. A value
    // grows by some 300 MB a second here, so the timeout stops it at about a third of the way, and a busy machine
    // builds less before the same timeout.
    const response = await runSql(nineHundredMegabytes('900 MB'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(TIMED_OUT);
  });

  it('when a statement spills more than 64 MB to temporary files, then it is stopped', async () => {
    // 700 rows of 100 kB pass the limit in a third of the time 100,000 rows of 2 kB took (58 ms against 170 ms at
    // load 5): the limit has to be reached well within the statement timeout on a busy machine too.
    const hundredKilobytes = `(select string_agg(kilobyte, '') from generate_series(1, 100), (select ${copies('x', 1000)} as kilobyte) as k)`;
    expect(
      await refused(
        `with rows as materialized (select filler from generate_series(1, 700), (select ${hundredKilobytes} as filler) as f) select count(*) from rows`,
      ),
    ).toEqual({
      error: SqlConsoleRefusal.tooLarge,
      message: 'The statement needed more temporary file space than the SQL console may use',
    });
  });

  it('when a statement returns 1,500 rows, then the first 1,000 come back, marked truncated', async () => {
    const result = await (await runSql('select generate_series(1, 1500) as n')).json();
    expect(result).toMatchObject({ columns: ['n'], command: 'SELECT', rowCount: null, truncated: true });
    expect(result.rows).toHaveLength(1_000);
    expect(result.rows[0]).toEqual([1]);
    expect(result.rows[999]).toEqual([1_000]);

    const exactly = await (await runSql('select generate_series(1, 1000)')).json();
    expect(exactly).toMatchObject({ rowCount: 1_000, truncated: false });
  });

  it('when a value is 30 MB, then it comes back cut to its first 10,000 bytes with a marker, and the service does not hold it', async () => {
    // Made by Postgres, so the test process never holds the value itself: only the service could.
    await sql`update courses set description = repeat('Vasa ', 6000000) where name = 'svensk-historia'`.execute(
      content.db,
    );
    expect((await runSql('select 1')).status).toBe(200);
    const before = process.memoryUsage();

    const response = await runSql("select name, description from courses where name = 'svensk-historia'");
    const text = await response.text();
    const after = process.memoryUsage();
    const grew = (key: 'rss' | 'heapUsed' | 'external') => (after[key] - before[key]) / 1_000_000;
    console.info(
      `30 MB value: answer ${text.length} bytes; service RSS ${(before.rss / 1e6).toFixed(1)} MB before, ` +
        `${(after.rss / 1e6).toFixed(1)} MB after (${grew('rss').toFixed(1)} MB, the socket's passed-over chunks ` +
        `until the next collection); JS heap ${grew('heapUsed').toFixed(1)} MB`,
    );

    expect(response.status).toBe(200);
    expect(text.length).toBeLessThan(20_000);
    const result = JSON.parse(text);
    expect(result).toMatchObject({ columns: ['name', 'description'], rowCount: 1, truncated: false });
    const [name, description] = result.rows[0];
    expect(name).toBe('svensk-historia');
    expect(description).toBe(`${'Vasa '.repeat(2000)}…[cut at 10000 of 30000000 bytes]`);
    // The value as a JavaScript string, even once, would be 30 MB of heap.
    expect(grew('heapUsed')).toBeLessThan(10);
  });

  it('when many rows are long, then rows stop at about a megabyte of answer, marked truncated', async () => {
    const response = await runSql(
      `select n, filler from generate_series(1, 1000) as n, (select ${copies('x', 5000)} as filler) as f order by n`,
    );
    const text = await response.text();
    expect(text.length).toBeLessThan(1_050_000);
    const result = JSON.parse(text);
    expect(result).toMatchObject({ command: 'SELECT', rowCount: null, truncated: true });
    expect(result.rows.length).toBeGreaterThan(150);
    expect(result.rows.length).toBeLessThan(200);
    expect(result.rows.at(-1)).toEqual([result.rows.length, 'x'.repeat(5000)]);
  });

  it('when a long value is cut, then it is cut between characters, and one of a type JSON would show stays text', async () => {
    const result = await (
      await runSql(
        `select 'x' || ${copies('åäö', 5000)} as swedish, json_build_object('text', ${copies('x', 20000)}) as doc, 'kort' as short`,
      )
    ).json();
    const [swedish, doc, short] = result.rows[0];
    // Two bytes a letter after the one-byte x: 10,000 bytes end inside the 5,000th letter, which is left out.
    expect(swedish).toBe(`x${'åäö'.repeat(1666)}å…[cut at 9999 of 30001 bytes]`);
    expect(typeof doc).toBe('string');
    expect(doc).toMatch(/^\{"text" : "x+…\[cut at 10000 of 20013 bytes\]$/);
    expect(short).toBe('kort');
  });

  it('when the database refuses a statement quoting a 3 MB value, then the message is cut too', async () => {
    const message = await refusal(
      `select (select string_agg(kilobyte, '') from generate_series(1, 3000), (select ${copies('x', 1000)} as kilobyte) as k)::int`,
    );
    expect(message.length).toBeLessThan(2_100);
    expect(message).toMatch(/^invalid input syntax for type integer: "x+…\[cut at 2000 of 3000041 bytes\]$/);
  });

  it('when values have no exact JSON form, then they come as Postgres prints them', async () => {
    const result = await (
      await runSql(
        `select 9007199254740993::bigint as big, 12.50::numeric as price, '\\x00ff'::bytea as bytes,
                date '2026-11-21' as day, timestamptz '2026-11-21 10:30:00.123456+01' as at,
                interval '1 day 2 hours' as span, 'NaN'::float8 as nan, 2.5::float8 as half,
                '{"sv": "hej"}'::jsonb as doc, array[1, 2] as list, true as yes, null as nothing`,
      )
    ).json();
    expect(result.rows).toEqual([
      [
        '9007199254740993',
        '12.50',
        '\\x00ff',
        '2026-11-21',
        '2026-11-21 09:30:00.123456+00',
        '1 day 02:00:00',
        'NaN',
        2.5,
        { sv: 'hej' },
        [1, 2],
        true,
        null,
      ],
    ]);
  });

  it('when someone other than an admin calls the console, then 401 without a token and 403 for other roles', async () => {
    const statement = 'select 1 as not_for_you';
    expect((await content.call('POST', '/admin/sql', { body: { sql: statement } })).status).toBe(401);
    for (const as of ['student', 'premium', 'educator'] as const) {
      const response = await runSql(statement, as);
      expect(response.status, as).toBe(403);
    }
    expect(await auditOf(statement)).toEqual([]);
  });

  it('when statements run, then each is audited with who, what, outcome, command, row count and duration', async () => {
    const ok = 'select name from courses /* audit ok */';
    const failed = 'drop table questions /* audit error */';
    const slow = 'select count(*) from courses /* audit timeout */';
    await runSql(ok);
    await runSql(failed);
    await runWhileCoursesLocked(slow);

    const [okRow] = await auditOf(ok);
    // Who ran it is an id (issue 44): the users replica, refreshed from auth and emptied on erasure, is the one
    // table of content's with a username.
    expect(okRow).not.toHaveProperty('username');
    expect(okRow).toMatchObject({
      user_id: admin.id,
      outcome: 'ok',
      command: 'SELECT',
      row_count: 1,
      error: null,
    });
    expect(okRow!.executed_at).toBeInstanceOf(Date);
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where table_schema = 'content' and column_name = 'username'`.execute(content.db);
    expect(rows).toEqual([{ table_name: 'users' }]);
    expect(await auditOf(failed)).toMatchObject([
      {
        outcome: 'error',
        command: null,
        row_count: null,
        error: 'DROP: the SQL console only reads: one SELECT (TABLE, VALUES, WITH) or EXPLAIN of one',
      },
    ]);
    const [timedOut] = await auditOf(slow);
    expect(timedOut).toMatchObject({ outcome: 'error', error: TIMED_OUT.message });
    // The timeout cannot fire early: the duration is at least the timeout.
    expect(timedOut!.duration_ms).toBeGreaterThanOrEqual(SQL_CONSOLE_STATEMENT_TIMEOUT_MS);
  });
});
