// Runs one statement of the SQL console on the console's own connection, within the limits the console promises.
import pg from 'pg';
import Cursor from 'pg-cursor';
import { SQL_CONSOLE_SCHEMA } from './console-database.js';
import { MAX_ROW_BYTES } from './result-limiter.js';
import { consoleTypes } from './result-values.js';
import { consoleRefusal, leadingWords } from './statement-guard.js';

export const MAX_ROWS = 1_000;
/**
 * The rows shown are at most this many bytes as JSON. With values cut to MAX_VALUE_BYTES and rows to MAX_ROW_BYTES
 * as they arrive (result-limiter), an answer, and what the service holds while making it, stays about a megabyte.
 */
export const MAX_RESULT_BYTES = 1_000_000;
/** Rows fetched per round trip: few enough that a batch of the largest rows stays about a megabyte too. */
const BATCH_ROWS = Math.max(1, Math.floor(MAX_RESULT_BYTES / MAX_ROW_BYTES));
export const STATEMENT_TIMEOUT_MS = 5_000;
/** Only our own code runs between the statement and COMMIT; this frees the locks if it ever stalls there. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

export interface StatementResult {
  columns: string[];
  rows: unknown[][];
  /** Rows affected or returned; null when rows were left out (the total was never counted). */
  rowCount: number | null;
  command: string;
  /** Rows were left out: past MAX_ROWS, or past MAX_RESULT_BYTES. */
  truncated: boolean;
}

/** The database (or, for the few in statement-guard, the console) refused the statement; the admin sees why. */
export class StatementRefused extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'StatementRefused';
  }
}

// SET LOCAL lasts until the transaction ends, and a statement that changes these settings changes them only for
// a session that is discarded right after it.
const BEGIN = `begin;
set local search_path to ${SQL_CONSOLE_SCHEMA};
set local statement_timeout = ${STATEMENT_TIMEOUT_MS};
set local idle_in_transaction_session_timeout = ${IDLE_IN_TRANSACTION_TIMEOUT_MS};
set local timezone to 'UTC'`;

/**
 * The pg-cursor cursor, able to meet COPY: pg hands COPY's messages to the running query, and the cursor has no
 * handlers for them (an unhandled message would throw inside the socket's event handler). COPY FROM STDIN is
 * refused, so the database answers with an error; COPY TO STDOUT's data is not collected.
 */
class ConsoleCursor extends Cursor<unknown[]> {
  handleCopyInResponse(connection: pg.Connection & { sendCopyFail(message: string): void }) {
    connection.sendCopyFail('The SQL console does not read COPY data');
  }

  handleCopyData() {}
}

/**
 * The statement goes through the extended protocol (Parse/Bind/Execute), which the server refuses for more than one
 * command, and its portal is executed a few rows at a time until MAX_ROWS rows or MAX_RESULT_BYTES are shown: one
 * row past either tells there were more, and no more than that ever reaches memory, whatever the statement (a
 * SELECT, or an UPDATE … RETURNING: Postgres runs the whole command and keeps its rows on the server). Wrapping the
 * statement in `select … limit` instead would only work for SELECT and would change what the admin wrote.
 */
async function readFirstRows(client: pg.PoolClient, statement: string): Promise<StatementResult> {
  const cursor = client.query(new ConsoleCursor(statement, [], { rowMode: 'array', types: consoleTypes }));
  const read = (count: number) =>
    new Promise<{ rows: unknown[][]; result: pg.QueryResult | undefined }>((resolve, reject) =>
      cursor.read(count, (error, rows, result) => (error ? reject(error) : resolve({ rows, result }))),
    );
  const rows: unknown[][] = [];
  let bytes = 0;
  let truncated = false;
  let result: pg.QueryResult | undefined;
  reading: for (;;) {
    const wanted = Math.min(BATCH_ROWS, MAX_ROWS + 1 - rows.length);
    const batch = await read(wanted);
    result = batch.result ?? result;
    for (const row of batch.rows) {
      const size = Buffer.byteLength(JSON.stringify(row));
      if (rows.length === MAX_ROWS || bytes + size > MAX_RESULT_BYTES) {
        truncated = true;
        break reading;
      }
      rows.push(row);
      bytes += size;
    }
    // A short batch is the portal's last: its command tag has arrived.
    if (batch.rows.length < wanted) break;
  }
  // After the full result the portal is already closed; after a partial one this closes it (and runs nothing).
  await cursor.close();
  const columns = (result?.fields ?? []).map((field) => field.name);
  return {
    columns,
    rows,
    // Read over several Executes, the command tag counts only the last one's rows: what returns rows is counted here.
    rowCount: truncated ? null : columns.length > 0 ? rows.length : (result?.rowCount ?? null),
    // A cut-off result never reached its command tag; an empty statement (only a comment) has none.
    command: truncated ? commandOfRowReturning(statement) : (result?.command ?? ''),
    truncated,
  };
}

/**
 * The command a statement that returned rows was, for when its tag never arrived: a data change with RETURNING by
 * its first word, anything else (SELECT, VALUES, TABLE, WITH …) as SELECT.
 */
export function commandOfRowReturning(statement: string): string {
  const [firstWord = ''] = leadingWords(statement, 1);
  return ['insert', 'update', 'delete', 'merge'].includes(firstWord) ? firstWord.toUpperCase() : 'SELECT';
}

/**
 * Runs the statement in a transaction of its own and commits it. Whatever the database refuses comes back as
 * StatementRefused; not reaching the database is any other error. The connection is discarded afterwards, so no
 * session state a statement can leave (settings, temporary tables, advisory locks, prepared statements, an open
 * transaction) ever meets the next statement, and a failed transaction is rolled back by the server as it closes.
 */
export async function runStatement(pool: pg.Pool, statement: string): Promise<StatementResult> {
  const refusal = consoleRefusal(statement);
  if (refusal) throw new StatementRefused(refusal);
  const client = await pool.connect();
  try {
    await client.query(BEGIN);
    try {
      const result = await readFirstRows(client, statement);
      await client.query('commit');
      return result;
    } catch (error) {
      if (error instanceof pg.DatabaseError) throw new StatementRefused(error.message, { cause: error });
      throw error;
    }
  } finally {
    client.release(true);
  }
}
