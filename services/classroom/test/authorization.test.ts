// Who may do what in a live game: anonymous callers, a player of another game, a player of this one, another
// educator, a student, the host and an admin, on every route. Only the host or an admin runs a game; only its
// players answer in it.
import type { ApiCallOptions } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClassroomSystem,
  type CreatedGame,
  createCourse,
  createGame,
  EventStream,
  joinAs,
  newUser,
  type Player,
  playerHeader,
  startClassroomSystem,
} from './support.js';

type Caller = { name: string; options: () => ApiCallOptions };

describe('authorization of live games', () => {
  let classroom: ClassroomSystem;
  let game: CreatedGame;
  let own: Player;
  let stranger: Player;
  const otherEducator = newUser('ROLE_EDUCATOR');
  let refused: Caller[];

  beforeAll(async () => {
    classroom = await startClassroomSystem();
    const { name } = await createCourse(classroom, 'fysik', 2);
    game = await createGame(classroom, 'educator', { courseName: name });
    const otherGame = await createGame(classroom, 'premium', { courseName: name });
    own = await joinAs(classroom, game.pin, 'Ella');
    stranger = await joinAs(classroom, otherGame.pin, 'Kim');
    refused = [
      { name: 'a player of another game', options: () => ({ headers: playerHeader(stranger) }) },
      { name: 'a player of this game', options: () => ({ headers: playerHeader(own) }) },
      { name: 'another educator', options: () => ({ as: otherEducator }) },
      { name: 'a student', options: () => ({ as: 'student' }) },
    ];
  });
  afterAll(() => classroom.stop());

  const hostRoutes = () => [
    ['GET', `/api/v2/live/games/${game.gameId}`],
    ['GET', `/api/v2/live/games/${game.gameId}/results`],
    ['GET', `/api/v2/live/games/${game.gameId}/results?format=csv`],
    ['POST', `/api/v2/live/games/${game.gameId}/start`],
    ['POST', `/api/v2/live/games/${game.gameId}/next`],
    ['POST', `/api/v2/live/games/${game.gameId}/reveal`],
    ['POST', `/api/v2/live/games/${game.gameId}/end`],
    ['DELETE', `/api/v2/live/games/${game.gameId}/players/${own.playerId}`],
  ];

  it('when nobody signs the call, then every host route answers 401', async () => {
    for (const [method, path] of hostRoutes()) {
      const answer = await classroom.call(method!, path!);
      expect([path, answer.status]).toEqual([path, 401]);
    }
    expect((await classroom.call('GET', '/api/v2/live/games')).status).toBe(401);
    expect(
      (await classroom.call('POST', '/api/v2/live/games', { body: { courseName: 'fysik' } })).status,
    ).toBe(401);
  });

  it('when anyone but the host or an admin calls a host route, then 403 and the game is unchanged', async () => {
    for (const caller of refused) {
      for (const [method, path] of hostRoutes()) {
        const answer = await classroom.call(method!, path!, caller.options());
        expect([caller.name, path, answer.status]).toEqual([caller.name, path, 403]);
      }
    }
    const state = await classroom.call('GET', `/api/v2/live/games/${game.gameId}`, { as: 'educator' });
    expect(await state.json()).toMatchObject({ status: 'lobby', players: 1 });
  });

  it('when the host or an admin calls, then each route answers', async () => {
    for (const as of ['educator', 'admin'] as const) {
      expect((await classroom.call('GET', `/api/v2/live/games/${game.gameId}`, { as })).status).toBe(200);
      const csv = await classroom.call('GET', `/api/v2/live/games/${game.gameId}/results?format=csv`, { as });
      expect(csv.status).toBe(200);
    }
    expect(
      (await classroom.call('POST', `/api/v2/live/games/${game.gameId}/start`, { as: 'admin' })).status,
    ).toBe(200);
    expect(
      (await classroom.call('POST', `/api/v2/live/games/${game.gameId}/reveal`, { as: 'educator' })).status,
    ).toBe(200);
  });

  it('when an unknown game is asked for, then 404 for the host too', async () => {
    const path = '/api/v2/live/games/2f0e4c1a-9b7d-4e3f-8a6b-5c4d3e2f1a0b';
    expect((await classroom.call('GET', path, { as: 'educator' })).status).toBe(404);
    expect((await classroom.call('POST', `${path}/start`, { as: 'admin' })).status).toBe(404);
    expect((await classroom.call('GET', `${path}/results`, { as: 'admin' })).status).toBe(404);
  });

  it('when a player token of another game, an account token or none answers, then 401 player_token_invalid', async () => {
    const path = `/api/v2/live/games/${game.gameId}/answer`;
    const body = { questionIndex: 0, answer: 'A' };
    for (const options of [{ headers: playerHeader(stranger) }, { as: 'educator' as const }, {}]) {
      const answer = await classroom.call('POST', path, { ...options, body });
      expect(answer.status).toBe(401);
      expect((await answer.json()).error).toBe('player_token_invalid');
    }
  });

  it('when the stream is asked for with a stranger’s player token, another educator’s token or none, then it is refused', async () => {
    const open = (authorization: string) =>
      EventStream.open(classroom.replica.url, game.gameId, authorization);
    expect((await open(`Player ${stranger.playerToken}`)).status).toBe(401);
    const educatorToken = await classroom.system.api.tokenFor(otherEducator);
    expect((await open(`Bearer ${educatorToken}`)).status).toBe(403);
    const anonymous = await classroom.call('GET', `/api/v2/live/games/${game.gameId}/events`);
    expect(anonymous.status).toBe(401);
    const allowed = await open(`Player ${own.playerToken}`);
    expect(allowed.status).toBe(200);
    allowed.close();
  });

  it('when a student or a player token creates a game, then 403; premium, educators and admins may', async () => {
    const body = { courseName: 'fysik' };
    expect((await classroom.call('POST', '/api/v2/live/games', { as: 'student', body })).status).toBe(403);
    expect(
      (await classroom.call('POST', '/api/v2/live/games', { headers: playerHeader(own), body })).status,
    ).toBe(403);
    for (const as of ['premium', 'educator', 'admin'] as const) {
      expect((await classroom.call('POST', '/api/v2/live/games', { as, body })).status).toBe(201);
    }
  });

  it('when someone lists games, then they see only their own, newest first', async () => {
    const list = await (await classroom.call('GET', '/api/v2/live/games', { as: 'educator' })).json();
    expect(list.map((entry: { gameId: string }) => entry.gameId)).toContain(game.gameId);
    expect(
      list.every(
        (entry: { createdAt: string }, index: number) =>
          index === 0 || entry.createdAt <= list[index - 1].createdAt,
      ),
    ).toBe(true);
    const strangers = await (await classroom.call('GET', '/api/v2/live/games', { as: otherEducator })).json();
    expect(strangers).toEqual([]);
  });
});
