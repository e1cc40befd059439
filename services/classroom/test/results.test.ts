// A finished game's results: the JSON, the CSV download Swedish Excel opens (checked against a golden file), the
// game stored in Postgres with its `classroom.game.finished` event, and the same results once Redis has let go.
import { readFile } from 'node:fs/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamFor, subjectFor } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCall,
  type ClassroomSystem,
  type CreatedGame,
  createCourse,
  createGame,
  hostAction,
  joinAs,
  startClassroomSystem,
} from './support.js';

const GOLDEN = new URL('./golden/live-results.sv.csv', import.meta.url);

describe('results of a live game', () => {
  let classroom: ClassroomSystem;
  let game: CreatedGame;
  let courseId: number;

  /** Plays a known game with a stopped clock, so that every answer time is exact. */
  async function playKnownGame(): Promise<void> {
    const course = await createCourse(classroom, 'svenska', 2);
    courseId = course.id;
    classroom.clock.freeze(new Date('2026-12-01T09:00:00Z'));
    game = await createGame(classroom, 'educator', { courseName: 'svenska', questionSeconds: null });
    const asa = await joinAs(classroom, game.pin, 'Åsa');
    const orjan = await joinAs(classroom, game.pin, 'Örjan Ek');
    const student = await joinAs(classroom, game.pin, undefined, { as: 'student' });
    const formula = await joinAs(classroom, game.pin, '=1+1');
    const removed = await joinAs(classroom, game.pin, 'Bo;Ek');
    const answerAfter = async (ms: number, player: typeof asa, index: number, label: string) => {
      classroom.clock.advance(ms);
      expect((await answerCall(classroom, player, index, label)).status).toBe(200);
    };

    await hostAction(classroom, 'educator', game.gameId, 'start');
    await answerAfter(2000, asa, 0, 'A');
    await answerAfter(500, student, 0, 'B');
    await answerAfter(500, orjan, 0, 'A');
    await answerAfter(1000, formula, 0, 'A');
    await hostAction(classroom, 'educator', game.gameId, 'reveal');
    await hostAction(classroom, 'educator', game.gameId, 'next');
    await answerAfter(500, removed, 1, 'B');
    await answerAfter(500, orjan, 1, 'B');
    await answerAfter(800, asa, 1, 'B');
    await answerAfter(200, formula, 1, 'C');
    const kicked = await classroom.call(
      'DELETE',
      `/api/v2/live/games/${game.gameId}/players/${removed.playerId}`,
      {
        as: 'educator',
      },
    );
    expect(kicked.status).toBe(204);
    await hostAction(classroom, 'educator', game.gameId, 'reveal');
    await hostAction(classroom, 'educator', game.gameId, 'end');
  }

  beforeAll(async () => {
    classroom = await startClassroomSystem();
    await playKnownGame();
  });
  afterAll(() => classroom.stop());

  const results = (query = '') =>
    classroom.call('GET', `/api/v2/live/games/${game.gameId}/results${query}`, { as: 'educator' });

  it('when the host asks for the results, then players in order of place with their answers, and each question with its counts', async () => {
    const body = await (await results()).json();
    expect(body).toMatchObject({
      gameId: game.gameId,
      status: 'finished',
      // Ended by the host from the last question's results: every question was played (issue 41).
      endReason: 'completed',
      course: { id: courseId, name: 'svenska', displayName: 'Kurs svenska' },
      questionCount: 2,
      createdAt: '2026-12-01T09:00:00.000Z',
      startedAt: '2026-12-01T09:00:00.000Z',
    });
    expect(
      body.players.map((player: Record<string, unknown>) => [
        player.rank,
        player.nickname,
        player.name,
        player.username,
        player.score,
        player.correct,
        player.answerTimeMs,
        player.answers,
        player.removed,
      ]),
    ).toEqual([
      // The host reads a signed-in player's full name; the others saw her first name and initial.
      [1, 'Åsa', 'Åsa', null, 2000, 2, 3800, ['A', 'B'], false],
      [2, 'Örjan Ek', 'Örjan Ek', null, 2000, 2, 4000, ['A', 'B'], false],
      [3, '=1+1', '=1+1', null, 1000, 1, 6000, ['A', 'C'], false],
      [4, 'Sara A.', 'Sara Andersson', 'student', 0, 0, 2500, ['B', null], false],
      [5, 'Bo;Ek', 'Bo;Ek', null, 1000, 1, 500, [null, 'B'], true],
    ]);
    expect(body.questions).toEqual([
      expect.objectContaining({
        index: 0,
        correctOption: 'A',
        answered: 4,
        correct: 3,
        counts: { A: 3, B: 1, C: 0, D: 0 },
      }),
      expect.objectContaining({
        index: 1,
        correctOption: 'B',
        answered: 4,
        correct: 3,
        counts: { A: 0, B: 3, C: 1, D: 0 },
      }),
    ]);
  });

  it('when the host downloads the CSV, then it matches the golden file byte for byte, as an attachment', async () => {
    const answer = await results('?format=csv');
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="resultat-svenska-2026-12-01.csv"; filename*=UTF-8''resultat-svenska-2026-12-01.csv`,
    );
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe(await readFile(GOLDEN, 'utf8'));
    const english = await (await results('?format=csv&language=en')).text();
    expect(english.split('\r\n')[0]).toBe(
      'Rank;Name;Username;Score;Correct;Answered;Answer time (s);Removed;Question 1 (A);Question 2 (B)',
    );
  });

  it('when the game is over, then it is stored with its classroom.game.finished event, and the live answers were no drill answers', async () => {
    await eventually(async () => {
      const row = await classroom.db
        .selectFrom('games')
        .selectAll()
        .where('id', '=', game.gameId)
        .executeTakeFirst();
      return row?.ended_at !== null && row?.ended_at !== undefined;
    });
    const outbox = await sql<{
      type: string;
      published: boolean;
    }>`select type, published_at is not null as published from outbox`.execute(classroom.db);
    expect(outbox.rows.map((row) => row.type)).toEqual(['classroom.game.finished']);

    const namespace = classroom.system.environment.namespace;
    const nats = await connect({ servers: classroom.system.environment.env.NATS_URL });
    try {
      const manager = await jetstreamManager(nats);
      let data: Record<string, unknown> | undefined;
      await eventually(async () => {
        const message = await manager.streams
          .getMessage(streamFor('classroom', namespace).name, {
            last_by_subj: subjectFor('classroom.game.finished', namespace),
          })
          .catch(() => null);
        data = message?.json<{ data: Record<string, unknown> }>().data;
        return data !== undefined;
      });
      expect(data).toMatchObject({
        gameId: game.gameId,
        courseId,
        courseName: 'svenska',
        reason: 'completed',
        questionCount: 2,
        questionsShown: 2,
        endedAt: expect.stringMatching(/^2026-12-01T09:00:0/),
      });
      expect(
        (data!.players as { nickname: string | null; userId: string | null; rank: number }[]).map(
          (player) => [player.nickname, player.rank, player.userId !== null],
        ),
      ).toEqual([
        ['Åsa', 1, false],
        ['Örjan Ek', 2, false],
        ['=1+1', 3, false],
        // The signed-in player by id only: no name in an event that outlives an erasure (issue 44).
        [null, 4, true],
        ['Bo;Ek', 5, false],
      ]);
    } finally {
      await nats.close();
    }
  });

  it('when the live state has expired from Redis, then the results come from Postgres, the same to the byte', async () => {
    const before = await (await results()).json();
    const csvBefore = await (await results('?format=csv')).text();
    await eventually(
      async () => (await classroom.redis.zscore(classroom.keys.unstored, game.gameId)) === null,
    );
    await classroom.redis.del(...classroom.keys.allOf(game.gameId, 2));

    expect(await (await results()).json()).toEqual(before);
    expect(await (await results('?format=csv')).text()).toBe(csvBefore);
    const list = await (await classroom.call('GET', '/api/v2/live/games', { as: 'educator' })).json();
    expect(list[0]).toMatchObject({ gameId: game.gameId, pin: null, status: 'finished', players: 4 });
  });
});
