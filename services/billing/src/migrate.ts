// `npm run migrate` (and the launcher before start): bring the billing schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadBillingConfig } from './config.js';
import { migrations } from './db/migrations/index.js';
import { SCHEMA } from './db/schema.js';

const config = loadBillingConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  schema: SCHEMA,
  migrations,
  logger: createLogger('billing-migrate', config.LOG_LEVEL),
});
