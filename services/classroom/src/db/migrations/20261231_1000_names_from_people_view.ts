import type { Kysely } from 'kysely';

// Usernames by id only (issue 44): a game's host, a signed-in player and an assignment's teacher are named from the
// classroom's view of people (team_people, refreshed from auth and emptied on erasure) when they are shown, so no
// other row keeps a copy of a username. A guest's nickname stays: it names no account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('host_name').execute();
  await db.schema.alterTable('game_players').dropColumn('username').execute();
  await db.schema.alterTable('assignments').dropColumn('created_by_username').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('assignments')
    .addColumn('created_by_username', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('game_players').addColumn('username', 'text').execute();
  await db.schema
    .alterTable('games')
    .addColumn('host_name', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}
