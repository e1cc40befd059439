// The classroom's view of auth's teams with the real auth beside it: a team made before classroom followed the
// events (the seeded "Klass 9A") is loaded from auth's snapshot; a team made and changed through auth reaches the
// results by its events; and a live game for a team admits its members only.
import { devAccount } from '@quizdrill/contracts';
import { eventOf, eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAMS_CONSUMER } from '../src/consumers/teams.consumer.js';
import {
  type ClassroomSystem,
  createCourse,
  createGame,
  hostAction,
  joinCall,
  newUser,
  startClassroomSystem,
} from './support.js';
import { consumed, newStudent, publish, publishTeam } from './team-events.js';

describe('teams from auth', () => {
  let classroom: ClassroomSystem;
  let seededTeam: string;
  let authToken: string;

  beforeAll(async () => {
    classroom = await startClassroomSystem({ auth: true });
    await createCourse(classroom, 'biologi', 3);
    seededTeam = await classroom.auth!.teamId('educator', 'Klass 9A');
    authToken = await classroom.auth!.login('educator');
  }, 60_000);
  afterAll(() => classroom.stop());

  const studentsOf = async (assignmentId: string) => {
    const response = await classroom.call('GET', `/api/v2/assignments/${assignmentId}/results`, {
      as: 'educator',
    });
    return (await response.json()).students.map((row: { username: string }) => row.username);
  };

  it('when an assignment names the seeded team the classroom never heard of, then auth’s snapshot makes it known with its member', async () => {
    expect(await classroom.db.selectFrom('teams').selectAll().execute()).toEqual([]);
    const created = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId: seededTeam, courseName: 'biologi' },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const results = await (
      await classroom.call('GET', `/api/v2/assignments/${id}/results`, { as: 'educator' })
    ).json();
    expect(results.assignment.group).toEqual({ id: seededTeam, name: 'Klass 9A' });
    expect(results.students).toEqual([
      {
        userId: devAccount('student').id,
        username: 'student',
        firstName: 'Sara',
        lastName: 'Andersson',
        answered: 0,
        total: 3,
        correct: 0,
        errorRate: 0,
        finished: false,
        lastActivityAt: null,
      },
    ]);
    const listed = await (await classroom.call('GET', '/api/v2/assignments', { as: 'student' })).json();
    expect(listed.assigned.map((row: { id: string }) => row.id)).toEqual([id]);
  });

  it('when the owner makes a team in auth and adds and removes a member, then the results follow by the events', async () => {
    const auth = classroom.auth!;
    const headers = { authorization: `Bearer ${authToken}` };
    const group = await (
      await auth.call('POST', '/api/v2/groups', { headers, body: { name: 'Klass 7C' } })
    ).json();
    await eventually(async () => {
      const known = await classroom.db
        .selectFrom('teams')
        .select('id')
        .where('id', '=', group.id)
        .executeTakeFirst();
      return known !== undefined;
    }, 20_000);
    const created = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId: group.id, courseName: 'biologi' },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(await studentsOf(id)).toEqual([]);

    const added = await auth.call('POST', `/api/v2/groups/${group.id}/members`, {
      headers,
      body: { username: 'premium' },
    });
    expect(added.status).toBe(201);
    await eventually(async () => (await studentsOf(id)).includes('premium'), 20_000);

    const removed = await auth.call(
      'DELETE',
      `/api/v2/groups/${group.id}/members/${devAccount('premium').id}`,
      {
        headers,
      },
    );
    expect(removed.status).toBe(204);
    await eventually(async () => (await studentsOf(id)).length === 0, 20_000);

    expect((await auth.call('DELETE', `/api/v2/groups/${group.id}`, { headers })).status).toBe(204);
    await eventually(async () => {
      const response = await classroom.call('GET', `/api/v2/assignments/${id}/results`, { as: 'educator' });
      return (await response.json()).assignment.closedReason === 'team_deleted';
    }, 20_000);
  });

  it('when the owner hosts a live game for the team, then members join, others and guests are refused, and the list names the team', async () => {
    const refused = await classroom.call('POST', '/api/v2/live/games', {
      as: newUser('ROLE_EDUCATOR'),
      body: { courseName: 'biologi', groupId: seededTeam },
    });
    expect(refused.status).toBe(403);
    const unknown = await classroom.call('POST', '/api/v2/live/games', {
      as: 'educator',
      body: { courseName: 'biologi', groupId: '00000000-0000-4000-8000-0000000000ff' },
    });
    expect([unknown.status, (await unknown.json()).error]).toEqual([404, 'team_not_found']);

    const byAdmin = await createGame(classroom, 'admin', { courseName: 'biologi', groupId: seededTeam });
    expect((await joinCall(classroom, { pin: byAdmin.pin }, { as: 'student' })).status).toBe(200);
    const game = await createGame(classroom, 'educator', { courseName: 'biologi', groupId: seededTeam });
    expect((await joinCall(classroom, { pin: game.pin }, { as: 'student' })).status).toBe(200);
    const stranger = await joinCall(classroom, { pin: game.pin }, { as: 'premium' });
    expect([stranger.status, (await stranger.json()).error]).toEqual([403, 'not_team_member']);
    const guest = await joinCall(classroom, { pin: game.pin, nickname: 'Gäst' });
    expect([guest.status, (await guest.json()).error]).toEqual([403, 'guests_not_allowed']);

    const open = await createGame(classroom, 'educator', { courseName: 'biologi' });
    expect((await joinCall(classroom, { pin: open.pin }, { as: 'premium' })).status).toBe(200);

    const games = await (await classroom.call('GET', '/api/v2/live/games', { as: 'educator' })).json();
    const groupOf = (gameId: string) => games.find((row: { gameId: string }) => row.gameId === gameId).group;
    expect(groupOf(game.gameId)).toEqual({ id: seededTeam, name: 'Klass 9A' });
    expect(groupOf(open.gameId)).toBeNull();
  });
  it('when a team game’s team is deleted, then nobody is its member: a member is refused (again)', async () => {
    const [early, late] = [newStudent('Tidig', 'Till'), newStudent('Sen', 'Till')];
    const groupId = await publishTeam(classroom, 'Klass 6D', [early, late]);
    const game = await createGame(classroom, 'educator', { courseName: 'biologi', groupId });
    expect((await joinCall(classroom, { pin: game.pin }, { as: early })).status).toBe(200);

    await publish(classroom, [eventOf('users.group.deleted', { groupId, name: 'Klass 6D' })]);
    await consumed(classroom, 'users', TEAMS_CONSUMER);
    const refused = await joinCall(classroom, { pin: game.pin }, { as: late });
    expect([refused.status, (await refused.json()).error]).toEqual([403, 'not_team_member']);
    // Joining again is joining: the early one is refused now too.
    const again = await joinCall(classroom, { pin: game.pin }, { as: early });
    expect(again.status).toBe(403);
    // The PIN of a team game, which names its team too, is marked ended with the game.
    await hostAction(classroom, 'educator', game.gameId, 'end');
    const over = await joinCall(classroom, { pin: game.pin }, { as: early });
    expect([over.status, (await over.json()).error]).toEqual([410, 'game_ended']);
  });
});
