// `npm run migrate` (and the launcher before start): bring the billing schema to the latest migration.
import { createDatabase, createLogger, migrateToLatest } from '@quizdrill/service-kit';
import { SCHEMA } from './app.js';
import { loadBillingConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

const config = loadBillingConfig();
const db = createDatabase({ url: config.DATABASE_URL, schema: SCHEMA });
try {
  await migrateToLatest(db, {
    schema: SCHEMA,
    migrations,
    logger: createLogger('billing-migrate', config.LOG_LEVEL),
  });
} finally {
  await db.destroy();
}
