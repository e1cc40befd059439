// Who may do what with assignments, on every route: nobody signed in, a student in the team and one outside it,
// another educator, the team's owner and an admin. Only the owner (or an admin) assigns and reads the results;
// every signed-in user lists their own.
import type { ApiCallOptions } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClassroomSystem, createCourse, newUser, startClassroomSystem } from './support.js';
import { newStudent, publishTeam } from './team-events.js';

describe('authorization of assignments', () => {
  let classroom: ClassroomSystem;
  let groupId: string;
  let assignmentId: string;
  const inTeam = newStudent('Ines', 'Inne');
  const outside = newStudent('Otto', 'Ute');
  const otherEducator = newUser('ROLE_EDUCATOR');

  const create = (as: ApiCallOptions['as']) =>
    classroom.call('POST', '/api/v2/assignments', { as, body: { groupId, courseName: 'kemi' } });

  beforeAll(async () => {
    classroom = await startClassroomSystem({ auth: true });
    await createCourse(classroom, 'kemi', 2);
    groupId = await publishTeam(classroom, 'Klass 8A', [inTeam]);
    const created = await create('educator');
    expect(created.status).toBe(201);
    assignmentId = (await created.json()).id;
  }, 60_000);
  afterAll(() => classroom.stop());

  const managing = () =>
    [
      ['PATCH', `/api/v2/assignments/${assignmentId}`, { note: 'Läs kapitel 2' }],
      ['GET', `/api/v2/assignments/${assignmentId}/results`],
      ['GET', `/api/v2/assignments/${assignmentId}/results?format=csv`],
      ['DELETE', `/api/v2/assignments/${assignmentId}`],
    ] as const;

  it('when nobody signs the call, then every route answers 401', async () => {
    const routes = [
      ['POST', '/api/v2/assignments', { groupId, courseName: 'kemi' }],
      ['GET', '/api/v2/assignments'],
      ...managing(),
    ] as const;
    for (const [method, path, body] of routes) {
      const answer = await classroom.call(method, path, { body });
      expect([path, answer.status]).toEqual([path, 401]);
    }
  });

  it('when a student (in the team or not) or another educator manages or assigns, then 403 and nothing changes', async () => {
    for (const [name, as] of [
      ['a student in the team', inTeam],
      ['a student outside it', outside],
      ['another educator', otherEducator],
    ] as const) {
      expect([name, (await create(as)).status]).toEqual([name, 403]);
      for (const [method, path, body] of managing()) {
        const answer = await classroom.call(method, path, { as, body });
        expect([name, method, path, answer.status]).toEqual([name, method, path, 403]);
      }
    }
    const results = await classroom.call('GET', `/api/v2/assignments/${assignmentId}/results`, {
      as: 'educator',
    });
    expect((await results.json()).assignment.note).toBeNull();
  });

  it('when a student assigns to a team the classroom never heard of, then 403 before the team is looked up or loaded from auth', async () => {
    const seeded = await classroom.auth!.teamId('educator', 'Klass 9A');
    for (const team of [seeded, '00000000-0000-4000-8000-00000000beef']) {
      const answer = await classroom.call('POST', '/api/v2/assignments', {
        as: inTeam,
        body: { groupId: team, courseName: 'kemi' },
      });
      expect([team, answer.status]).toEqual([team, 403]);
    }
    const known = await classroom.db.selectFrom('teams').select('id').where('id', '=', seeded).execute();
    expect(known).toEqual([]);
  });

  it('when each lists assignments, then a member sees it assigned, the owner and an admin as teaching, the others nothing', async () => {
    const listOf = async (as: ApiCallOptions['as']) => {
      const response = await classroom.call('GET', '/api/v2/assignments', { as });
      expect(response.status).toBe(200);
      const body = await response.json();
      return [body.assigned.length, body.teaching.length];
    };
    expect(await listOf(inTeam)).toEqual([1, 0]);
    expect(await listOf(outside)).toEqual([0, 0]);
    expect(await listOf(otherEducator)).toEqual([0, 0]);
    expect(await listOf('educator')).toEqual([0, 1]);
    expect(await listOf('admin')).toEqual([0, 1]);
  });

  it('when the owner or an admin manages, then each route answers', async () => {
    for (const as of ['educator', 'admin'] as const) {
      const created = await create(as);
      expect([as, created.status]).toEqual([as, 201]);
      const { id } = await created.json();
      const path = `/api/v2/assignments/${id}`;
      expect((await classroom.call('PATCH', path, { as, body: { note: 'Läs' } })).status).toBe(200);
      expect((await classroom.call('GET', `${path}/results`, { as })).status).toBe(200);
      expect((await classroom.call('GET', `${path}/results?format=csv`, { as })).status).toBe(200);
      // Each also manages the one the other made: the owner the admin's (their team), the admin the owner's.
      const other = as === 'educator' ? 'admin' : 'educator';
      expect(
        (await classroom.call('GET', `/api/v2/assignments/${assignmentId}/results`, { as: other })).status,
      ).toBe(200);
      expect((await classroom.call('DELETE', path, { as })).status).toBe(204);
      expect((await classroom.call('DELETE', path, { as })).status).toBe(404);
    }
  });

  it('when the assignment does not exist or the id is malformed, then 404 and 400', async () => {
    const unknown = await classroom.call(
      'GET',
      '/api/v2/assignments/00000000-0000-4000-8000-000000000000/results',
      {
        as: 'educator',
      },
    );
    expect([unknown.status, (await unknown.json()).error]).toEqual([404, 'assignment_not_found']);
    expect((await classroom.call('DELETE', '/api/v2/assignments/nej', { as: 'educator' })).status).toBe(400);
    const badBody = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId, courseName: 'kemi', note: 'x'.repeat(501) },
    });
    expect(badBody.status).toBe(400);
    const emptyPatch = await classroom.call('PATCH', `/api/v2/assignments/${assignmentId}`, {
      as: 'educator',
      body: {},
    });
    expect(emptyPatch.status).toBe(400);
  });
});
