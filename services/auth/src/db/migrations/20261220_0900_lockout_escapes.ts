// Issue 39: new browsers per address (a token bucket, like registrations), and the one-time sign-in codes a teacher
// gives a pupil whose account is locked for browsers it does not know.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('browser_budget')
    .addColumn('address', 'text', (column) => column.primaryKey())
    .addColumn('tokens', 'double precision', (column) => column.notNull())
    .addColumn('refilled_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('browser_budget_refilled_at')
    .on('browser_budget')
    .column('refilled_at')
    .execute();
  await db.schema
    .createTable('sign_in_codes')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('created_by', 'uuid', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
}
