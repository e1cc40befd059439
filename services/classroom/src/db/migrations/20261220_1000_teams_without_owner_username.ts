import type { Kysely } from 'kysely';

// A team's owner by id only (issue 44): users.group.created no longer carries a username, and the classroom never
// showed the one it kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('teams').dropColumn('owner_username').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('teams').addColumn('owner_username', 'text').execute();
}
