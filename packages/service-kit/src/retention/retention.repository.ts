// The statement most retention rules come down to: remove a batch of a table's rows whose time is before a cutoff.
import { sql } from 'kysely';
import type { ServiceDatabase } from '../db/service-kit-migrations.js';

/**
 * Removes up to `limit` rows of `table` whose `column` is before `cutoff`, and answers how many went. Rows are
 * picked by their physical address (ctid), so any table works whatever its key; index `column` on a large table.
 * `table` and `column` are the service's own names, never a user's input.
 */
export async function removeRowsBefore(
  db: ServiceDatabase,
  table: string,
  column: string,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const result = await sql`
    delete from ${sql.table(table)} where ctid = any(array(
      select ctid from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff} limit ${limit}
    ))`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** A rule over one table's time column, the common case. */
export function rowsBefore(db: ServiceDatabase, table: string, column: string) {
  return (cutoff: Date, limit: number) => removeRowsBefore(db, table, column, cutoff, limit);
}
