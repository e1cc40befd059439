// A fresh Postgres database per test run, created from DATABASE_URL's server and dropped afterwards.
import pg from 'pg';
import { uniqueId } from './names.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export const defaultDatabaseUrl = () =>
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onMaintenanceDatabase<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database and the roles named after it (`<database>_…`: content's SQL console role), which its
 * migrations made for it alone. Roles belong to the server, so they would outlive the database otherwise.
 */
async function dropDatabaseAndRoles(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  const { rows } = await client.query<{ rolname: string }>(
    'select rolname from pg_roles where starts_with(rolname, $1)',
    [`${name}_`],
  );
  for (const { rolname } of rows)
    await client.query(`drop role if exists ${client.escapeIdentifier(rolname)}`);
}

export async function createTestDatabase(serverUrl = defaultDatabaseUrl()): Promise<TestDatabase> {
  const name = uniqueId('quizdrill_test_');
  await onMaintenanceDatabase(serverUrl, (client) => client.query(`create database "${name}"`));
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: () => onMaintenanceDatabase(serverUrl, (client) => dropDatabaseAndRoles(client, name)),
  };
}
