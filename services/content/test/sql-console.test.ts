// The admin SQL console: what an admin may read and change, what the database refuses, its limits and its audit.
import { devAccount } from '@quizdrill/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountName, type ContentUnderTest, startContent } from './support.js';

const admin = devAccount('admin');
const OWNER = '0c0ffee0-0000-4000-8000-000000000001';

describe('admin SQL console', () => {
  let content: ContentUnderTest;

  const runSql = (statement: string, as: AccountName = 'admin') =>
    content.call('POST', '/admin/sql', { as, body: { sql: statement } });

  async function refusal(statement: string) {
    const response = await runSql(statement);
    const body = await response.json();
    expect(response.status, statement).toBe(400);
    expect(body.message).toBe(body.error);
    return body.error as string;
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
      .values({ id: OWNER, username: 'agneta', email: 'agneta@skola.example', role: 'ROLE_EDUCATOR' })
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
      users: ['username', 'agneta'],
      courses: ['name', 'svensk-historia'],
      questions: ['question_text', 'När blev Gustav Vasa kung?'],
      options: ['text', '1523'],
    };
    for (const [table, [column, value]] of Object.entries(expected)) {
      const response = await runSql(`select * from ${table}`);
      expect(response.status, table).toBe(200);
      const result = await response.json();
      expect(result).toMatchObject({ command: 'SELECT', truncated: false, rowCount: result.rows.length });
      const index = result.columns.indexOf(column);
      expect(index, `${table}.${column}`).toBeGreaterThanOrEqual(0);
      expect(result.rows.map((row: unknown[]) => row[index])).toContain(value);
    }
  });

  it('when an admin inserts, updates and deletes in those tables, then the database changes', async () => {
    const userId = '0c0ffee0-0000-4000-8000-000000000002';
    const inserted = await runSql(
      `insert into users (id, username, email, role) values ('${userId}', 'bertil', 'bertil@skola.example', 'ROLE_USER')`,
    );
    expect(await inserted.json()).toEqual({
      columns: [],
      rows: [],
      rowCount: 1,
      command: 'INSERT',
      truncated: false,
    });

    const course = await (
      await runSql(
        `insert into courses (name, display_name, description, language, owner_id)
         values ('konsolkurs', 'Konsolkurs', 'Skapad i SQL-konsolen', 'sv', '${userId}') returning id`,
      )
    ).json();
    expect(course).toMatchObject({ columns: ['id'], command: 'INSERT', rowCount: 1 });
    const courseId = course.rows[0][0] as number;
    const question = await (
      await runSql(
        `insert into questions (course_id, position, question_text, language, created_by)
         values (${courseId}, 0, 'Vad heter Sveriges huvudstad?', 'sv', '${userId}') returning id`,
      )
    ).json();
    const questionId = question.rows[0][0] as number;
    const options = await runSql(
      `insert into options (question_id, label, text, is_correct)
       values (${questionId}, 'A', 'Stockholm', true), (${questionId}, 'B', 'Göteborg', false)`,
    );
    expect(await options.json()).toMatchObject({ command: 'INSERT', rowCount: 2 });

    const updated = await runSql(
      `update options set text = 'Malmö' where question_id = ${questionId} and label = 'B'`,
    );
    expect(await updated.json()).toMatchObject({ command: 'UPDATE', rowCount: 1 });
    const renamed = await runSql(`update users set first_name = 'Bertil' where id = '${userId}'`);
    expect(await renamed.json()).toMatchObject({ command: 'UPDATE', rowCount: 1 });
    expect(
      await content.db
        .selectFrom('options')
        .select(['label', 'text'])
        .where('question_id', '=', questionId)
        .orderBy('label')
        .execute(),
    ).toEqual([
      { label: 'A', text: 'Stockholm' },
      { label: 'B', text: 'Malmö' },
    ]);

    const deleted = await runSql(`delete from courses where id = ${courseId}`);
    expect(await deleted.json()).toMatchObject({ command: 'DELETE', rowCount: 1 });
    expect(
      await content.db.selectFrom('questions').where('id', '=', questionId).selectAll().execute(),
    ).toEqual([]);
    const gone = await runSql(`delete from users where id = '${userId}'`);
    expect(await gone.json()).toMatchObject({ command: 'DELETE', rowCount: 1 });
  });

  it('when a statement breaks a constraint, then the database message comes back and nothing changes', async () => {
    expect(
      await refusal(
        `insert into options (question_id, label, text, is_correct) values (999999, 'A', 'x', true)`,
      ),
    ).toMatch(/violates foreign key constraint/);
    expect(await refusal('select * from no_such_table')).toBe('relation "no_such_table" does not exist');
    expect(await refusal('selec 1')).toBe('syntax error at or near "selec"');
  });

  it('when an admin tries DDL, then the database refuses it, since the console owns nothing', async () => {
    expect(await refusal('create table x(a int)')).toBe('permission denied for schema content');
    expect(await refusal('create table public.x(a int)')).toBe('permission denied for schema public');
    expect(await refusal('drop table courses')).toBe('must be owner of table courses');
    expect(await refusal('alter table courses add column secret text')).toBe(
      'must be owner of table courses',
    );
    expect(await refusal('alter table users disable trigger all')).toBe('must be owner of table users');
    expect(await refusal('truncate options')).toBe('permission denied for table options');
    expect(await refusal('create schema shadow')).toMatch(/^permission denied for database /);
    expect(await refusal("select setval('courses_id_seq', 1)")).toBe(
      'permission denied for sequence courses_id_seq',
    );
    await expect(content.db.selectFrom('courses').select('id').execute()).resolves.not.toHaveLength(0);
  });

  it('when an admin reaches for secrets or service tables, then the database refuses', async () => {
    expect(await refusal('select * from auth.credentials')).toBe('permission denied for schema auth');
    expect(await refusal('select * from outbox')).toBe('permission denied for table outbox');
    expect(await refusal('select * from processed_events')).toBe(
      'permission denied for table processed_events',
    );
    expect(await refusal('select * from sql_audit')).toBe('permission denied for table sql_audit');
    expect(await refusal('delete from sql_audit')).toBe('permission denied for table sql_audit');
    expect(await refusal('select * from images')).toBe('permission denied for table images');
    expect(await refusal('select * from kysely_migration')).toBe(
      'permission denied for table kysely_migration',
    );
    expect(await refusal('select * from pg_authid')).toBe('permission denied for table pg_authid');
    expect(await refusal("select pg_read_file('/etc/passwd')")).toBe(
      'permission denied for function pg_read_file',
    );
  });

  it('when a statement tries to change role or smuggle a second statement, then it is refused or harmless', async () => {
    expect(await refusal('set role postgres')).toBe('permission denied to set role "postgres"');
    expect(await refusal('set session authorization postgres')).toMatch(
      /^permission denied to set session authorization/,
    );
    expect(await refusal('reset role; drop table courses')).toBe(
      'cannot insert multiple commands into a prepared statement',
    );
    expect(await refusal('select 1; select * from sql_audit')).toBe(
      'cannot insert multiple commands into a prepared statement',
    );

    // Any role may change its own password and defaults; the console does not let the admin do it to its role.
    expect(await refusal("alter role current_user password 'known'")).toBe(
      'The SQL console does not change roles',
    );
    expect(await refusal("do $$ begin execute 'alter role current_user password ''known'''; end $$")).toBe(
      'The SQL console does not run DO blocks',
    );

    const reset = await runSql('reset role');
    expect(reset.status).toBe(200);
    const whoAmI = await (await runSql('select current_user, session_user')).json();
    expect(whoAmI.rows).toEqual([['quizdrill_sql_console', 'quizdrill_sql_console']]);
    expect(await refusal('drop table courses')).toBe('must be owner of table courses');
  });

  it('when a statement copies from or to the client, then the service stays up and holds its limits', async () => {
    expect(await refusal('copy courses from stdin')).toMatch(/The SQL console does not read COPY data/);
    const copied = await runSql('copy courses to stdout');
    expect(await copied.json()).toMatchObject({ command: 'COPY', rows: [] });
    expect((await runSql('select 1')).status).toBe(200);
  });

  it('when a statement holds a NUL character, then it is refused and audited with the NUL written out', async () => {
    expect(await refusal("select 'nul\u0000here'")).toBe(
      'The statement contains a NUL character, which Postgres cannot read',
    );
    expect(await auditOf("select 'nul\\0here'")).toMatchObject([{ outcome: 'error' }]);
  });

  it('when a statement runs longer than 5 s, then it is cancelled and the timeout comes back', async () => {
    // A setting changed by one statement never reaches the next: each runs on a fresh connection.
    expect((await runSql('set statement_timeout = 0')).status).toBe(200);
    const started = Date.now();
    expect(await refusal('select pg_sleep(10)')).toBe('canceling statement due to statement timeout');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(4_500);
    expect(elapsed).toBeLessThan(8_000);
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

  it('when a data change returns more than 1,000 rows, then all of it is done and 1,000 rows come back', async () => {
    const inserted = await (
      await runSql(
        `insert into users (id, username, email, role)
         select gen_random_uuid(), 'bulk-' || n, 'bulk-' || n || '@skola.example', 'ROLE_USER'
         from generate_series(1, 1200) as n returning username`,
      )
    ).json();
    expect(inserted).toMatchObject({
      columns: ['username'],
      command: 'INSERT',
      rowCount: null,
      truncated: true,
    });
    expect(inserted.rows).toHaveLength(1_000);
    const bulk = () =>
      content.db.selectFrom('users').select('id').where('username', 'like', 'bulk-%').execute();
    expect(await bulk()).toHaveLength(1_200);

    const deleted = await (await runSql("delete from users where username like 'bulk-%'")).json();
    expect(deleted).toMatchObject({ command: 'DELETE', rowCount: 1_200 });
    expect(await bulk()).toHaveLength(0);
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
    const response = await runSql("select n, repeat('x', 5000) as filler from generate_series(1, 1000) as n");
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
        "select 'x' || repeat('åäö', 5000) as swedish, json_build_object('text', repeat('x', 20000)) as doc, 'kort' as short",
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
    const message = await refusal("select repeat('x', 3000000)::int");
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
    const slow = 'select pg_sleep(6) /* audit timeout */';
    await runSql(ok);
    await runSql(failed);
    await runSql(slow);

    const [okRow] = await auditOf(ok);
    expect(okRow).toMatchObject({
      user_id: admin.id,
      username: 'admin',
      outcome: 'ok',
      command: 'SELECT',
      row_count: 1,
      error: null,
    });
    expect(okRow!.executed_at).toBeInstanceOf(Date);
    expect(await auditOf(failed)).toMatchObject([
      { outcome: 'error', command: null, row_count: null, error: 'must be owner of table questions' },
    ]);
    const [timedOut] = await auditOf(slow);
    expect(timedOut).toMatchObject({
      outcome: 'error',
      error: 'canceling statement due to statement timeout',
    });
    expect(timedOut!.duration_ms).toBeGreaterThanOrEqual(4_500);
  });
});
