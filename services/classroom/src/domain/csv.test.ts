import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('CSV for Swedish Excel', () => {
  it('when rows are written, then UTF-8 with a byte-order mark, semicolons and CRLF', () => {
    expect(
      toCsv([
        ['Namn', 'Poäng'],
        ['Åsa', 1500],
      ]),
    ).toBe('\uFEFFNamn;Poäng\r\nÅsa;1500\r\n');
  });

  it('when a cell holds a separator, a quote or a line break, then it is quoted', () => {
    expect(toCsv([['a;b', 'say "hi"', 'two\nlines', null]])).toBe(
      '\uFEFF"a;b";"say ""hi""";"two\nlines";\r\n',
    );
  });

  it('when text starts like a formula, then an apostrophe keeps Excel from running it', () => {
    expect(toCsv([['=SUM(A1)', '+46', '-x', '@me', 'ok=1']])).toBe("\uFEFF'=SUM(A1);'+46;'-x;'@me;ok=1\r\n");
    expect(toCsv([[-5]])).toBe('\uFEFF-5\r\n');
  });
});
