// Joining a live game by PIN: who may, under which name, each refusal, and a late player. (Guessing PINs:
// guessing.test.ts; how often one may join: join-limits.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCall,
  type ClassroomSystem,
  createCourse,
  createGame,
  hostAction,
  joinAs,
  joinCall,
  newUser,
  openPlayerStream,
  startClassroomSystem,
} from './support.js';

/** A PIN no game has: tests draw PINs at random from 100000–999999, this one is never drawn. */
const UNKNOWN_PIN = '100000';

describe('joining a live game', () => {
  let classroom: ClassroomSystem;
  let courseName: string;
  beforeAll(async () => {
    classroom = await startClassroomSystem({
      env: {
        LIVE_MAX_PLAYERS: '3',
      },
      deps: { newPin: () => String(100_001 + Math.floor(Math.random() * 899_999)) },
    });
    courseName = (await createCourse(classroom, 'vaxter', 3)).name;
  });
  afterAll(() => classroom.stop());

  const newGame = (body: Record<string, unknown> = {}) =>
    createGame(classroom, 'educator', { courseName, ...body });

  it('when the PIN belongs to no game, then 404 naming the PIN', async () => {
    const answer = await joinCall(classroom, { pin: UNKNOWN_PIN, nickname: 'Ella' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      error: 'game_not_found',
      message: `No game has the PIN ${UNKNOWN_PIN}`,
    });
  });

  it('when the game is over, then 410', async () => {
    const game = await newGame();
    await hostAction(classroom, 'educator', game.gameId, 'end');
    const answer = await joinCall(classroom, { pin: game.pin, nickname: 'Ella' });
    expect(answer.status).toBe(410);
    expect((await answer.json()).error).toBe('game_ended');
  });

  it('when the game is full, then 409 game_full, yet a signed-in player already in it gets back in', async () => {
    const game = await newGame();
    const returning = newUser();
    await joinAs(classroom, game.pin, undefined, { as: returning });
    await joinAs(classroom, game.pin, 'Ella');
    await joinAs(classroom, game.pin, 'Kim');
    const full = await joinCall(classroom, { pin: game.pin, nickname: 'Noa' });
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({
      error: 'game_full',
      message: 'The game is full (at most 3 players)',
    });
    expect((await joinCall(classroom, { pin: game.pin }, { as: returning })).status).toBe(200);
  });

  it('when guests are not allowed, then a guest gets 403 and a signed-in player joins', async () => {
    const game = await newGame({ allowGuests: false });
    const guest = await joinCall(classroom, { pin: game.pin, nickname: 'Ella' });
    expect(guest.status).toBe(403);
    expect((await guest.json()).error).toBe('guests_not_allowed');
    expect((await joinCall(classroom, { pin: game.pin }, { as: 'student' })).status).toBe(200);
  });

  it('when a guest joins, even offering more about themselves, then the nickname is all that is kept, live and in the finished game', async () => {
    const game = await newGame();
    // The service's schemas drop what a request may not carry (service-kit's input guards).
    const answer = await joinCall(classroom, {
      pin: game.pin,
      nickname: 'Ella',
      email: 'ella@skola.example',
      firstName: 'Ella',
      lastName: 'Svensson',
    });
    expect(answer.status).toBe(200);
    const guest = await answer.json();
    expect(guest.nickname).toBe('Ella');
    // Everything Redis holds of the game, whatever the type of each key.
    const keys = Object.values(classroom.keys.game(game.gameId)).filter((key) => typeof key === 'string');
    const held = await Promise.all(
      keys.map(async (key) => {
        const type = await classroom.redis.type(key);
        if (type === 'hash') return JSON.stringify(await classroom.redis.hgetall(key));
        if (type === 'set') return (await classroom.redis.smembers(key)).join(' ');
        if (type === 'zset') return (await classroom.redis.zrange(key, 0, -1)).join(' ');
        if (type === 'list') return (await classroom.redis.lrange(key, 0, -1)).join(' ');
        if (type === 'string') return (await classroom.redis.get(key)) ?? '';
        return '';
      }),
    );
    expect(held.join(' ')).toContain('Ella');
    // (`ella` is there: the nickname's key, which finds a taken nickname whatever its case.)
    expect(held.join(' ')).not.toMatch(/skola\.example|Svensson/);
    await hostAction(classroom, 'educator', game.gameId, 'end');
    await expect
      .poll(() =>
        classroom.db.selectFrom('game_players').selectAll().where('game_id', '=', game.gameId).execute(),
      )
      .toEqual([
        {
          game_id: game.gameId,
          player_id: guest.playerId,
          nickname: 'Ella',
          user_id: null,
          removed: false,
        },
      ]);
  });

  it.each([
    [undefined, 'nickname_required'],
    ['   ', 'nickname_required'],
    ['x'.repeat(21), 'nickname_invalid'],
    ['Ella\u0000', 'nickname_invalid'],
    ['\u202Eallé', 'nickname_invalid'],
  ])('when a guest joins with the nickname %j, then 400 %s', async (nickname, code) => {
    const game = await newGame();
    const answer = await joinCall(
      classroom,
      nickname === undefined ? { pin: game.pin } : { pin: game.pin, nickname },
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toBe(code);
  });

  it('when a nickname is taken (whatever its case or spacing), then 409; a signed-in player of that name is numbered', async () => {
    const game = await newGame();
    const ella = await joinAs(classroom, game.pin, '  Ella  ');
    expect(ella.nickname).toBe('Ella');
    const again = await joinCall(classroom, { pin: game.pin, nickname: 'ELLA' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'nickname_taken',
      message: 'Someone in this game is already called ELLA; choose another nickname',
    });
    const namesake = await joinAs(classroom, game.pin, 'ignored', { as: newUser('ROLE_USER', 'ella') });
    expect(namesake.nickname).toBe('ella 2');
  });

  it('when a player joins mid-game, then they play on from the current question and score nothing for those before', async () => {
    const game = await newGame({ questionSeconds: 60 });
    const early = await joinAs(classroom, game.pin, 'Tidig');
    // Someone who does not answer, so the question stays open until the host reveals it.
    await joinAs(classroom, game.pin, 'Tyst');
    await hostAction(classroom, 'educator', game.gameId, 'start');
    await answerCall(classroom, early, 0, 'A');
    await hostAction(classroom, 'educator', game.gameId, 'reveal');
    await hostAction(classroom, 'educator', game.gameId, 'next');

    const late = await joinAs(classroom, game.pin, 'Sen');
    const stream = await openPlayerStream(classroom.replica.url, late);
    const state = await stream.next('state');
    expect(state.game).toMatchObject({ status: 'question', questionIndex: 1 });
    expect(state.question).toMatchObject({ index: 1, questionText: 'Fråga 2 i vaxter' });
    expect(state.you).toMatchObject({ nickname: 'Sen', answer: null, score: 0 });
    expect((await answerCall(classroom, late, 0, 'A')).status).toBe(409);
    expect((await answerCall(classroom, late, 1, 'B')).status).toBe(200);
    stream.close();

    const results = await (
      await classroom.call('GET', `/api/v2/live/games/${game.gameId}/results`, { as: 'educator' })
    ).json();
    const sen = results.players.find((player: { nickname: string }) => player.nickname === 'Sen');
    expect(sen).toMatchObject({ answers: [null, 'B'], answered: 1, correct: 1 });
    expect(sen.score).toBeGreaterThan(500);
  });
});
