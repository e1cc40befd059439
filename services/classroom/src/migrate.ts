// `npm run migrate` (and the launcher before start): bring the classroom schema to the latest migration.
import { createLogger, runMigrations } from '@quizdrill/service-kit';
import { loadClassroomConfig } from './config.js';
import { migrations } from './db/migrations/index.js';
import { SCHEMA } from './db/schema.js';

const config = loadClassroomConfig();
await runMigrations({
  databaseUrl: config.DATABASE_URL,
  schema: SCHEMA,
  migrations,
  logger: createLogger('classroom-migrate', config.LOG_LEVEL),
});
