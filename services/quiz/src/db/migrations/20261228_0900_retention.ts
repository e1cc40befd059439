import type { Kysely } from 'kysely';

// The daily retention sweep (issue 44) finds the old rows by their time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('answers_answered_at').on('answers').column('answered_at').execute();
  await db.schema
    .createIndex('sessions_last_answered_at')
    .on('sessions')
    .column('last_answered_at')
    .execute();
  await db.schema.createIndex('review_log_reviewed_at').on('review_log').column('reviewed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('review_log_reviewed_at').execute();
  await db.schema.dropIndex('sessions_last_answered_at').execute();
  await db.schema.dropIndex('answers_answered_at').execute();
}
