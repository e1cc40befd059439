// A game left without its host: after two hours it ends by itself, its players are told, it is stored, and its
// PIN is free for the next game; a lobby nobody joined ends after fifteen minutes, and meanwhile the host's list shows
// the game as left. PINs are unique among games that have not ended.
import type { GameSummary } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClassroomSystem,
  createCourse,
  createGame,
  joinAs,
  joinCall,
  openPlayerStream,
  startClassroomSystem,
} from './support.js';

const TWO_HOURS_MS = 2 * 3600 * 1000;

describe('abandoned games', () => {
  let classroom: ClassroomSystem;
  /** The PINs the games are offered, in turn. */
  const offered: string[] = [];
  beforeAll(async () => {
    classroom = await startClassroomSystem({
      deps: { newPin: () => offered.shift() ?? '999999' },
    });
    await createCourse(classroom, 'geografi', 2);
  });
  afterAll(() => classroom.stop());

  it('when a PIN is taken by a running game, then a new game gets another; when the host is gone two hours, the game ends and its PIN is free', async () => {
    offered.push('234567', '234567', '345678');
    const first = await createGame(classroom, 'educator', { courseName: 'geografi' });
    const second = await createGame(classroom, 'premium', { courseName: 'geografi' });
    expect([first.pin, second.pin]).toEqual(['234567', '345678']);

    const player = await joinAs(classroom, first.pin, 'Ella');
    const stream = await openPlayerStream(classroom.replica.url, player);
    await stream.next('state');

    classroom.clock.advance(TWO_HOURS_MS + 1000);
    const finished = await stream.next('finished');
    expect(finished).toMatchObject({ reason: 'abandoned', players: 1 });
    const late = await joinCall(classroom, { pin: first.pin, nickname: 'Kim' });
    expect(late.status).toBe(410);
    await eventually(async () => {
      const row = await classroom.db
        .selectFrom('games')
        .selectAll()
        .where('id', '=', first.gameId)
        .executeTakeFirst();
      return row?.end_reason === 'abandoned';
    });

    offered.push('234567');
    const third = await createGame(classroom, 'educator', { courseName: 'geografi' });
    expect(third.pin).toBe('234567');
    const joined = await joinAs(classroom, third.pin, 'Kim');
    expect(joined.gameId).toBe(third.gameId);
    stream.close();
  });

  it('when a host leaves a lobby nobody joined, then it ends after fifteen minutes; a lobby with a player waits, listed as left by its host', async () => {
    offered.push('456789', '567890');
    const empty = await createGame(classroom, 'educator', { courseName: 'geografi' });
    const waiting = await createGame(classroom, 'educator', { courseName: 'geografi' });
    await joinAs(classroom, waiting.pin, 'Ella');
    const listed = async (gameId: string) => {
      const games = (await (
        await classroom.call('GET', '/api/v2/live/games', { as: 'educator' })
      ).json()) as GameSummary[];
      return games.find((game) => game.gameId === gameId);
    };
    expect(await listed(waiting.gameId)).toMatchObject({ status: 'lobby', hostAway: false });

    classroom.clock.advance(15 * 60 * 1000 + 1000);
    await eventually(async () => {
      const row = await classroom.db
        .selectFrom('games')
        .select('end_reason')
        .where('id', '=', empty.gameId)
        .executeTakeFirst();
      return row?.end_reason === 'abandoned';
    });
    expect(await listed(empty.gameId)).toMatchObject({ status: 'finished', pin: null, hostAway: false });
    expect(await listed(waiting.gameId)).toMatchObject({ status: 'lobby', pin: waiting.pin, hostAway: true });

    // The host comes back to the game: it is theirs again, no longer left.
    expect(
      (await classroom.call('GET', `/api/v2/live/games/${waiting.gameId}`, { as: 'educator' })).status,
    ).toBe(200);
    expect(await listed(waiting.gameId)).toMatchObject({ hostAway: false });
  });
});
