// A class answering the same question at once: every answer counted exactly once, each player scored once, and the
// host told at once when the last one is in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCall,
  type ClassroomSystem,
  createCourse,
  createGame,
  hostAction,
  joinAs,
  openHostStream,
  type Player,
  startClassroomSystem,
} from './support.js';

const PLAYERS = 200;
const LABELS = ['A', 'B', 'C', 'D'];

describe('a class of 200 answering at once', () => {
  let classroom: ClassroomSystem;
  let courseName: string;
  beforeAll(async () => {
    // Counts go out only when everyone has answered: nothing else could bring them within the test.
    classroom = await startClassroomSystem({ env: { LIVE_COUNT_INTERVAL_MS: '600000' } });
    courseName = (await createCourse(classroom, 'matte', 2)).name;
  });
  afterAll(() => classroom.stop());

  it('when 200 players answer together, and 50 of them twice at the same moment, then each counts once and the host sees all 200 at once', async () => {
    const game = await createGame(classroom, 'educator', { courseName, questionSeconds: 120 });
    const players: Player[] = await Promise.all(
      Array.from({ length: PLAYERS }, (_, index) => joinAs(classroom, game.pin, `Elev ${index + 1}`)),
    );
    expect(new Set(players.map((player) => player.playerId)).size).toBe(PLAYERS);
    const host = await openHostStream(classroom, 'educator', game.gameId);
    expect((await host.next('state')).game.players).toBe(PLAYERS);
    await hostAction(classroom, 'educator', game.gameId, 'start');
    await host.next('question');

    // Player i answers LABELS[i % 4]; the first 50 also send another label in the same instant.
    const sent = await Promise.all(
      players.flatMap((player, index) => {
        const calls = [answerCall(classroom, player, 0, LABELS[index % 4]!)];
        if (index < 50) calls.push(answerCall(classroom, player, 0, LABELS[(index + 1) % 4]!));
        return calls.map(async (call) => ({ player, status: (await call).status }));
      }),
    );
    const accepted = sent.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(PLAYERS);
    expect(new Set(accepted.map((answer) => answer.player.playerId)).size).toBe(PLAYERS);
    expect(sent.filter((answer) => answer.status === 409)).toHaveLength(50);

    expect(await host.next('answers')).toMatchObject({ index: 0, answered: PLAYERS, players: PLAYERS });
    const reveal = await host.next('reveal');
    const counts = reveal.counts as Record<string, number>;
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(PLAYERS);
    expect(reveal).toMatchObject({ correctOption: 'A', answered: PLAYERS, players: PLAYERS });

    const results = await (
      await classroom.call('GET', `/api/v2/live/games/${game.gameId}/results`, { as: 'educator' })
    ).json();
    expect(results.players).toHaveLength(PLAYERS);
    expect(results.questions[0].counts).toEqual(counts);
    for (const player of results.players) {
      expect(player.answered).toBe(1);
      const right = player.answers[0] === 'A';
      expect(player.correct).toBe(right ? 1 : 0);
      if (right) expect(player.score).toBeGreaterThanOrEqual(500);
      else expect(player.score).toBe(0);
    }
    // The live totals the reveal ranked by agree with the answers themselves: each player scored once.
    const scores = await classroom.redis.hgetall(classroom.keys.game(game.gameId).scores);
    for (const player of results.players) expect(Number(scores[player.playerId])).toBe(player.score);
    expect(results.questions[0].correct).toBe(counts.A);
    host.close();
  });
});
