// The statements retention rules come down to: remove a batch of a table's rows, chosen by a time before a cutoff
// or by a query of the rule's own.
import { type Expression, type QueryExecutorProvider, sql } from 'kysely';
import type { ServiceDatabase } from '../db/service-kit-migrations.js';

/** Select this in a batch query for `removePickedRows`: the row's physical address, so any table works. */
export const rowAddress = sql<string>`ctid`.as('ctid');

/**
 * Removes the rows of `table` that `batch` picks (a query selecting `rowAddress`, limited to one batch) and answers
 * how many went. `table` is the service's own name, never a user's input.
 */
export async function removePickedRows(
  db: QueryExecutorProvider,
  table: string,
  batch: Expression<unknown>,
): Promise<number> {
  const result = await sql`delete from ${sql.table(table)} where ctid = any(array(${batch}))`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Removes up to `limit` rows of `table` whose `column` is before `cutoff`, and answers how many went. Index
 * `column` on a large table. `table` and `column` are the service's own names, never a user's input.
 */
export function removeRowsBefore(
  db: ServiceDatabase,
  table: string,
  column: string,
  cutoff: Date,
  limit: number,
): Promise<number> {
  return removePickedRows(
    db,
    table,
    sql`select ctid from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff} limit ${limit}`,
  );
}

/** A rule over one table's time column, the common case. */
export function rowsBefore(db: ServiceDatabase, table: string, column: string) {
  return (cutoff: Date, limit: number) => removeRowsBefore(db, table, column, cutoff, limit);
}
