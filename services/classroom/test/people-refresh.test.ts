// The classroom's copy of people follows a rename in auth (issue 44): users.user.updated says what changed, not to
// what, and the classroom asks auth (users.people.names) for the new names of those it keeps, and no one else's.
import { devAccount } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClassroomSystem, createCourse, startClassroomSystem } from './support.js';

describe('people’s names refreshed from auth', () => {
  let classroom: ClassroomSystem;
  beforeAll(async () => {
    classroom = await startClassroomSystem({ auth: true });
    await createCourse(classroom, 'kemi', 2);
  }, 60_000);
  afterAll(() => classroom.stop());

  const keptOf = (userId: string) =>
    classroom.db
      .selectFrom('team_people')
      .select(['username', 'first_name', 'last_name'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  const rename = async (username: string, changes: Record<string, string>) => {
    const token = await classroom.auth!.login(username);
    const me = await (await classroom.auth!.call('GET', '/api/v2/users/me', { token })).json();
    const profile = {
      username: me.username,
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
    };
    const changed = await classroom.auth!.call('PATCH', '/api/v2/users/me', {
      token,
      body: { ...profile, ...changes },
    });
    expect(changed.status).toBe(200);
  };

  it('when a pupil the classroom keeps changes their name in auth, then the classroom’s copy and the results show the new one', async () => {
    const team = await classroom.auth!.teamId('educator', 'Klass 9A');
    const created = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId: team, courseName: 'kemi' },
    });
    expect(created.status).toBe(201);
    const student = devAccount('student').id;
    expect(await keptOf(student)).toEqual({
      username: 'student',
      first_name: 'Sara',
      last_name: 'Andersson',
    });

    await rename('student', { firstName: 'Sanna', lastName: 'Ek' });
    await eventually(async () => (await keptOf(student))?.first_name === 'Sanna');
    expect(await keptOf(student)).toEqual({ username: 'student', first_name: 'Sanna', last_name: 'Ek' });
    const { id } = await created.json();
    const results = await (
      await classroom.call('GET', `/api/v2/assignments/${id}/results`, { as: 'educator' })
    ).json();
    expect(results.students).toEqual([
      expect.objectContaining({ userId: student, firstName: 'Sanna', lastName: 'Ek' }),
    ]);
  });

  it('when someone the classroom does not keep changes their name, then it keeps nothing of them', async () => {
    const premium = devAccount('premium').id;
    await rename('premium', { firstName: 'Pelle' });
    // The student's rename after it, in the same stream: once it is kept, the premium's was handled.
    await rename('student', { firstName: 'Siri' });
    await eventually(async () => (await keptOf(devAccount('student').id))?.first_name === 'Siri');
    expect(await keptOf(premium)).toBeUndefined();
  });
});
