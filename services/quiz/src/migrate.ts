// `npm run migrate` (and the launcher before start): bring the quiz schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadQuizConfig } from './config.js';
import { DATABASE } from './db/schema.js';

const config = loadQuizConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  ...DATABASE,
  logger: createLogger('quiz-migrate', config.LOG_LEVEL),
});
