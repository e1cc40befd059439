// `npm run migrate` (and the launcher before start): bring the auth schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadAuthConfig } from './config.js';
import { migrations } from './db/migrations/index.js';
import { SCHEMA } from './db/schema.js';

const config = loadAuthConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  schema: SCHEMA,
  migrations,
  logger: createLogger('auth-migrate', config.LOG_LEVEL),
});
