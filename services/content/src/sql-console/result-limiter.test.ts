import { describe, expect, it } from 'vitest';
import { isCutValue, utf8Prefix } from './result-limiter.js';

describe('utf8Prefix', () => {
  it.each([
    ['ends on a whole ASCII letter', Buffer.from('Vasa'), 'Vasa'],
    ['ends on a whole two-byte letter', Buffer.from('blåbär'), 'blåbär'],
    ['ends inside a two-byte letter', Buffer.from('blå').subarray(0, 3), 'bl'],
    ['ends inside a three-byte character', Buffer.from('a…').subarray(0, 3), 'a'],
    ['ends inside a four-byte character', Buffer.from('a🦌').subarray(0, 4), 'a'],
    ['ends on a whole four-byte character', Buffer.from('a🦌'), 'a🦌'],
    ['is empty', Buffer.alloc(0), ''],
  ])('when the bytes %s, then no part of a character is left', (_case, bytes, text) => {
    expect(utf8Prefix(bytes).toString('utf8')).toBe(text);
  });
});

describe('isCutValue', () => {
  it('when a value ends with the cut marker, then it was cut; otherwise not', () => {
    expect(isCutValue('Vasa Vasa…[cut at 10000 of 30000000 bytes]')).toBe(true);
    expect(isCutValue('{"sv": "hej"}')).toBe(false);
    expect(isCutValue('cut at 10 of 20 bytes]')).toBe(false);
  });
});
