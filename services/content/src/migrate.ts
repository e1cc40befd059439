// `npm run migrate` (and the launcher before start): bring the content schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadContentConfig } from './config.js';
import { migrations } from './db/migrations/index.js';
import { SCHEMA } from './db/schema.js';

const config = loadContentConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  schema: SCHEMA,
  migrations,
  logger: createLogger('content-migrate', config.LOG_LEVEL),
});
