import type { Kysely } from 'kysely';

// The daily retention sweep (issue 44) finds old job audit rows by their time (usage has its index already).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('jobs_finished_at').on('jobs').column('finished_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_finished_at').execute();
}
