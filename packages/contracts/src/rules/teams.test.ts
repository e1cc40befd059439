import { describe, expect, it } from 'vitest';
import { displayJoinCode, isWellFormedJoinCode, normalizeJoinCode, splitMemberList } from './teams.js';

describe('join codes as people type them', () => {
  it('when a code is typed in lower case, with a dash or spaces, then it is the same code', () => {
    for (const typed of ['abcd-2345', ' ABCD 2345 ', 'abcd2345', 'AbCd-23-45']) {
      expect(normalizeJoinCode(typed)).toBe('ABCD2345');
    }
    expect(displayJoinCode('ABCD2345')).toBe('ABCD-2345');
  });

  it('when a code has a look-alike character or the wrong length, then it cannot be one', () => {
    expect(isWellFormedJoinCode('ABCD2345')).toBe(true);
    for (const code of ['ABCD234O', 'ABCD2341', 'ABCDI345', 'ABCD234', 'ABCD23456', '']) {
      expect(isWellFormedJoinCode(code)).toBe(false);
    }
  });
});

describe('a pasted list of members', () => {
  it('when names come a line each, or a row of a spreadsheet, then each is an entry with its line', () => {
    expect(splitMemberList('anna\r\nbo@skola.se, cia;  \n\n\tdan\tEva Ek')).toEqual([
      { line: 1, text: 'anna' },
      { line: 2, text: 'bo@skola.se' },
      { line: 2, text: 'cia' },
      { line: 4, text: 'dan' },
      { line: 4, text: 'Eva Ek' },
    ]);
  });
});
