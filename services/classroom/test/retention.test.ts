// Issue 44: classroom keeps a finished live game for LIVE_GAME_RETENTION_DAYS after it ended, a game that never ended
// UNENDED_LIVE_GAME_RETENTION_DAYS after it was made, a deleted team (with its memberships and assignments)
// DELETED_TEAM_RETENTION_DAYS after its deletion, a closed assignment CLOSED_ASSIGNMENT_RETENTION_DAYS after it
// closed, and its copy of the students' answers for ANSWER_HISTORY_RETENTION_DAYS. The daily sweep removes exactly
// what is older, keeps what is younger (a row exactly that old too), and ends a game still running rather than
// deleting it. A person in the view of people stays while a team membership, a game or an assignment refers to them.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassroomTables } from '../src/db/tables.js';
import { type ClassroomSystem, createCourse, createGame, joinAs, startClassroomSystem } from './support.js';

const DAY_MS = 24 * 3600 * 1000;

/** A game row as classroom makes it when a game is created, ended or not. */
function gameRow(id: string, hostId: string, times: { createdAt: Date; endedAt: Date | null }) {
  return {
    id,
    pin: '123456',
    host_id: hostId,
    course_id: 1,
    course_name: 'kemi',
    course_display_name: 'Kemi',
    order_type: 'ORDER' as const,
    question_seconds: 20,
    allow_guests: true,
    max_players: 50,
    question_count: 1,
    created_at: times.createdAt,
    started_at: times.endedAt === null ? null : times.createdAt,
    ended_at: times.endedAt,
    end_reason: times.endedAt ? ('completed' as const) : null,
    group_id: null,
    group_name: null,
  };
}

/** An assignment of `groupId` by `createdById`, made long ago, closed at `closedAt` (or open). */
async function insertAssignment(
  db: Kysely<ClassroomTables>,
  groupId: string,
  closedAt: Date | null,
  createdById: string = randomUUID(),
) {
  const id = randomUUID();
  await db
    .insertInto('assignments')
    .values({
      id,
      group_id: groupId,
      course_id: 1,
      course_name: 'kemi',
      course_display_name: 'Kemi',
      course_language: 'sv',
      course_named_at: new Date(0),
      created_by_id: createdById,
      due_at: null,
      note: null,
      created_at: new Date(Date.now() - 1000 * DAY_MS),
      closed_at: closedAt,
      closed_reason: closedAt === null ? null : 'course_deleted',
    })
    .execute();
  return id;
}

