// Teams over HTTP: the seeded educator's "Klass 9A" with the student in it, plus groups and users made per test.
import type { GroupDetails, GroupSummary, UserResponse } from '@quizdrill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TEAM } from '../src/seed.js';
import { type AuthUnderTest, claimsOf, newAccount, startAuth } from './support.js';

const NO_PERMISSION = { error: 'forbidden', message: 'You do not have permission to view this page.' };

describe('teams', () => {
  let auth: AuthUnderTest;
  const tokens: Record<'admin' | 'educator' | 'premium' | 'student', string> = {
    admin: '',
    educator: '',
    premium: '',
    student: '',
  };
  let seededTeam: GroupSummary;

  beforeAll(async () => {
    auth = await startAuth();
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await auth.login(name);
    const groups = await auth.call('GET', '/api/v2/users/me/groups', { token: tokens.student });
    seededTeam = ((await groups.json()) as GroupSummary[]).find((group) => group.name === SEED_TEAM)!;
  });

  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  /** A newly registered free user: their token, username and id. */
  async function registered(role?: 'ROLE_EDUCATOR') {
    const account = newAccount();
    const response = await auth.call('POST', '/api/v2/auth/register', { body: account });
    let { token } = (await response.json()) as { token: string };
    if (role) {
      await auth.db.updateTable('users').set({ role }).where('username', '=', account.username).execute();
      token = await auth.login(account.username, account.password);
    }
    return { token, username: account.username, id: claimsOf(token).uid as string };
  }

  async function createGroup(
    token: string,
    name = `Grupp ${Date.now().toString(36)}`,
  ): Promise<GroupDetails> {
    const response = await auth.call('POST', '/api/v2/groups', { token, body: { name } });
    expect(response.status).toBe(201);
    return (await response.json()) as GroupDetails;
  }

  const addMember = (token: string, groupId: string, username: string) =>
    auth.call('POST', `/api/v2/groups/${groupId}/members`, { token, body: { username } });

  const myGroups = async (token: string) =>
    (await (await auth.call('GET', '/api/v2/users/me/groups', { token })).json()) as GroupSummary[];

  const me = async (token: string) =>
    (await (await auth.call('GET', '/api/v2/users/me', { token })).json()) as UserResponse;

  describe('listing and choosing', () => {
    it('when the student lists their groups, then the seeded team shows with its owner and member count', async () => {
      expect(seededTeam).toEqual({
        id: expect.any(String),
        name: SEED_TEAM,
        ownerUsername: 'educator',
        // The pages show the teacher by name (issue 41).
        ownerName: 'Erik Johansson',
        memberCount: 1,
        isOwner: false,
      });
    });

    it('when the educator lists their groups, then owned groups show as theirs, sorted by name', async () => {
      const suffix = Date.now().toString(36);
      await createGroup(tokens.educator, `zz Biologi ${suffix}`);
      await createGroup(tokens.educator, `Algebra ${suffix}`);

      const groups = await myGroups(tokens.educator);

      const expected = [`Algebra ${suffix}`, SEED_TEAM, `zz Biologi ${suffix}`];
      expect(groups.map((group) => group.name).filter((name) => expected.includes(name))).toEqual(expected);
      expect(groups.every((group) => group.isOwner)).toBe(true);
    });

    it('when an admin lists every group, then groups they neither own nor belong to show too, with their owners; others get 403', async () => {
      const { token: otherEducator, username } = await registered('ROLE_EDUCATOR');
      const suffix = Date.now().toString(36);
      const theirs = await createGroup(otherEducator, `Fysik ${suffix}`);
      await addMember(otherEducator, theirs.id, 'student');

      const response = await auth.call('GET', '/api/v2/groups', { token: tokens.admin });
      expect(response.status).toBe(200);
      const groups = (await response.json()) as GroupSummary[];
      expect(groups.find((group) => group.id === theirs.id)).toEqual({
        id: theirs.id,
        name: `Fysik ${suffix}`,
        ownerUsername: username,
        ownerName: 'Nils Holgersson',
        memberCount: 1,
        isOwner: false,
      });
      expect(groups.find((group) => group.id === seededTeam.id)).toEqual(seededTeam);
      // The admin is in neither: their own list does not have them.
      expect((await myGroups(tokens.admin)).map((group) => group.id)).not.toContain(theirs.id);

      for (const token of [tokens.educator, tokens.premium, tokens.student]) {
        const refused = await auth.call('GET', '/api/v2/groups', { token });
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual(NO_PERMISSION);
      }
    });

    it('when someone in no group lists their groups, then the list is empty', async () => {
      const { token } = await registered();
      expect(await myGroups(token)).toEqual([]);
    });

    it('when a member chooses their group, then it becomes their userGroup', async () => {
      const response = await auth.call('PUT', '/api/v2/users/me/group', {
        token: tokens.student,
        body: { groupId: seededTeam.id },
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ username: 'student', userGroup: seededTeam.id });
      expect((await me(tokens.student)).userGroup).toBe(seededTeam.id);
    });

    it('when the owner chooses their group, then it becomes their userGroup', async () => {
      const response = await auth.call('PUT', '/api/v2/users/me/group', {
        token: tokens.educator,
        body: { groupId: seededTeam.id },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as UserResponse).userGroup).toBe(seededTeam.id);
    });

    it('when someone outside the group chooses it (admins too), then 403 with the no-permission message', async () => {
      for (const token of [tokens.premium, tokens.admin]) {
        const response = await auth.call('PUT', '/api/v2/users/me/group', {
          token,
          body: { groupId: seededTeam.id },
        });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual(NO_PERMISSION);
      }
      expect((await me(tokens.premium)).userGroup).toBeNull();
    });

    it('when the chosen group does not exist or the id is malformed, then 404 and 400', async () => {
      const unknown = await auth.call('PUT', '/api/v2/users/me/group', {
        token: tokens.student,
        body: { groupId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(unknown.status).toBe(404);
      const malformed = await auth.call('PUT', '/api/v2/users/me/group', {
        token: tokens.student,
        body: { groupId: 'klass-9a' },
      });
      expect(malformed.status).toBe(400);
    });
  });

  describe('creating', () => {
    it.each(['educator', 'admin'] as const)(
      'when the %s creates a group, then 201 with them as owner and no members',
      async (who) => {
        const response = await auth.call('POST', '/api/v2/groups', {
          token: tokens[who],
          body: { name: '  Kemi 8C ' },
        });

        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({
          id: expect.any(String),
          name: 'Kemi 8C',
          ownerUsername: who,
          ownerName: who === 'educator' ? 'Erik Johansson' : 'Astrid Lindqvist',
          members: [],
          joinCode: { code: expect.any(String), enabled: true, url: expect.stringContaining('/join/') },
        });
      },
    );

    it.each(['student', 'premium'] as const)(
      'when a %s creates a group, then 403 and nothing is stored',
      async (who) => {
        const name = `Not allowed ${Date.now().toString(36)}`;
        const response = await auth.call('POST', '/api/v2/groups', { token: tokens[who], body: { name } });

        expect(response.status).toBe(403);
        expect(((await response.json()) as { error: string }).error).toBe('forbidden');
        expect(
          await auth.db.selectFrom('groups').select('id').where('name', '=', name).execute(),
        ).toHaveLength(0);
      },
    );

    it('when the name is blank or missing, then 400', async () => {
      for (const body of [{ name: '   ' }, {}, { name: 'x'.repeat(101) }]) {
        const response = await auth.call('POST', '/api/v2/groups', { token: tokens.educator, body });
        expect(response.status).toBe(400);
      }
    });
  });

  describe('viewing', () => {
    it.each(['educator', 'admin', 'student'] as const)(
      'when the %s (owner, admin, member) opens the seeded team, then its members show',
      async (who) => {
        const response = await auth.call('GET', `/api/v2/groups/${seededTeam.id}`, { token: tokens[who] });

        expect(response.status).toBe(200);
        const details = (await response.json()) as GroupDetails;
        expect(details).toMatchObject({
          id: seededTeam.id,
          name: SEED_TEAM,
          ownerUsername: 'educator',
          ownerName: 'Erik Johansson',
        });
        expect(details.members).toEqual([
          { userId: expect.any(String), username: 'student', firstName: 'Sara', lastName: 'Andersson' },
        ]);
      },
    );

    it('when someone outside the group, or another educator, opens it, then 403', async () => {
      const otherEducator = await registered('ROLE_EDUCATOR');
      for (const token of [tokens.premium, otherEducator.token]) {
        const response = await auth.call('GET', `/api/v2/groups/${seededTeam.id}`, { token });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual(NO_PERMISSION);
      }
    });

    it('when the group does not exist or the id is malformed, then 404 and 400', async () => {
      expect(
        (
          await auth.call('GET', '/api/v2/groups/00000000-0000-4000-8000-000000000000', {
            token: tokens.admin,
          })
        ).status,
      ).toBe(404);
      expect((await auth.call('GET', '/api/v2/groups/not-a-uuid', { token: tokens.admin })).status).toBe(400);
    });
  });

  describe('managing members', () => {
    it('when the owner adds a user by username (any case), then 201 with them among the members, and they see the group', async () => {
      const group = await createGroup(tokens.educator);
      const pupil = await registered();

      const response = await addMember(tokens.educator, group.id, pupil.username.toUpperCase());

      expect(response.status).toBe(201);
      expect(((await response.json()) as GroupDetails).members.map((member) => member.username)).toEqual([
        pupil.username,
      ]);
      expect(await myGroups(pupil.token)).toEqual([
        {
          id: group.id,
          name: group.name,
          ownerUsername: 'educator',
          ownerName: 'Erik Johansson',
          memberCount: 1,
          isOwner: false,
        },
      ]);
    });

    it("when an admin adds a member to someone else's group, then 201", async () => {
      const group = await createGroup(tokens.educator);
      expect((await addMember(tokens.admin, group.id, 'premium')).status).toBe(201);
    });

    it('when the user is already a member, then 409', async () => {
      const response = await addMember(tokens.educator, seededTeam.id, 'student');
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: string }).error).toBe('conflict');
    });

    it('when no user has that username, then 404 saying so', async () => {
      const response = await addMember(tokens.educator, seededTeam.id, 'nobody-by-that-name');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found', message: 'No user with that username' });
    });

    it('when a member or another educator adds someone, then 403 and the group is unchanged', async () => {
      const otherEducator = await registered('ROLE_EDUCATOR');
      for (const token of [tokens.student, otherEducator.token]) {
        expect((await addMember(token, seededTeam.id, 'premium')).status).toBe(403);
      }
      const details = await auth.call('GET', `/api/v2/groups/${seededTeam.id}`, { token: tokens.educator });
      expect(((await details.json()) as GroupDetails).members.map((member) => member.username)).toEqual([
        'student',
      ]);
    });

    it('when the owner removes a member who had chosen the group, then 204 and their choice is cleared', async () => {
      const group = await createGroup(tokens.educator);
      const pupil = await registered();
      await addMember(tokens.educator, group.id, pupil.username);
      await auth.call('PUT', '/api/v2/users/me/group', { token: pupil.token, body: { groupId: group.id } });
      expect((await me(pupil.token)).userGroup).toBe(group.id);

      const response = await auth.call('DELETE', `/api/v2/groups/${group.id}/members/${pupil.id}`, {
        token: tokens.educator,
      });

      expect(response.status).toBe(204);
      expect((await me(pupil.token)).userGroup).toBeNull();
      expect(await myGroups(pupil.token)).toEqual([]);
    });

    it("when removing leaves another chosen group alone, then only this group's choice is cleared", async () => {
      const [first, second] = [await createGroup(tokens.educator), await createGroup(tokens.educator)];
      const pupil = await registered();
      await addMember(tokens.educator, first!.id, pupil.username);
      await addMember(tokens.educator, second!.id, pupil.username);
      await auth.call('PUT', '/api/v2/users/me/group', { token: pupil.token, body: { groupId: second!.id } });

      await auth.call('DELETE', `/api/v2/groups/${first!.id}/members/${pupil.id}`, {
        token: tokens.educator,
      });

      expect((await me(pupil.token)).userGroup).toBe(second!.id);
    });

    it('when the user is not a member, then 404; when a member tries to remove someone, then 403', async () => {
      const group = await createGroup(tokens.educator);
      const pupil = await registered();
      expect(
        (
          await auth.call('DELETE', `/api/v2/groups/${group.id}/members/${pupil.id}`, {
            token: tokens.educator,
          })
        ).status,
      ).toBe(404);

      const studentId = claimsOf(tokens.student).uid as string;
      const refused = await auth.call('DELETE', `/api/v2/groups/${seededTeam.id}/members/${studentId}`, {
        token: tokens.student,
      });
      expect(refused.status).toBe(403);
    });
  });

  describe('deleting', () => {
    it("when the owner deletes a group, then 204, it is gone and members' choice of it is cleared", async () => {
      const group = await createGroup(tokens.educator);
      const pupil = await registered();
      await addMember(tokens.educator, group.id, pupil.username);
      await auth.call('PUT', '/api/v2/users/me/group', { token: pupil.token, body: { groupId: group.id } });

      const response = await auth.call('DELETE', `/api/v2/groups/${group.id}`, { token: tokens.educator });

      expect(response.status).toBe(204);
      expect((await auth.call('GET', `/api/v2/groups/${group.id}`, { token: tokens.educator })).status).toBe(
        404,
      );
      expect((await me(pupil.token)).userGroup).toBeNull();
      expect(await myGroups(pupil.token)).toEqual([]);
    });

    it("when an admin deletes someone else's group, then 204", async () => {
      const group = await createGroup(tokens.educator);
      expect((await auth.call('DELETE', `/api/v2/groups/${group.id}`, { token: tokens.admin })).status).toBe(
        204,
      );
    });

    it('when a member or another educator deletes the group, then 403 and it stays', async () => {
      const otherEducator = await registered('ROLE_EDUCATOR');
      for (const token of [tokens.student, otherEducator.token]) {
        expect((await auth.call('DELETE', `/api/v2/groups/${seededTeam.id}`, { token })).status).toBe(403);
      }
      expect(
        (await auth.call('GET', `/api/v2/groups/${seededTeam.id}`, { token: tokens.educator })).status,
      ).toBe(200);
    });
  });

  it.each([
    ['GET', '/api/v2/users/me/groups', undefined],
    ['PUT', '/api/v2/users/me/group', { groupId: '00000000-0000-4000-8000-000000000000' }],
    ['POST', '/api/v2/groups', { name: 'Anonymous' }],
    ['GET', '/api/v2/groups/00000000-0000-4000-8000-000000000000', undefined],
    ['DELETE', '/api/v2/groups/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/v2/groups/00000000-0000-4000-8000-000000000000/members', { username: 'student' }],
    [
      'DELETE',
      '/api/v2/groups/00000000-0000-4000-8000-000000000000/members/00000000-0000-4000-8000-000000000000',
      undefined,
    ],
  ])('when %s %s is called without a token, then 401', async (method, path, body) => {
    const response = await auth.call(method, path, body === undefined ? {} : { body });
    expect(response.status).toBe(401);
  });
});
