// `npm run migrate` (and the launcher before start): bring the content schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadContentConfig } from './config.js';
import { DATABASE } from './db/schema.js';

const config = loadContentConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  ...DATABASE,
  logger: createLogger('content-migrate', config.LOG_LEVEL),
});