describe('live game, team, assignment and answer retention', () => {
  let classroom: ClassroomSystem;
  beforeAll(async () => {
    classroom = await startClassroomSystem({
      env: {
        LIVE_GAME_RETENTION_DAYS: '60',
        UNENDED_LIVE_GAME_RETENTION_DAYS: '5',
        DELETED_TEAM_RETENTION_DAYS: '40',
        CLOSED_ASSIGNMENT_RETENTION_DAYS: '300',
        ANSWER_HISTORY_RETENTION_DAYS: '90',
      },
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
      // Made long before (the running one today, as a game never ended goes by when it was made): only the end
      // counts.
      const createdAt = endedAt ? new Date(cutoff - 400 * DAY_MS) : now;
      await classroom.db
        .insertInto('games')
        .values(gameRow(gameId, hostId, { createdAt, endedAt }))
        .execute();
      await classroom.db
        .insertInto('game_players')
        .values({
          game_id: gameId,
          player_id: 'p1',
          nickname: 'Greta',
          user_id: randomUUID(),
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

  it('when the sweep runs, then exactly the games made before their days that never ended go, and one still running is ended and kept', async () => {
    await createCourse(classroom, 'retention-kemi', 1);
    const running = await createGame(classroom, 'educator', { courseName: 'retention-kemi' });
    await joinAs(classroom, running.pin, 'Greta');
    const now = new Date();
    const cutoff = now.getTime() - 5 * DAY_MS;
    const hostId = randomUUID();
    const games = {
      old: { createdAt: new Date(cutoff - 1), endedAt: null },
      boundary: { createdAt: new Date(cutoff), endedAt: null },
      young: { createdAt: new Date(cutoff + 1), endedAt: null },
      // Made long before and ended: the finished games' own days count, from its end.
      ended: { createdAt: new Date(cutoff - 50 * DAY_MS), endedAt: new Date(cutoff + DAY_MS) },
    };
    const ids = Object.fromEntries(Object.keys(games).map((name) => [name, randomUUID()]));
    for (const [name, times] of Object.entries(games)) {
      await classroom.db
        .insertInto('games')
        .values(gameRow(ids[name]!, hostId, times))
        .execute();
    }
    // The running game (its live state in Redis) was made before its days too.
    await classroom.db
      .updateTable('games')
      .set({ created_at: new Date(cutoff - 1) })
      .where('id', '=', running.gameId)
      .execute();

    const removed = await sweep(now);

    expect(removed['live games never ended']).toBe(2);
    const left = await classroom.db.selectFrom('games').select('id').where('host_id', '=', hostId).execute();
    expect(left.map((row) => row.id).sort()).toEqual([ids.boundary, ids.young, ids.ended].sort());
    const ended = await classroom.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', running.gameId)
      .executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ end_reason: 'abandoned', player_count: 1 });
    expect(ended.ended_at).not.toBeNull();
    const players = await classroom.db
      .selectFrom('game_players')
      .select('nickname')
      .where('game_id', '=', running.gameId)
      .execute();
    expect(players).toEqual([{ nickname: 'Greta' }]);
    // Ended and stored, it is no longer a game that never ended: the next sweep leaves it.
    expect((await sweep(now))['live games never ended']).toBe(0);
  });

  it('when the sweep runs, then exactly the teams deleted before their days go, with their memberships and assignments', async () => {
    const now = new Date();
    const cutoff = now.getTime() - 40 * DAY_MS;
    const teams = {
      old: new Date(cutoff - 1),
      boundary: new Date(cutoff),
      young: new Date(cutoff + 1),
      current: null,
    };
    const ids = Object.fromEntries(Object.keys(teams).map((name) => [name, randomUUID()]));
    const memberId = randomUUID();
    const assignments: Record<string, string> = {};
    for (const [name, deletedAt] of Object.entries(teams)) {
      const groupId = ids[name]!;
      await classroom.db
        .insertInto('teams')
        .values({ id: groupId, name: `7${name}`, owner_id: null, deleted_at: deletedAt })
        .execute();
      await classroom.db
        .insertInto('team_members')
        .values({ group_id: groupId, user_id: memberId, member: true, changed_at: new Date(cutoff - DAY_MS) })
        .execute();
      // A deleted team's assignments were closed when it was deleted.
      assignments[name] = await insertAssignment(classroom.db, groupId, deletedAt);
    }

    const removed = await sweep(now);

    expect(removed['deleted teams']).toBe(1);
    const kept = [ids.boundary, ids.young, ids.current].sort();
    const left = await classroom.db
      .selectFrom('teams')
      .select('id')
      .where('id', 'in', Object.values(ids))
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual(kept);
    const members = await classroom.db
      .selectFrom('team_members')
      .select('group_id')
      .where('user_id', '=', memberId)
      .execute();
    expect(members.map((row) => row.group_id).sort()).toEqual(kept);
    const leftAssignments = await classroom.db
      .selectFrom('assignments')
      .select('id')
      .where('id', 'in', Object.values(assignments))
      .execute();
    expect(leftAssignments.map((row) => row.id).sort()).toEqual(
      [assignments.boundary, assignments.young, assignments.current].sort(),
    );
  });

  it('when the sweep runs, then exactly the assignments closed before their days go; an open one stays', async () => {
    const now = new Date();
    const cutoff = now.getTime() - 300 * DAY_MS;
    const groupId = randomUUID();
    const closed = {
      old: new Date(cutoff - 1),
      boundary: new Date(cutoff),
      young: new Date(cutoff + 1),
      open: null,
    };
    const ids: Record<string, string> = {};
    for (const [name, closedAt] of Object.entries(closed)) {
      ids[name] = await insertAssignment(classroom.db, groupId, closedAt);
    }

    const removed = await sweep(now);

    expect(removed['closed assignments']).toBe(1);
    const left = await classroom.db
      .selectFrom('assignments')
      .select('id')
      .where('group_id', '=', groupId)
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([ids.boundary, ids.young, ids.open].sort());
  });

  it('when the sweep runs, then a person no team membership, game or assignment refers to goes from the view of people; one referred to stays', async () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - 30 * DAY_MS);
    const people = {
      unreferenced: longAgo,
      formerMember: longAgo,
      // Just asked for: a player of a game still running has no game rows until it ends.
      justNamed: new Date(now.getTime() - 3600 * 1000),
      member: longAgo,
      host: longAgo,
      player: longAgo,
      teacher: longAgo,
    };
    const ids = Object.fromEntries(Object.keys(people).map((name) => [name, randomUUID()])) as Record<
      keyof typeof people,
      string
    >;
    await classroom.db
      .insertInto('team_people')
      .values(
        Object.entries(people).map(([name, namedAt]) => ({
          user_id: ids[name as keyof typeof people],
          username: name,
          first_name: 'Förnamn',
          last_name: 'Efternamn',
          named_at: namedAt,
        })),
      )
      .execute();
    const groupId = randomUUID();
    await classroom.db
      .insertInto('team_members')
      .values([
        { group_id: groupId, user_id: ids.member, member: true, changed_at: longAgo },
        { group_id: groupId, user_id: ids.formerMember, member: false, changed_at: longAgo },
      ])
      .execute();
    const gameId = randomUUID();
    // Ended recently: the games' own rule keeps it.
    await classroom.db
      .insertInto('games')
      .values(gameRow(gameId, ids.host, { createdAt: longAgo, endedAt: now }))
      .execute();
    await classroom.db
      .insertInto('game_players')
      .values({
        game_id: gameId,
        player_id: 'p1',
        nickname: 'Förnamn E.',
        user_id: ids.player,
        removed: false,
      })
      .execute();
    await insertAssignment(classroom.db, groupId, null, ids.teacher);

    const removed = await sweep(now);

    expect(removed['people no longer referred to']).toBeGreaterThanOrEqual(2);
    const left = await classroom.db
      .selectFrom('team_people')
      .select('username')
      .where('user_id', 'in', Object.values(ids))
      .execute();
    expect(left.map((row) => row.username).sort()).toEqual(
      ['justNamed', 'member', 'host', 'player', 'teacher'].sort(),
    );
  });
});
