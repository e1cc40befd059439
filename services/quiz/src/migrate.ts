// `npm run migrate` (and the launcher before start): bring the quiz schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadQuizConfig } from './config.js';
import { migrations } from './db/migrations/index.js';
import { SCHEMA } from './db/schema.js';

const config = loadQuizConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  schema: SCHEMA,
  migrations,
  logger: createLogger('quiz-migrate', config.LOG_LEVEL),
});
