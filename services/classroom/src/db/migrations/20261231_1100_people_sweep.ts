import { type Kysely, sql } from 'kysely';

// The daily retention sweep (issue 44) removes a person from the view of people once no row refers to them; a
// signed-in player's game rows are found by their id, as the erasure finds them too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('game_players_user')
    .on('game_players')
    .column('user_id')
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_players_user').execute();
}
