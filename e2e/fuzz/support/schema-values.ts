// Values from a route's own JSON schema (the OpenAPI document the services serve): valid ones, and the same with one
// part broken the ways the issue lists (wrong type, missing or extra field, huge string, NUL and control
// characters, deep nesting, numbers out of range or beyond a double).
import fc from 'fast-check';

/** The subset of JSON Schema the services' TypeBox schemas use. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  default?: unknown;
}

/**
 * JSON text that JSON.stringify cannot produce (`1e309`, `99999999999999999999`, 5,000 levels of nesting):
 * placed in a value, toJsonText writes it as it is.
 */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `\u0000raw:${this.text}\u0000`;
  }
}

/** JSON text of a value that may hold RawJson parts. */
export function toJsonText(value: unknown): string {
  // JSON.stringify escapes a NUL as \u0000, so the markers cannot collide with a generated string's own NUL.
  return JSON.stringify(value).replace(/"\\u0000raw:((?:[^\\"]|\\.)*)\\u0000"/g, (_match, inner: string) =>
    JSON.parse(`"${inner}"`),
  );
}

const DEEP_LEVELS = 5_000;
export const deepArray = new RawJson(`${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}`);
export const deepObject = new RawJson(`${'{"a":'.repeat(DEEP_LEVELS)}1${'}'.repeat(DEEP_LEVELS)}`);

/** Numbers a bounded field must refuse, some written as JSON text a double cannot hold. */
export const nastyNumbers: unknown[] = [
  -1,
  0,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  new RawJson('99999999999999999999'),
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('1E+400'),
  new RawJson('0.0000000000000000000000000000000000000000000001'),
];

/** C0 controls other than tab, LF and CR, which text fields refuse; and a few other awkward characters. */
const controlCharacters = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(
  (character) => !'\t\n\r'.includes(character),
);

export const nastyStrings: unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  ...controlCharacters.slice(1, 8).map((character) => `x${character}y`),
  '\u007f\u0085\u2028\u2029',
  '\ud800', // a lone surrogate: not valid UTF-8 once encoded
  '\ufeff\u200b',
  'x'.repeat(100_000),
  'å'.repeat(20_000),
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '{{7*7}}#{7*7}',
  '<script>alert(1)</script>',
  '1e309',
  '99999999999999999999',
  'null',
  'true',
];

/** A value of the wrong kind for any field. */
export const wrongTypes: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  'false',
  [],
  [null],
  {},
  { a: 1 },
  deepArray,
  deepObject,
];

const arbitraryCache = new WeakMap<Schema, fc.Arbitrary<unknown>>();

/** Values the schema accepts (as far as this subset goes: a rare generated value may still be refused). */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  const cached = arbitraryCache.get(schema);
  if (cached) return cached;
  const arbitrary = buildValid(schema);
  arbitraryCache.set(schema, arbitrary);
  return arbitrary;
}

function buildValid(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validValue));
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const value = buildTyped(schema, type);
  return schema.nullable ? fc.option(value, { nil: null, freq: 10 }) : value;
}

function buildTyped(schema: Schema, type: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? -1_000),
        max: Math.floor(schema.maximum ?? 1_000_000),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1_000,
        max: schema.maximum ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      });
    case 'object':
      return validObject(schema);
    default:
      return schema.properties ? validObject(schema) : fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: Schema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern && schema.pattern !== '\\S') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  // `\S`: at least one visible character, as the services' text fields want.
  return fc
    .string({ unit: 'grapheme', minLength: Math.max(minLength, 1), maxLength })
    .filter((value) => /\S/.test(value) && fits(value));
}

/** A value that breaks the schema's field: its wrong type, or a bad string or number for what it is. */
export function brokenValue(schema: Schema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const choices: fc.Arbitrary<unknown>[] = [fc.constantFrom(...wrongTypes)];
  if (type === 'string' || schema.enum || schema.anyOf) {
    choices.push(fc.constantFrom(...nastyStrings));
    // A valid value with a control character inside: what a form field pasted from elsewhere may hold.
    choices.push(
      fc
        .tuple(validValue(schema), fc.constantFrom(...controlCharacters), fc.nat())
        .map(([valid, control, at]) => spliced(String(valid), control, at)),
    );
  }
  if (type === 'integer' || type === 'number') choices.push(fc.constantFrom(...nastyNumbers));
  if (type === 'array') {
    choices.push(fc.constant(Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => ({}))));
  }
  return fc.oneof(...choices);
}

function spliced(value: string, insert: string, at: number): string {
  const index = value.length === 0 ? 0 : at % (value.length + 1);
  return `${value.slice(0, index)}${insert}${value.slice(index)}`;
}

/** Every path to a field in a schema (object properties, one level into arrays), with its schema. */
export function fieldPaths(schema: Schema, prefix: (string | number)[] = [], depth = 0): FieldPath[] {
  if (depth > 4) return [];
  const paths: FieldPath[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    paths.push({ path, schema: child, required: schema.required?.includes(key) ?? false });
    paths.push(...fieldPaths(child, path, depth + 1));
  }
  if (schema.items) paths.push(...fieldPaths(schema.items, [...prefix, 0], depth + 1));
  return paths;
}

export interface FieldPath {
  path: (string | number)[];
  schema: Schema;
  required: boolean;
}

/** A copy of `value` with the field at `path` set (or deleted when `replacement` is `deleteField`). */
export const deleteField = Symbol('delete');
export function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
  // A field inside an optional part the value left out stays out.
  if (!(head in copy) && rest.length > 0) return value;
  if (rest.length === 0 && replacement === deleteField) delete copy[head];
  else copy[head] = withField(copy[head], rest, replacement);
  return copy;
}
