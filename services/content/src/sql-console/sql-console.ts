// The admin SQL console: audit, run as the console's role, answer the result or the database's refusal.
import { ErrorCode } from '@quizdrill/contracts';
import { AppError, type Caller } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ContentTables } from '../db/tables.js';
import { runStatement, StatementRefused, type StatementResult } from './run-statement.js';
import { type AuditOutcome, recordOutcome, recordStatement } from './sql-audit.repository.js';

export interface SqlConsole {
  /**
   * Throws AppError 400 when the console or the database refuses the statement: `error` is a SqlConsoleRefusal, or
   * the database's message itself.
   */
  execute(caller: Caller, statement: string): Promise<StatementResult>;
}

export function createSqlConsole(deps: {
  /** Logs in as the console's role (createConsolePool). */
  consolePool: pg.Pool;
  /** The service's own database, for the audit. */
  db: Kysely<ContentTables>;
  logger: Pick<Logger, 'error'>;
}): SqlConsole {
  const { consolePool, db, logger } = deps;

  async function finish(auditId: number, outcome: AuditOutcome) {
    try {
      await recordOutcome(db, auditId, outcome);
    } catch (error) {
      // The statement has run (or failed) already; its audit row stays, saying it has no outcome.
      logger.error({ err: error, auditId }, 'could not record the outcome of an SQL console statement');
    }
  }

  return {
    async execute(caller, statement) {
      const auditId = await recordStatement(db, { userId: caller.userId, statement });
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const result = await runStatement(consolePool, statement);
        await finish(auditId, {
          outcome: 'ok',
          command: result.command,
          rowCount: result.rowCount ?? result.rows.length,
          error: null,
          durationMs: elapsed(),
        });
        return result;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await finish(auditId, {
          outcome: 'error',
          command: null,
          rowCount: null,
          error: message,
          durationMs: elapsed(),
        });
        if (error instanceof StatementRefused) throw new AppError(400, error.code, message);
        // too_many_connections: the console's role is at its connection limit (the migration), with statements
        // of other admins, or of other replicas, running.
        const busy = error instanceof pg.DatabaseError && error.code === '53300';
        throw new AppError(
          503,
          ErrorCode.serviceUnavailable,
          busy
            ? 'The SQL console is running as many statements as it may; try again in a moment'
            : 'The SQL console cannot reach the database',
          { cause: error, retryAfterSeconds: busy ? 1 : undefined },
        );
      }
    },
  };
}
