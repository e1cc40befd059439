import { type Kysely, sql } from 'kysely';

// The daily retention sweep (issue 44) finds games that never ended, deleted teams and closed assignments by their
// time; each index holds only the rows that can ever go by it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('games_unended_created_at')
    .on('games')
    .column('created_at')
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('teams_deleted_at')
    .on('teams')
    .column('deleted_at')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('assignments_closed_at')
    .on('assignments')
    .column('closed_at')
    .where(sql.ref('closed_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assignments_closed_at').execute();
  await db.schema.dropIndex('teams_deleted_at').execute();
  await db.schema.dropIndex('games_unended_created_at').execute();
}
