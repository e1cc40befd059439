// The answer script scores in Redis what domain/points.ts says in TypeScript: both sides of the rule agree, at
// every moment of a question, also for a replica whose clock runs behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsFor } from '../src/domain/points.js';
import {
  answerCall,
  type ClassroomSystem,
  createCourse,
  createGame,
  hostAction,
  joinAs,
  startClassroomSystem,
} from './support.js';

describe('points in Redis and in TypeScript', () => {
  let classroom: ClassroomSystem;
  beforeAll(async () => {
    classroom = await startClassroomSystem();
    await createCourse(classroom, 'poang', 1);
  });
  afterAll(() => classroom.stop());

  it.each([20, 7])(
    'when right answers come at any moment of a %i-second question, then Redis scores as pointsFor says',
    async (seconds) => {
      const given = seconds * 1000;
      // Milliseconds after the question was shown; below 0 is a replica whose clock is behind.
      const moments = [-500, 0, 1, 333, Math.round(given / 3), given / 2, given - 1, given];
      classroom.clock.freeze(new Date('2026-12-01T10:00:00Z'));
      const game = await createGame(classroom, 'educator', { courseName: 'poang', questionSeconds: seconds });
      const players = [];
      for (const moment of moments) players.push(await joinAs(classroom, game.pin, `t${moment}`));
      // One more who never answers, so the question stays open to the last moment.
      await joinAs(classroom, game.pin, 'tyst');
      await hostAction(classroom, 'educator', game.gameId, 'start');

      let elapsed = 0;
      for (const [index, moment] of moments.entries()) {
        classroom.clock.advance(moment - elapsed);
        elapsed = moment;
        expect((await answerCall(classroom, players[index]!, 0, 'A')).status).toBe(200);
      }
      const scores = await classroom.redis.hgetall(classroom.keys.game(game.gameId).scores);
      const expected = moments.map((moment) =>
        pointsFor(true, { questionSeconds: seconds, remainingMs: given - moment }),
      );
      expect(players.map((player) => Number(scores[player.playerId]))).toEqual(expected);
      expect(expected[0]).toBe(1000);
      expect(expected.at(-1)).toBe(500);
    },
  );
});
