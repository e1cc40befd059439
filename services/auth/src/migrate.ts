// `npm run migrate` (and the launcher before start): bring the auth schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadAuthConfig } from './config.js';
import { DATABASE } from './db/schema.js';

const config = loadAuthConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  ...DATABASE,
  logger: createLogger('auth-migrate', config.LOG_LEVEL),
});
