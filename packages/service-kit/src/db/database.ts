// Postgres through kysely. Each service owns one schema; its connections resolve plain table names there.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';

export interface DatabaseOptions {
  url: string;
  /** The service's own schema, e.g. `content`. */
  schema: string;
  maxConnections?: number;
  applicationName?: string;
}

const SCHEMA_NAME = /^[a-z][a-z0-9_]*$/;

export function createPool(options: DatabaseOptions, logger?: Logger): pg.Pool {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid schema name "${options.schema}"`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    application_name: options.applicationName ?? options.schema,
    // search_path set at connection start: no per-query cost, and `public` stays out of reach.
    options: `-c search_path=${options.schema}`,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle Postgres connection lost'));
  // So must one lost while checked out between two queries (a transaction's, say): node-postgres then emits the
  // error on the client, where the pool listens no more, and an unheard 'error' event ends the process. The query
  // after it fails on its own and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn({ err: error }, 'Postgres connection lost while in use'));
  });
  return pool;
}

export function createDatabase<DB>(options: DatabaseOptions, logger?: Logger): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPool(options, logger) }) });
}

export async function pingDatabase<DB>(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
