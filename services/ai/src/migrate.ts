// `npm run migrate` (and the launcher before start): bring the ai schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadAiConfig } from './config.js';
import { DATABASE } from './db/schema.js';

const config = loadAiConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  ...DATABASE,
  logger: createLogger('ai-migrate', config.LOG_LEVEL),
});
