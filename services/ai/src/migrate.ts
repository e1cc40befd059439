// `npm run migrate` (and the launcher before start): bring the ai schema to the latest migration.
import { createDatabase, createLogger, migrateToLatest } from '@quizdrill/service-kit';
import { SCHEMA } from './app.js';
import { loadAiConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

const config = loadAiConfig();
const db = createDatabase({ url: config.DATABASE_URL, schema: SCHEMA });
try {
  await migrateToLatest(db, {
    schema: SCHEMA,
    migrations,
    logger: createLogger('ai-migrate', config.LOG_LEVEL),
  });
} finally {
  await db.destroy();
}
