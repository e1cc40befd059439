// Malformed input to every live-game route: a clear 4xx with `{error, message}`, never a 5xx, and the game
// unchanged afterwards.
import type { ApiCallOptions } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClassroomSystem,
  type CreatedGame,
  createCourse,
  createGame,
  hostAction,
  joinAs,
  type Player,
  playerHeader,
  startClassroomSystem,
} from './support.js';

describe('malformed input to live games', () => {
  let classroom: ClassroomSystem;
  let game: CreatedGame;
  let player: Player;
  beforeAll(async () => {
    classroom = await startClassroomSystem();
    const { name } = await createCourse(classroom, 'biologi', 2);
    game = await createGame(classroom, 'educator', { courseName: name, questionSeconds: 60 });
    player = await joinAs(classroom, game.pin, 'Ella');
    await hostAction(classroom, 'educator', game.gameId, 'start');
  });
  afterAll(() => classroom.stop());

  /** Sends raw text as the body, so that broken JSON reaches the service as a client sent it. */
  const raw = (text: string, options: ApiCallOptions = {}): ApiCallOptions => ({
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: undefined,
    form: text as unknown as FormData,
  });

  const cases = (): [string, string, ApiCallOptions][] => {
    const host: ApiCallOptions = { as: 'educator' };
    const asPlayer: ApiCallOptions = { headers: playerHeader(player) };
    const answer = `/api/v2/live/games/${game.gameId}/answer`;
    return [
      ['POST', '/api/v2/live/games', { ...host, body: {} }],
      ['POST', '/api/v2/live/games', { ...host, body: [] }],
      ['POST', '/api/v2/live/games', raw('{"courseName":', host)],
      ['POST', '/api/v2/live/games', { ...host, body: { courseName: '' } }],
      ['POST', '/api/v2/live/games', { ...host, body: { courseName: 'a'.repeat(81) } }],
      ['POST', '/api/v2/live/games', { ...host, body: { courseName: 'biologi\u0000' } }],
      ['POST', '/api/v2/live/games', { ...host, body: { courseName: 'biologi', questionSeconds: 4 } }],
      ['POST', '/api/v2/live/games', { ...host, body: { courseName: 'biologi', questionSeconds: 121 } }],
      ['POST', '/api/v2/live/games', { ...host, body: { courseName: 'biologi', questionSeconds: 7.5 } }],
      ['POST', '/api/v2/live/games', raw('{"courseName":"biologi","questionSeconds":1e309}', host)],
      ['POST', '/api/v2/live/games', { ...host, body: { courseName: 'biologi', orderType: 'REVERSE' } }],
      ['POST', '/api/v2/live/games', { ...host, body: { courseName: 'biologi', allowGuests: 'maybe' } }],
      ['POST', '/api/v2/live/games', { ...host, body: { courseName: 'finns-inte' } }],
      ['POST', '/api/v2/live/join', { body: {} }],
      ['POST', '/api/v2/live/join', { body: { pin: '12345', nickname: 'Ella' } }],
      ['POST', '/api/v2/live/join', { body: { pin: '012345', nickname: 'Ella' } }],
      ['POST', '/api/v2/live/join', { body: { pin: '12345x', nickname: 'Ella' } }],
      ['POST', '/api/v2/live/join', { body: { pin: game.pin, nickname: 'x'.repeat(10_000) } }],
      ['POST', '/api/v2/live/join', { body: { pin: game.pin, nickname: '\u0007bell' } }],
      ['POST', '/api/v2/live/join', { body: { pin: game.pin, nickname: 'Ella' } }],
      ['POST', '/api/v2/live/join', raw('null')],
      [
        'POST',
        '/api/v2/live/join',
        { headers: { authorization: 'Bearer not.a.token' }, body: { pin: game.pin } },
      ],
      ['POST', answer, { ...asPlayer, body: {} }],
      ['POST', answer, { ...asPlayer, body: { questionIndex: -1, answer: 'A' } }],
      ['POST', answer, raw('{"questionIndex":1e309,"answer":"A"}', asPlayer)],
      ['POST', answer, { ...asPlayer, body: { questionIndex: 2 ** 53, answer: 'A' } }],
      ['POST', answer, { ...asPlayer, body: { questionIndex: 0.5, answer: 'A' } }],
      ['POST', answer, { ...asPlayer, body: { questionIndex: 0, answer: '' } }],
      ['POST', answer, { ...asPlayer, body: { questionIndex: 0, answer: 'AB' } }],
      ['POST', answer, { ...asPlayer, body: { questionIndex: 0, answer: 'Ä' } }],
      ['POST', answer, { ...asPlayer, body: { questionIndex: 0, answer: '\u0000' } }],
      ['POST', answer, { ...asPlayer, body: { questionIndex: 0, answer: 'A'.repeat(100) } }],
      ['POST', answer, { ...asPlayer, body: { questionIndex: 1, answer: 'A' } }],
      ['POST', answer, { headers: { authorization: 'Player' }, body: { questionIndex: 0, answer: 'A' } }],
      [
        'POST',
        answer,
        { headers: { authorization: `Player ${'x'.repeat(43)}` }, body: { questionIndex: 0, answer: 'A' } },
      ],
      ['GET', '/api/v2/live/games/not-a-uuid', host],
      ['GET', '/api/v2/live/games/not-a-uuid/events', host],
      [
        'POST',
        '/api/v2/live/games/not-a-uuid/answer',
        { ...asPlayer, body: { questionIndex: 0, answer: 'A' } },
      ],
      ['POST', `/api/v2/live/games/${game.gameId}/jump`, host],
      ['POST', `/api/v2/live/games/${game.gameId}/start`, host],
      ['DELETE', `/api/v2/live/games/${game.gameId}/players/abc`, host],
      ['DELETE', `/api/v2/live/games/${game.gameId}/players/0`, host],
      ['DELETE', `/api/v2/live/games/${game.gameId}/players/99999999999999999999`, host],
      ['GET', `/api/v2/live/games/${game.gameId}/results?format=xml`, host],
      ['GET', `/api/v2/live/games/${game.gameId}/results?language=de`, host],
      ['GET', `/api/v2/live/games/${game.gameId}/events`, { headers: { authorization: 'Player' } }],
    ];
  };

  it('when any route gets malformed input, then a 4xx with error and message, never a 5xx', async () => {
    const failures: string[] = [];
    for (const [method, path, options] of cases()) {
      const answer = await classroom.call(method, path, options);
      const text = await answer.text();
      const label = `${method} ${path} ${JSON.stringify(options.body ?? options.form ?? '').slice(0, 60)}`;
      if (answer.status < 400 || answer.status >= 500) failures.push(`${label} → ${answer.status} ${text}`);
      else {
        const body = JSON.parse(text);
        if (typeof body.error !== 'string' || typeof body.message !== 'string')
          failures.push(`${label} → ${text}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('when the malformed calls are done, then the game is as it was: one player, the first question open, no answer', async () => {
    const state = await (
      await classroom.call('GET', `/api/v2/live/games/${game.gameId}`, { as: 'educator' })
    ).json();
    expect(state).toMatchObject({ status: 'question', questionIndex: 0, players: 1, answered: 0 });
    expect(state.roster).toEqual([{ playerId: player.playerId, nickname: 'Ella' }]);
    const list = await (await classroom.call('GET', '/api/v2/live/games', { as: 'educator' })).json();
    expect(list).toHaveLength(1);
  });
});
