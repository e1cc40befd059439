import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deepArray,
  deleteField,
  fieldPaths,
  RawJson,
  type Schema,
  toJsonText,
  validValue,
  withField,
} from './schema-values.js';
import { changedTables } from './stored-data.js';

describe('toJsonText', () => {
  it('writes raw parts as they are, numbers JSON.stringify cannot produce among them', () => {
    expect(toJsonText({ id: new RawJson('1e309'), big: [new RawJson('99999999999999999999')] })).toBe(
      '{"id":1e309,"big":[99999999999999999999]}',
    );
  });

  it('keeps a NUL of an ordinary string escaped', () => {
    expect(toJsonText({ name: 'a\u0000b' })).toBe('{"name":"a\\u0000b"}');
  });

  it('writes 5,000 levels of nesting', () => {
    const text = toJsonText({ value: deepArray });
    expect(text.startsWith('{"value":[[[')).toBe(true);
    expect(text.length).toBe('{"value":}'.length + 10_000);
  });
});

describe('values from a schema', () => {
  const course: Schema = {
    type: 'object',
    required: ['name', 'size'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 80, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
      size: { type: 'integer', minimum: 1, maximum: 10 },
      tags: { type: 'array', maxItems: 2, items: { type: 'string', format: 'uuid' } },
    },
  };

  it('generates values the schema accepts', () => {
    for (const value of fc.sample(validValue(course), { seed: 1, numRuns: 50 })) {
      const { name, size } = value as { name: string; size: number };
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(size).toBeGreaterThanOrEqual(1);
      expect(size).toBeLessThanOrEqual(10);
    }
  });

  it('lists every field, one level into arrays', () => {
    expect(fieldPaths(course).map(({ path }) => path.join('.'))).toEqual(['name', 'size', 'tags']);
  });

  it('replaces or deletes one field without touching the rest', () => {
    const value = { name: 'a', nested: { size: 1, keep: true } };
    expect(withField(value, ['nested', 'size'], 'x')).toEqual({
      name: 'a',
      nested: { size: 'x', keep: true },
    });
    expect(withField(value, ['name'], deleteField)).toEqual({ nested: { size: 1, keep: true } });
    expect(value).toEqual({ name: 'a', nested: { size: 1, keep: true } });
  });
});

describe('changedTables', () => {
  it('names the tables whose digests differ, new and gone ones too', () => {
    const before = new Map([
      ['auth.users', '3:100'],
      ['content.courses', '2:90'],
      ['quiz.answers', '0:0'],
    ]);
    const after = new Map([
      ['auth.users', '3:100'],
      ['content.courses', '2:95'],
      ['billing.customers', '1:96'],
    ]);
    expect(changedTables(before, after)).toEqual(['billing.customers', 'content.courses', 'quiz.answers']);
  });
});
