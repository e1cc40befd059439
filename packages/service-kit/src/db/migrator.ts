// Runs a service's timestamped migrations (and the service kit's own tables) in the service's schema.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  FileMigrationProvider,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  sql,
} from 'kysely';
import type { Logger } from 'pino';
import { serviceKitMigrations } from './service-kit-migrations.js';

export interface MigrateOptions {
  schema: string;
  /** Folder of compiled migration files named `YYYYMMDD_HHMM_what.js`. */
  migrationsFolder?: string;
  logger?: Logger;
}

class CombinedMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string | undefined) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const own = this.folder
      ? await new FileMigrationProvider({ fs, path, migrationFolder: this.folder }).getMigrations()
      : {};
    return { ...serviceKitMigrations, ...own };
  }
}

/** Brings the schema to the latest migration; throws (after logging which one failed) if any fails. */
export async function migrateToLatest<DB>(database: Kysely<DB>, options: MigrateOptions): Promise<void> {
  const db = database as Kysely<unknown>;
  await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new CombinedMigrationProvider(options.migrationsFolder),
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
