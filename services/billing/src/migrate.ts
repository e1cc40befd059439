// `npm run migrate` (and the launcher before start): bring the billing schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadBillingConfig } from './config.js';
import { DATABASE } from './db/schema.js';

const config = loadBillingConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  ...DATABASE,
  logger: createLogger('billing-migrate', config.LOG_LEVEL),
});
