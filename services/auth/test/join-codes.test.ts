// Issue 41: a class joins its team by code, and a teacher adds a pasted list. A team has a join code (and so a link
// and a QR code) its educator or an admin can renew or switch off; a signed-in student who presents it joins, once;
// wrong codes are counted per user so codes cannot be guessed; a pasted list of usernames and e-mail addresses is
// answered line by line. Every student added is a users.membership.added event, as when added one by one.
import {
  type AddMembersReport,
  type GroupDetails,
  JOIN_GUESSES_PER_WINDOW,
  type JoinTeamResponse,
  type TeamJoinCode,
} from '@quizdrill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, claimsOf, newAccount, startAuth } from './support.js';

describe('joining a team by code or from a list', () => {
  let auth: AuthUnderTest;
  let educator: string;
  let admin: string;
  beforeAll(async () => {
    auth = await startAuth({ PUBLIC_URL: 'https://quizdrill.example' });
    educator = await auth.login('educator');
    admin = await auth.login('admin');
  });
  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  async function registered(overrides: Record<string, string> = {}) {
    const account = newAccount(overrides);
    const response = await auth.call('POST', '/api/v2/auth/register', { body: account });
    const { token } = (await response.json()) as { token: string };
    return { token, username: account.username, email: account.email, id: claimsOf(token).uid as string };
  }

  async function newTeam(name = `Klass ${Date.now().toString(36)}`): Promise<GroupDetails> {
    const response = await auth.call('POST', '/api/v2/groups', { token: educator, body: { name } });
    expect(response.status).toBe(201);
    return (await response.json()) as GroupDetails;
  }

  const join = (token: string, code: string) =>
    auth.call('POST', '/api/v2/groups/join', { token, body: { code } });

  /** The users.membership.added events the outbox holds for the team. */
  async function additions(groupId: string) {
    const rows = await auth.db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', 'users.membership.added')
      .orderBy('id')
      .execute();
    return rows
      .map((row) => (row.envelope as { data: { groupId: string; userId: string } }).data)
      .filter((data) => data.groupId === groupId);
  }

  it('when an educator makes a team, then it has a code and a link; its managers see them, its members do not', async () => {
    const team = await newTeam();
    const { code, enabled, url } = team.joinCode!;
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(enabled).toBe(true);
    expect(url).toBe(`https://quizdrill.example/join/${code}`);
    const asAdmin = await auth.call('GET', `/api/v2/groups/${team.id}`, { token: admin });
    expect(((await asAdmin.json()) as GroupDetails).joinCode).toEqual(team.joinCode);

    const student = await registered();
    expect((await join(student.token, code)).status).toBe(200);
    const asMember = await auth.call('GET', `/api/v2/groups/${team.id}`, { token: student.token });
    expect(((await asMember.json()) as GroupDetails).joinCode).toBeNull();
    expect(
      (await auth.call('GET', `/api/v2/groups/${team.id}/join-code`, { token: student.token })).status,
    ).toBe(403);
  });

  it('when a signed-in student presents the code, however typed, then they join once and the class hears of it once', async () => {
    const team = await newTeam();
    const student = await registered({ firstName: 'Åsa', lastName: 'Öberg' });
    const code = team.joinCode!.code;
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const first = await join(student.token, typed);
    expect(first.status).toBe(200);
    expect((await first.json()) as JoinTeamResponse).toEqual({
      group: {
        id: team.id,
        name: team.name,
        ownerUsername: 'educator',
        ownerName: 'Erik Johansson',
        memberCount: 1,
        isOwner: false,
      },
      joined: true,
    });
    const again = await join(student.token, code);
    expect(((await again.json()) as JoinTeamResponse).joined).toBe(false);
    // By id only (issue 44): no names in the event.
    expect(await additions(team.id)).toEqual([{ groupId: team.id, userId: student.id }]);
    const groups = await auth.call('GET', '/api/v2/users/me/groups', { token: student.token });
    expect(((await groups.json()) as { id: string }[]).map((group) => group.id)).toContain(team.id);
  });

  it('when the teacher makes a new code, then the old one is refused with 404 and the new one joins', async () => {
    const team = await newTeam();
    const old = team.joinCode!.code;
    const rotated = await auth.call('POST', `/api/v2/groups/${team.id}/join-code`, { token: educator });
    expect(rotated.status).toBe(200);
    const fresh = (await rotated.json()) as TeamJoinCode;
    expect(fresh.code).not.toBe(old);
    expect(fresh.url).toBe(`https://quizdrill.example/join/${fresh.code}`);

    const student = await registered();
    const refused = await join(student.token, old);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: 'join_code_unknown' });
    expect((await join(student.token, fresh.code)).status).toBe(200);
  });

  it('when the code is switched off, then it is refused with 403; switched on again, the same code joins', async () => {
    const team = await newTeam();
    const { code } = team.joinCode!;
    const off = await auth.call('PATCH', `/api/v2/groups/${team.id}/join-code`, {
      token: educator,
      body: { enabled: false },
    });
    expect(await off.json()).toMatchObject({ code, enabled: false });
    const student = await registered();
    const refused = await join(student.token, code);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'join_code_disabled' });
    expect(await additions(team.id)).toEqual([]);

    await auth.call('PATCH', `/api/v2/groups/${team.id}/join-code`, {
      token: admin,
      body: { enabled: true },
    });
    expect((await join(student.token, code)).status).toBe(200);
  });

  it('when an educator or an admin presents a code, then 403 not_a_student and no membership', async () => {
    const team = await newTeam();
    for (const token of [educator, admin]) {
      const response = await join(token, team.joinCode!.code);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'not_a_student' });
    }
    expect(await additions(team.id)).toEqual([]);
  });

  it('when a code is not 8 characters of the code alphabet, then 400 join_code_malformed, not counted as a guess', async () => {
    const student = await registered();
    for (const code of ['ABC', 'ABCD-234O', 'ABCD23451', '🙂🙂🙂🙂🙂🙂🙂🙂']) {
      const response = await join(student.token, code);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'join_code_malformed' });
    }
    expect(
      await auth.db.selectFrom('join_guesses').selectAll().where('user_id', '=', student.id).execute(),
    ).toEqual([]);
  });

  it('when a student keeps trying wrong codes, then after 10 they wait, the right code too, while classmates do not', async () => {
    const team = await newTeam();
    const guesser = await registered();
    const classmate = await registered();
    // Right codes do not use up the allowance.
    for (let round = 0; round < 3; round += 1)
      expect((await join(guesser.token, team.joinCode!.code)).status).toBe(200);
    for (let guess = 0; guess < JOIN_GUESSES_PER_WINDOW; guess += 1) {
      expect((await join(guesser.token, 'ZZZZ-ZZZZ')).status).toBe(404);
    }
    const held = await join(guesser.token, team.joinCode!.code);
    expect(held.status).toBe(429);
    expect(await held.json()).toMatchObject({ error: 'too_many_join_attempts' });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await join(classmate.token, team.joinCode!.code)).status).toBe(200);
  });

  it('when a teacher pastes a list, then each entry is reported on its line and only students are added', async () => {
    const team = await newTeam();
    const [anna, bo, cia] = [await registered(), await registered(), await registered()];
    expect((await join(cia.token, team.joinCode!.code)).status).toBe(200);
    const list = [
      anna.username,
      `${bo.email.toUpperCase()}; nobody-here`,
      cia.username,
      'educator',
      '',
      `Anna Svensson\t${anna.email}`,
    ].join('\r\n');
    const response = await auth.call('POST', `/api/v2/groups/${team.id}/members/bulk`, {
      token: educator,
      body: { list },
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as AddMembersReport;
    expect(report.entries.map(({ line, entry, outcome }) => [line, entry, outcome])).toEqual([
      [1, anna.username, 'added'],
      [2, bo.email.toUpperCase(), 'added'],
      [2, 'nobody-here', 'not_found'],
      [3, cia.username, 'already_member'],
      [4, 'educator', 'not_a_student'],
      [6, 'Anna Svensson', 'invalid'],
      [6, anna.email, 'duplicate'],
    ]);
    expect(report.entries[1]!.member).toMatchObject({ userId: bo.id, username: bo.username });
    expect(report.counts).toEqual({
      added: 2,
      already_member: 1,
      not_found: 1,
      not_a_student: 1,
      duplicate: 1,
      invalid: 1,
    });
    expect(report.group.members.map((member) => member.userId).sort()).toEqual(
      [anna.id, bo.id, cia.id].sort(),
    );
    expect((await additions(team.id)).map((event) => event.userId).sort()).toEqual(
      [cia.id, anna.id, bo.id].sort(),
    );
  });

  it('when a list names more than 300, or someone who does not manage the team sends one, then nothing is added', async () => {
    const team = await newTeam();
    const student = await registered();
    const long = Array.from({ length: 301 }, (_, index) => `elev${index}`).join('\n');
    const tooLong = await auth.call('POST', `/api/v2/groups/${team.id}/members/bulk`, {
      token: educator,
      body: { list: `${student.username}\n${long}` },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: 'member_list_too_long' });
    const notTheirs = await auth.call('POST', `/api/v2/groups/${team.id}/members/bulk`, {
      token: student.token,
      body: { list: student.username },
    });
    expect(notTheirs.status).toBe(403);
    expect(await additions(team.id)).toEqual([]);
  });
});
