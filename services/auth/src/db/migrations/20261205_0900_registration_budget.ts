// Registrations per address (a token bucket), so one address cannot create accounts without end.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registration_budget')
    .addColumn('address', 'text', (column) => column.primaryKey())
    .addColumn('tokens', 'double precision', (column) => column.notNull())
    .addColumn('refilled_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // Full buckets are deleted by age; this keeps finding them cheap however many addresses there were.
  await db.schema
    .createIndex('registration_budget_refilled_at')
    .on('registration_budget')
    .column('refilled_at')
    .execute();
}
