import type { Kysely } from 'kysely';

// The daily retention sweep (issue 44) finds the old rows by their time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('games_ended_at').on('games').column('ended_at').execute();
  await db.schema
    .createIndex('drill_answers_answered_at')
    .on('drill_answers')
    .column('answered_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('drill_answers_answered_at').execute();
  await db.schema.dropIndex('games_ended_at').execute();
}
