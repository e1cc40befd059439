// A game left without its host: after two hours it ends by itself, its players are told, it is stored, and its
// PIN is free for the next game. PINs are unique among games that have not ended.
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
});
