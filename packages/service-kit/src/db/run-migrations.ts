// The body of every service's `migrate.ts` (`npm run migrate`, and the launcher before start) and of its seed:
// open the service's schema, bring it to the latest migration, do the seed's work if any, close it again.
import type { Kysely, Migration } from 'kysely';
import type { Logger } from 'pino';
import { createDatabase } from './database.js';
import { migrateToLatest } from './migrator.js';

export interface RunMigrationsOptions {
  databaseUrl: string;
  schema: string;
  migrations: Record<string, Migration>;
  logger: Logger;
}

/** Migrates the schema, then hands the open database to `then` (a seed); the connections close either way. */
export async function runMigrations<DB>(
  options: RunMigrationsOptions,
  then?: (db: Kysely<DB>) => Promise<void>,
): Promise<void> {
  const db = createDatabase<DB>({ url: options.databaseUrl, schema: options.schema }, options.logger);
  try {
    await migrateToLatest(db, options);
    await then?.(db);
  } finally {
    await db.destroy();
  }
}
