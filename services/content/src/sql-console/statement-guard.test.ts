import { SqlConsoleRefusal } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatement, statementKind } from './statement-guard.js';

const codeOf = async (statement: string) => {
  const check = await checkStatement(statement);
  return check.accepted ? check.command : check.code;
};

describe('what the SQL console runs', () => {
  it.each([
    ['select * from users', 'SELECT'],
    ['  TABLE courses', 'SELECT'],
    ['values (1), (2)', 'SELECT'],
    ['(select 1) union (select 2)', 'SELECT'],
    ['with recent as (select * from courses) select name from recent', 'SELECT'],
    ['with recursive n(i) as (select 1 union all select i + 1 from n where i < 5) select * from n', 'SELECT'],
    ["select 'do' as word, 'delete from users' as text -- ; drop table users", 'SELECT'],
    ['/* alter role */ select count(*) filter (where true) from questions;', 'SELECT'],
    ['explain select * from options', 'EXPLAIN'],
    ['explain (analyze, format json) select * from options', 'EXPLAIN'],
    ["select string_agg(name, ', ') from courses", 'SELECT'],
  ])('when the statement is %j, then it runs as %s', async (statement, command) => {
    expect(await checkStatement(statement)).toEqual({ accepted: true, command });
  });
});

describe('what the SQL console refuses, and why', () => {
  it.each([
    ';',
    '-- only a comment',
    'select 1; select 2',
    "select 1; alter role current_user password 'known'",
  ])('when %j is not exactly one statement, then it is refused', async (statement) => {
    expect(await codeOf(statement)).toBe(SqlConsoleRefusal.oneStatement);
  });

  it.each([
    // A leading `;` is an empty statement the parser drops: these are one statement each, and none a SELECT.
    ["; do $$ begin execute 'alter role current_user password ''known'''; end $$", 'DO'],
    ['; alter role current_user set statement_timeout = 0', 'ALTER ROLE SET'],
    ["alter user current_user password 'known'", 'ALTER ROLE'],
    ['create temp table scratch (id int)', 'CREATE'],
    ['create table scratch as select * from users', 'CREATE TABLE AS'],
    ["update courses set name = 'x'", 'UPDATE'],
    ['insert into users default values', 'INSERT'],
    ['delete from options', 'DELETE'],
    ['set statement_timeout = 0', 'SET'],
    ['set role postgres', 'SET'],
    ['reset role', 'SET'],
    ['set transaction read write', 'SET'],
    ['copy courses to stdout', 'COPY'],
    ['begin', 'TRANSACTION'],
    ['lock table courses', 'LOCK'],
    ['show work_mem', 'SHOW'],
    ['explain analyze delete from courses', 'EXPLAIN of DELETE'],
    ['explain insert into users default values', 'EXPLAIN of INSERT'],
  ])('when the statement is %j, then it is refused as not reading (%s)', async (statement, kind) => {
    const check = await checkStatement(statement);
    expect(check).toMatchObject({
      accepted: false,
      code: SqlConsoleRefusal.readOnly,
      message: expect.stringMatching(new RegExp(`^${kind}: `)),
    });
  });

  it.each([
    'with gone as (delete from courses returning id) select count(*) from gone',
    'select * from users where id in (with moved as (update users set role = role returning id) select id from moved)',
    'explain analyze with gone as (delete from options returning 1) select * from gone',
    'select * into scratch from users',
    'select * from courses for update',
    'select * from courses for share skip locked',
  ])('when %j would write or lock, then it is refused', async (statement) => {
    expect(await codeOf(statement)).toBe(SqlConsoleRefusal.changesData);
  });

  it.each([
    'select pg_sleep(10)',
    "select pg_catalog.pg_sleep_for(interval '10 s')",
    'select * from courses where pg_sleep(1) is null',
    'select 1 from rows from (pg_sleep(1))',
    'explain analyze select pg_sleep(1)',
    "select repeat('x', 1000000000)",
    "select length(lpad('', 1000000000, 'x'))",
    'select cardinality(array_fill(0::int8, array[130000000]))',
    "select format('%1000000000s', '')",
    'select pg_advisory_lock(1)',
    'select pg_try_advisory_xact_lock(1)',
    "select nextval('courses_id_seq')",
    'select lo_create(0)',
    "select lo_from_bytea(0, 'x')",
    "select pg_notify('content', 'hello')",
    "select set_config('work_mem', '1GB', true)",
    'select pg_terminate_backend(pid) from pg_stat_activity',
    "select query_to_xml('select pg_sleep(10)', true, true, '')",
    "select ts_stat('select to_tsvector(name) from courses')",
  ])(
    'when %j calls a function that waits, builds any size asked, locks, writes or runs SQL text, then it is refused',
    async (statement) => {
      expect(await codeOf(statement)).toBe(SqlConsoleRefusal.functionRefused);
    },
  );

  it('when a statement holds a NUL character, then it is refused before anything reads past it', async () => {
    expect(await codeOf('select 1\u0000; delete from users')).toBe(SqlConsoleRefusal.nulCharacter);
  });

  it('when a statement is not SQL, then the parser’s message is the reason, as the database would give it', async () => {
    expect(await checkStatement('selec 1')).toEqual({
      accepted: false,
      code: 'syntax error at or near "selec"',
      message: 'syntax error at or near "selec"',
    });
  });
});

describe('statementKind', () => {
  it.each([
    ['DoStmt', 'DO'],
    ['AlterRoleStmt', 'ALTER ROLE'],
    ['CreateTableAsStmt', 'CREATE TABLE AS'],
    ['VariableSetStmt', 'SET'],
  ])('when the node is %s, then it reads %s', (node, kind) => {
    expect(statementKind(node)).toBe(kind);
  });
});
