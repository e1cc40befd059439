import { describe, expect, it } from 'vitest';
import { commandOfRowReturning } from './run-statement.js';

describe('the command of a statement whose rows were cut off', () => {
  it.each([
    ['select * from courses', 'SELECT'],
    ['  VALUES (1), (2)', 'SELECT'],
    ['(select 1) union (select 2)', 'SELECT'],
    ['with recent as (select 1) select * from recent', 'SELECT'],
    ['update options set text = upper(text) returning *', 'UPDATE'],
    ['-- all of them\n  DELETE from users returning id', 'DELETE'],
    ['/* copy */ insert into users select * from users returning id', 'INSERT'],
    ['merge into users using users as u on false when not matched then do nothing returning *', 'MERGE'],
  ])('%j was %s', (statement, command) => {
    expect(commandOfRowReturning(statement)).toBe(command);
  });
});
