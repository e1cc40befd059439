// `npm run migrate` (and the launcher before start): bring the classroom schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadClassroomConfig } from './config.js';
import { DATABASE } from './db/schema.js';

const config = loadClassroomConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  ...DATABASE,
  logger: createLogger('classroom-migrate', config.LOG_LEVEL),
});
