// The one Postgres schema the billing service owns: its tables, its outbox and its migrations' record live there.
import { migrations } from './migrations/index.js';

export const SCHEMA = 'billing';

/** The schema with the migrations that build it: what billing's processes and `npm run migrate` open. */
export const DATABASE = { schema: SCHEMA, migrations };
