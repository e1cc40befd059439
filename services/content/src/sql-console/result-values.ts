// How the console turns Postgres values into JSON: what JSON cannot carry exactly comes as Postgres's own text.
import pg from 'pg';
import { isCutValue } from './result-limiter.js';

const { builtins } = pg.types;

/**
 * Dates and times as Postgres prints them (in UTC, see runStatement): a JavaScript Date would shift a `date` by
 * the process's time zone and drop microseconds. bytea as its `\x…` hex text instead of a Buffer's JSON, and
 * intervals as text instead of an object. Their array types too.
 */
const AS_TEXT = new Set<number>([
  builtins.BYTEA,
  builtins.DATE,
  builtins.TIMESTAMP,
  builtins.TIMESTAMPTZ,
  builtins.INTERVAL,
  1001, // bytea[]
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
]);
const FLOATS = new Set<number>([builtins.FLOAT4, builtins.FLOAT8]);

const asText = (value: string) => value;
/** JSON has no NaN or Infinity: those stay text ('NaN', 'Infinity'), every other float is a number. */
const asFloat = (value: string) => {
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
};

function parserFor(oid: number, format: 'text' | 'binary'): (value: string) => unknown {
  if (AS_TEXT.has(oid)) return asText;
  if (FLOATS.has(oid)) return asFloat;
  return pg.types.getTypeParser(oid, format);
}

/**
 * pg's parsers for the rest: bigint and numeric stay strings (exact beyond 2^53), json is parsed, arrays become
 * arrays, booleans and small integers their JSON selves. A value that arrived cut (see result-limiter) is no
 * longer what its type can parse: it stays the text it is, marker and all.
 */
export const consoleTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parse = parserFor(oid, format ?? 'text');
    return (value: string) => (isCutValue(value) ? value : parse(value));
  },
};
