import { describe, expect, it } from 'vitest';
import { checkFormField, findControlCharacter, jsonNestsDeeperThan } from './input-guards.js';

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":[2]}]}', 3, true],
    ['"[[[[[["', 1, false],
    ['["\\"[[[["]', 1, false],
    [`${'['.repeat(5000)}${']'.repeat(5000)}`, 32, true],
  ])('when %s is checked against %i levels, then %s', (text, limit, deeper) => {
    expect(jsonNestsDeeperThan(text, limit)).toBe(deeper);
  });
});

describe('findControlCharacter', () => {
  it('when text has only tab, line feed and carriage return, then nothing is found', () => {
    expect(findControlCharacter({ a: 'x\ty\r\nz', b: [1, true, null, 'ok'] }, 'body')).toBeUndefined();
  });

  it.each([
    [{ a: 'x\u0000' }, 'body/a'],
    [[{ b: ['ok', '\u001b[0m'] }], 'body/0/b/1'],
    [{ 'key\u0007': 'ok' }, 'body'],
    ['\u000b', 'body'],
  ])('when %j is checked, then %s is named', (value, path) => {
    expect(findControlCharacter(value, 'body')).toBe(path);
  });

  it('when the body is a Buffer, then it is not looked into', () => {
    expect(findControlCharacter(Buffer.from([0, 1, 2]), 'body')).toBeUndefined();
  });
});

describe('checkFormField', () => {
  it('when a field carries JSON with an escaped NUL, then it is refused naming where', () => {
    expect(() => checkFormField('options', JSON.stringify(['a', 'b\u0000']))).toThrow('body/options/1');
  });

  it('when a field is plain text with newlines, then it passes', () => {
    expect(() => checkFormField('questionText', 'Vad är\n2 + 2?')).not.toThrow();
  });
});
