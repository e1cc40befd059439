// Runs a service's timestamped migrations (and the service kit's own tables) in the service's schema.
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Logger } from 'pino';
import { serviceKitMigrations } from './service-kit-migrations.js';

export interface MigrateOptions {
  schema: string;
  /**
   * The service's migrations by name, `YYYYMMDD_HHMM_what` so they sort in time. Imported statically (a
   * `db/migrations/index.ts`) rather than read from a folder, so the same code runs from src in tests and dist.
   */
  migrations?: Record<string, Migration>;
  logger?: Logger;
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...serviceKitMigrations, ...this.migrations };
  }
}

/** Brings the schema to the latest migration; throws (after logging which one failed) if any fails. */
export async function migrateToLatest<DB>(database: Kysely<DB>, options: MigrateOptions): Promise<void> {
  const db = database as Kysely<unknown>;
  await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(options.migrations ?? {}),
    migrationTableSchema: options.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Success') options.logger?.info({ migration: result.migrationName }, 'migrated');
    if (result.status === 'Error')
      options.logger?.error({ migration: result.migrationName }, 'migration failed');
  }
  if (error) throw error;
}
