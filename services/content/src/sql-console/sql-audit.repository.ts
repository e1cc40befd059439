// The SQL console's audit trail, written with the service's own connections (the console's role cannot read it).
import type { Kysely } from 'kysely';
import type { ContentTables } from '../db/tables.js';

export interface AuditOutcome {
  outcome: 'ok' | 'error';
  command: string | null;
  rowCount: number | null;
  error: string | null;
  durationMs: number;
}

/** What a row says until its outcome is written: the service stopped while the statement ran. */
export const UNFINISHED = 'no outcome recorded: the service stopped while the statement ran';

/** Written before the statement runs, so no statement ever runs unaudited. */
export async function recordStatement(
  db: Kysely<ContentTables>,
  entry: { userId: string; statement: string },
): Promise<number> {
  const { id } = await db
    .insertInto('sql_audit')
    .values({
      user_id: entry.userId,
      // Postgres text cannot hold NUL; such a statement is refused, and audited with the NUL written out.
      statement: entry.statement.replaceAll('\0', '\\0'),
      outcome: 'error',
      error: UNFINISHED,
      duration_ms: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function recordOutcome(db: Kysely<ContentTables>, id: number, outcome: AuditOutcome) {
  await db
    .updateTable('sql_audit')
    .set({
      outcome: outcome.outcome,
      command: outcome.command,
      row_count: outcome.rowCount,
      error: outcome.error,
      duration_ms: outcome.durationMs,
    })
    .where('id', '=', id)
    .execute();
}
