// Runs one statement of the SQL console on the console's own connection, within the limits the console promises.
import { SQL_CONSOLE_STATEMENT_TIMEOUT_MS, SqlConsoleRefusal } from '@quizdrill/contracts';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { SQL_CONSOLE_SCHEMA } from './console-database.js';
import { MAX_ROW_BYTES } from './result-limiter.js';
import { consoleTypes } from './result-values.js';
import { checkStatement } from './statement-guard.js';

export const MAX_ROWS = 1_000;
/**
 * The rows shown are at most this many bytes as JSON. With values cut to MAX_VALUE_BYTES and rows to MAX_ROW_BYTES
 * as they arrive (result-limiter), an answer, and what the service holds while making it, stays about a megabyte.
 */
export const MAX_RESULT_BYTES = 1_000_000;
/** Rows fetched per round trip: few enough that a batch of the largest rows stays about a megabyte too. */
const BATCH_ROWS = Math.max(1, Math.floor(MAX_RESULT_BYTES / MAX_ROW_BYTES));
/** Only our own code runs between the statement and COMMIT; this frees the locks if it ever stalls there. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
/**
 * What one sort or hash may hold before it spills to a temporary file (Postgres's default, fixed here so a role or
 * database default cannot raise it). Spilled files are bounded by the role's temp_file_limit (the migration).
 */
const WORK_MEM = '4MB';

export interface StatementResult {
  columns: string[];
  rows: unknown[][];
  /** Rows affected or returned; null when rows were left out (the total was never counted). */
  rowCount: number | null;
  command: string;
  /** Rows were left out: past MAX_ROWS, or past MAX_RESULT_BYTES. */
  truncated: boolean;
}

/**
 * The console (statement-guard) or the database refused the statement; the admin sees why. `code` is a
 * SqlConsoleRefusal, or the database's message itself.
 */
export class StatementRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'StatementRefused';
  }
}

/**
 * The console's transaction: read only, so no write, DDL or ALTER ROLE runs even if the statement check and the
 * grants both missed one. SET LOCAL lasts until the transaction ends, and the statement cannot change these (SET and
 * set_config are refused). Postgres cannot cap one statement's memory; what it offers instead: the statement
 * timeout, which bounds what a statement can build (a value grows by about 300 MB a second here, and no value can
 * pass 1 GB), work_mem for each sort and hash, no parallel workers (each would build as much again), no JIT
 * compilation, and, from the role, temp_file_limit for what spills to disk. The parser must read the statement as
 * the server does: standard_conforming_strings decides what a backslash in a quoted string means.
 */
const BEGIN = `begin transaction read only;
set local search_path to ${SQL_CONSOLE_SCHEMA};
set local statement_timeout = ${SQL_CONSOLE_STATEMENT_TIMEOUT_MS};
set local idle_in_transaction_session_timeout = ${IDLE_IN_TRANSACTION_TIMEOUT_MS};
set local work_mem = '${WORK_MEM}';
set local max_parallel_workers_per_gather = 0;
set local jit = off;
set local standard_conforming_strings = on;
set local timezone to 'UTC'`;

/**
 * The pg-cursor cursor, able to meet COPY: pg hands COPY's messages to the running query, and the cursor has no
 * handlers for them (an unhandled message would throw inside the socket's event handler and end the process). The
 * statement check lets no COPY through; should one ever reach the connection, COPY FROM STDIN is refused, so the
 * database answers with an error, and COPY TO STDOUT's data is not collected.
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
async function readFirstRows(
  client: pg.PoolClient,
  statement: string,
  command: string,
): Promise<StatementResult> {
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
    // A cut-off result never reached its command tag.
    command: truncated ? command : (result?.command ?? command),
    truncated,
  };
}

/** Postgres's codes for what stopped a statement at one of the console's bounds. */
const BOUND_REACHED: Readonly<Record<string, { code: string; message: string }>> = {
  // query_canceled: only the statement timeout cancels a console statement.
  '57014': {
    code: SqlConsoleRefusal.timeout,
    message: `The statement ran longer than the SQL console's ${SQL_CONSOLE_STATEMENT_TIMEOUT_MS} ms and was cancelled`,
  },
  // configuration_limit_exceeded: temp_file_limit.
  '53400': {
    code: SqlConsoleRefusal.tooLarge,
    message: 'The statement needed more temporary file space than the SQL console may use',
  },
};

/**
 * The console's tables it reads by column grants (migration 20261216_1000_sql_console_least_data): content.users no
 * longer holds e-mail addresses or names (20261221_1000), and a column added to it later is not readable until a
 * migration grants it, so a statement reading one, or `*` over it, is refused by the database.
 */
const COLUMN_GRANTED_TABLES: ReadonlySet<string> = new Set(['users']);

/** insufficient_privilege on a table some of whose columns the role may read: a withheld column was asked for. */
function withheldFrom(error: pg.DatabaseError): string | undefined {
  if (error.code !== '42501') return undefined;
  const table = /^permission denied for table (.+)$/.exec(error.message)?.[1];
  return table !== undefined && COLUMN_GRANTED_TABLES.has(table) ? table : undefined;
}

function refusalOf(error: pg.DatabaseError): StatementRefused {
  const bound = error.code ? BOUND_REACHED[error.code] : undefined;
  if (bound) return new StatementRefused(bound.code, bound.message, { cause: error });
  const table = withheldFrom(error);
  if (table !== undefined) {
    return new StatementRefused(
      SqlConsoleRefusal.personalData,
      `The SQL console does not read personal data: some columns of ${table} are withheld; name the columns you need instead of *`,
      { cause: error },
    );
  }
  return new StatementRefused(error.message, error.message, { cause: error });
}

/**
 * Runs the statement, if the console runs it at all (statement-guard), in a read-only transaction of its own.
 * Whatever the console or the database refuses comes back as StatementRefused; not reaching the database is any
 * other error. The connection is discarded afterwards, so no session state a statement can leave ever meets the
 * next statement, and a failed transaction is rolled back by the server as it closes.
 */
export async function runStatement(pool: pg.Pool, statement: string): Promise<StatementResult> {
  const check = await checkStatement(statement);
  if (!check.accepted) throw new StatementRefused(check.code, check.message);
  const client = await pool.connect();
  try {
    await client.query(BEGIN);
    try {
      const result = await readFirstRows(client, statement, check.command);
      await client.query('commit');
      return result;
    } catch (error) {
      if (error instanceof pg.DatabaseError) throw refusalOf(error);
      throw error;
    }
  } finally {
    client.release(true);
  }
}
