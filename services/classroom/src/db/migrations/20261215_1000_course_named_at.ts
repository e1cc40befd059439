import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // When an assignment's course names were taken (from content's snapshot, then from its events), so that a late
  // rename event older than that changes nothing, as the team view's writes are guarded by their time.
  await db.schema.alterTable('assignments').addColumn('course_named_at', 'timestamptz').execute();
  await sql`update assignments set course_named_at = created_at`.execute(db);
  await db.schema
    .alterTable('assignments')
    .alterColumn('course_named_at', (column) => column.setNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assignments').dropColumn('course_named_at').execute();
}
