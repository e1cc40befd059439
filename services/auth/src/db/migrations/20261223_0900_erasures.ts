// Issue 44: an erasure is recorded until every service has confirmed it. The record names no one: the user is gone.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('erasures')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('requested_by', 'text', (column) => column.notNull())
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('erasure_confirmations')
    .addColumn('erasure_id', 'uuid', (column) =>
      column.notNull().references('erasures.id').onDelete('cascade'),
    )
    .addColumn('service', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('kept', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('erasure_confirmations_pk', ['erasure_id', 'service'])
    .execute();
}
