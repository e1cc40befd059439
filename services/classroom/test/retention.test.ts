// Issue 44: classroom keeps a finished live game for LIVE_GAME_RETENTION_DAYS after it ended, and its copy of the
// students' answers for ANSWER_HISTORY_RETENTION_DAYS. The daily sweep removes exactly what is older (a game with
// its players, questions and answers), keeps what is younger (a row exactly that old too), and never a running game.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClassroomSystem, startClassroomSystem } from './support.js';

const DAY_MS = 24 * 3600 * 1000;

describe('live game and answer retention', () => {
  let classroom: ClassroomSystem;
  beforeAll(async () => {
    classroom = await startClassroomSystem({
      env: { LIVE_GAME_RETENTION_DAYS: '60', ANSWER_HISTORY_RETENTION_DAYS: '90' },
    });
  });
  afterAll(() => classroom.stop());

  const sweep = (now: Date) => classroom.replica.app.retention!.sweep(now);

  it('when the sweep runs, then exactly the games that ended before their days go, with everything in them', async () => {
    const now = new Date();
    const cutoff = now.getTime() - 60 * DAY_MS;
    const games = {
      old: new Date(cutoff - 1),
      boundary: new Date(cutoff),
      young: new Date(cutoff + DAY_MS),
      running: null,
    };
    const ids = Object.fromEntries(Object.keys(games).map((name) => [name, randomUUID()]));
    const hostId = randomUUID();
    for (const [name, endedAt] of Object.entries(games)) {
      const gameId = ids[name]!;
      await classroom.db
        .insertInto('games')
        .values({
          id: gameId,
          pin: '123456',
          host_id: hostId,
          host_name: 'lärare',
          course_id: 1,
          course_name: 'kemi',
          course_display_name: 'Kemi',
          order_type: 'ORDER',
          question_seconds: 20,
          allow_guests: true,
          max_players: 50,
          question_count: 1,
          // Made long before: only the end counts.
          created_at: new Date(cutoff - 400 * DAY_MS),
          started_at: new Date(cutoff - 400 * DAY_MS),
          ended_at: endedAt,
          end_reason: endedAt ? 'completed' : null,
          group_id: null,
          group_name: null,
        })
        .execute();
      await classroom.db
        .insertInto('game_players')
        .values({
          game_id: gameId,
          player_id: 'p1',
          nickname: 'Greta',
          user_id: randomUUID(),
          username: 'greta',
          removed: false,
        })
        .execute();
      await classroom.db
        .insertInto('game_questions')
        .values({
          game_id: gameId,
          question_index: 0,
          question_id: 7,
          question_text: 'H2O?',
          correct_option: 'A',
          labels: 'AB',
        })
        .execute();
      await classroom.db
        .insertInto('game_answers')
        .values({
          game_id: gameId,
          question_index: 0,
          player_id: 'p1',
          answer: 'A',
          elapsed_ms: 900,
          points: 950,
        })
        .execute();
    }

    const removed = await sweep(now);

    expect(removed['finished live games']).toBe(1);
    const left = await classroom.db.selectFrom('games').select('id').where('host_id', '=', hostId).execute();
    expect(left.map((row) => row.id).sort()).toEqual([ids.boundary, ids.young, ids.running].sort());
    for (const table of ['game_players', 'game_questions', 'game_answers'] as const) {
      const rows = await classroom.db
        .selectFrom(table)
        .select('game_id')
        .where('game_id', 'in', Object.values(ids))
        .execute();
      expect(rows.map((row) => row.game_id).sort(), table).toEqual(
        [ids.boundary, ids.young, ids.running].sort(),
      );
    }
  });

  it('when the sweep runs, then exactly the answers older than their days go', async () => {
    const now = new Date();
    const cutoff = now.getTime() - 90 * DAY_MS;
    const userId = randomUUID();
    const times = [cutoff - 365 * DAY_MS, cutoff - 1, cutoff, cutoff + 1];
    await classroom.db
      .insertInto('drill_answers')
      .values(
        times.map((at, index) => ({
          event_id: randomUUID(),
          user_id: userId,
          course_id: 1,
          question_id: index + 1,
          answer: 'A',
          correct: true,
          answered_at: new Date(at),
        })),
      )
      .execute();

    await sweep(now);

    const left = await classroom.db
      .selectFrom('drill_answers')
      .select('answered_at')
      .where('user_id', '=', userId)
      .orderBy('answered_at')
      .execute();
    expect(left.map((row) => row.answered_at.getTime())).toEqual([cutoff, cutoff + 1]);
  });
});
