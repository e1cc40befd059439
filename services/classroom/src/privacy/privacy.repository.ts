// Every statement about one user's personal data in classroom (issue 44): their rows for an export, and their erasure.
import { ERASED_USER_ID } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import type { ClassroomTables } from '../db/tables.js';

/** What a player or teacher who was erased is called where a game or an assignment shows them. */
export const ERASED_NICKNAME = '—';

export async function userRows(db: Db<ClassroomTables>, userId: string): Promise<Record<string, unknown[]>> {
  const [
    teamPeople,
    teamMembers,
    teamsOwned,
    assignments,
    drillAnswers,
    gamesHosted,
    gamesPlayed,
    gameAnswers,
  ] = await Promise.all([
    db.selectFrom('team_people').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('team_members').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('teams').selectAll().where('owner_id', '=', userId).execute(),
    db.selectFrom('assignments').selectAll().where('created_by_id', '=', userId).execute(),
    db.selectFrom('drill_answers').selectAll().where('user_id', '=', userId).orderBy('answered_at').execute(),
    db.selectFrom('games').selectAll().where('host_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('game_players').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('game_answers')
      .innerJoin('game_players', (join) =>
        join
          .onRef('game_players.game_id', '=', 'game_answers.game_id')
          .onRef('game_players.player_id', '=', 'game_answers.player_id'),
      )
      .selectAll('game_answers')
      .where('game_players.user_id', '=', userId)
      .execute(),
  ]);
  return {
    team_people: teamPeople,
    team_members: teamMembers,
    teams: teamsOwned,
    assignments,
    drill_answers: drillAnswers,
    games: gamesHosted,
    game_players: gamesPlayed,
    game_answers: gameAnswers,
  };
}

/**
 * Their name, memberships and drill answers go. Finished games keep their standings for the others who played,
 * with this player as a nameless one; games they hosted and assignments they set stay, owned by no one.
 */
export async function eraseUserRows(db: Db<ClassroomTables>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('team_people').where('user_id', '=', userId).execute();
    await trx.deleteFrom('team_members').where('user_id', '=', userId).execute();
    await trx.deleteFrom('drill_answers').where('user_id', '=', userId).execute();
    await trx.updateTable('teams').set({ owner_id: null }).where('owner_id', '=', userId).execute();
    await trx
      .updateTable('assignments')
      .set({ created_by_id: ERASED_USER_ID })
      .where('created_by_id', '=', userId)
      .execute();
    await trx.updateTable('games').set({ host_id: ERASED_USER_ID }).where('host_id', '=', userId).execute();
    await trx
      .updateTable('game_players')
      .set({ user_id: null, nickname: ERASED_NICKNAME })
      .where('user_id', '=', userId)
      .execute();
  });
}
