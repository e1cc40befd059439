// The one Postgres schema the content service owns: its tables, its outbox and its migrations' record live there.
import { migrations } from './migrations/index.js';

export const SCHEMA = 'content';

/** The schema with the migrations that build it: what content's processes and `npm run migrate` open. */
export const DATABASE = { schema: SCHEMA, migrations };
