// Names, not usernames (issue 41), from the classroom's own view of people (issue 44): a signed-in player is their
// first name and initial to the other players and their full name to the host; the names are asked of auth once
// (users.people.names) and kept, so a player the classroom knows joins while auth cannot answer.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../src/db/schema.js';
import { classroomWithCourse, createCourseGame, hostAction, joinAs, joinCall, newUser } from './support.js';

describe('players’ names', () => {
  const setup = classroomWithCourse('namn', 2);

  const newGame = () => createCourseGame(setup);
  const rosterOf = async (gameId: string) => {
    const state = await (
      await setup.classroom.call('GET', `/api/v2/live/games/${gameId}`, { as: 'educator' })
    ).json();
    return state.roster.map((entry: { nickname: string }) => entry.nickname);
  };
  const asa = { ...newUser('ROLE_USER', 'asa.oberg'), firstName: 'Åsa', lastName: 'Öberg' };
  const namesake = { ...newUser('ROLE_USER', 'asa.ohman'), firstName: 'Åsa', lastName: 'Öhman' };

  it('when two signed-in players share a first name and initial, then the second is numbered for the players and the host reads both full names', async () => {
    const game = await newGame();
    expect((await joinAs(setup.classroom, game.pin, undefined, { as: asa })).nickname).toBe('Åsa Ö.');
    expect((await joinAs(setup.classroom, game.pin, undefined, { as: namesake })).nickname).toBe('Åsa Ö. 2');
    expect(await rosterOf(game.gameId)).toEqual(['Åsa Öberg', 'Åsa Öhman']);
    // The names came from auth once and are kept in the view, never the username.
    const kept = await setup.classroom.db
      .selectFrom('team_people')
      .select(['first_name', 'last_name'])
      .where('user_id', '=', asa.id)
      .executeTakeFirst();
    expect(kept).toEqual({ first_name: 'Åsa', last_name: 'Öberg' });
  });

  it('when a game with a signed-in player is stored, then its rows keep the player by id; only the view of people holds a username', async () => {
    const game = await newGame();
    const player = await joinAs(setup.classroom, game.pin, undefined, { as: asa });
    await hostAction(setup.classroom, 'educator', game.gameId, 'end');
    await expect
      .poll(() =>
        setup.classroom.db
          .selectFrom('game_players')
          .selectAll()
          .where('game_id', '=', game.gameId)
          .execute(),
      )
      .toEqual([
        {
          game_id: game.gameId,
          player_id: player.playerId,
          nickname: 'Åsa Ö.',
          user_id: asa.id,
          removed: false,
        },
      ]);
    // Games, players and assignments name people by id; the view, refreshed from auth and emptied on erasure, is the
    // one place a username is kept.
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = ${SCHEMA} and column_name in ('username', 'host_name', 'created_by_username')`.execute(
      setup.classroom.db,
    );
    expect(rows).toEqual([{ table_name: 'team_people', column_name: 'username' }]);
  });

  it('when auth cannot answer, then a player the classroom knows joins by the names it keeps; one it never heard of gets 503', async () => {
    await setup.classroom.peopleNames!.close();
    const game = await newGame();
    expect((await joinAs(setup.classroom, game.pin, undefined, { as: asa })).nickname).toBe('Åsa Ö.');
    const stranger = await joinCall(setup.classroom, { pin: game.pin }, { as: newUser() });
    expect(stranger.status).toBe(503);
    expect(await stranger.json()).toEqual({
      error: 'service_unavailable',
      message: 'Names cannot be loaded right now; try again shortly',
    });
    expect(await rosterOf(game.gameId)).toEqual(['Åsa Öberg']);
  });
});
