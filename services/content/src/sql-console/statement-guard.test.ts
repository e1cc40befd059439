import { describe, expect, it } from 'vitest';
import { consoleRefusal } from './statement-guard.js';

describe('statements the console refuses itself', () => {
  it.each([
    "alter role current_user password 'known'",
    'ALTER USER quizdrill_sql_console SET statement_timeout = 0',
    '-- quietly\n  alter role current_user set search_path = public',
    'alter /* a /* nested */ comment */ role current_user password null',
    "do $$ begin execute 'alter role current_user password ''known'''; end $$",
    'DO LANGUAGE plpgsql $$ begin null; end $$',
    "select 'a\u0000b'",
  ])('%j is refused', (statement) => {
    expect(consoleRefusal(statement)).toEqual(expect.any(String));
  });

  it.each([
    'select * from users',
    "select 'do' as word",
    'alter table courses add column secret text',
    "update users set role = 'ROLE_ADMIN' where username = 'do'",
    '/* alter role */ select 1',
  ])('%j is left to the database', (statement) => {
    expect(consoleRefusal(statement)).toBeUndefined();
  });
});
