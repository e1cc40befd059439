// Many rows into Postgres as one array per column: `insert … select * from unnest($1::uuid[], $2::text[], …)`.
//
// A multi-row VALUES list has one parameter per cell: a consumer's batch of 500 answers is 4,000 of them, which the
// client binds one by one and Postgres parses, analyses and plans as a statement of that size, different for every
// batch size. With unnest the statement has one parameter per column whatever the batch, and both sides do less: the
// answer pipeline's writers spend about 28 % less CPU per answer (`npm run bench -- answer-writes`).
import { type RawBuilder, sql } from 'kysely';

/** Postgres element types the columns are cast to; node-postgres sends each column as an array literal. */
export type ColumnType = 'uuid' | 'text' | 'int2' | 'int4' | 'int8' | 'float8' | 'bool' | 'timestamptz';

export type ColumnTypes<Row> = { readonly [K in keyof Row & string]: ColumnType };

export interface UnnestedRows<Row> {
  /** The columns, in the order of `rows`' select: for `insertInto(…).columns(…)`. */
  columns: (keyof Row & string)[];
  /** `select * from unnest(…) as rows(…)`: for `.expression(…)`, or inside `in (…)`. */
  rows: RawBuilder<Row>;
}

/** `rows` as one array parameter per column of `types` (the columns written, each with its Postgres type). */
export function unnestRows<Row extends object>(
  rows: readonly Row[],
  types: ColumnTypes<Row>,
): UnnestedRows<Row> {
  const columns = Object.keys(types) as (keyof Row & string)[];
  const arrays = columns.map((column) => sql`${rows.map((row) => row[column])}::${sql.raw(types[column])}[]`);
  return {
    columns,
    rows: sql<Row>`select * from unnest(${sql.join(arrays)}) as rows(${sql.join(columns.map((column) => sql.ref(column)))})`,
  };
}
