// Bad input at the auth service's edge (issue 14): text with control characters is a 400 naming the field (a NUL
// reached Postgres and answered 500), and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, newAccount, startAuth } from './support.js';

const NUL = '\u0000';

describe('bad input', () => {
  let auth: AuthUnderTest;
  beforeAll(async () => {
    auth = await startAuth();
  });
  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  const expectRefused = async (response: Response, field: string) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string };
    expect(body).toEqual({
      error: 'validation_failed',
      message: `${field} must not contain control characters (only tab, line feed and carriage return are allowed)`,
    });
  };

  it.each([
    ['username', { username: `student${NUL}`, password: 'quizdrill' }],
    ['password', { username: 'student', password: `quizdrill${NUL}` }],
  ])('when a login has a NUL in the %s, then 400 naming it', async (field, body) => {
    await expectRefused(await auth.call('POST', '/api/v2/auth/login', { body }), `body/${field}`);
  });

  it('when a registration has a NUL in a name, then 400 and no account', async () => {
    const account = newAccount({ firstName: `Nils${NUL}` });
    await expectRefused(
      await auth.call('POST', '/api/v2/auth/register', { body: account }),
      'body/firstName',
    );
    const stored = await auth.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .execute();
    expect(stored).toEqual([]);
  });

  it('when a user changes their last name to one with an escape character, then 400 and nothing changes', async () => {
    const token = await auth.login('student');
    const me = await (await auth.call('GET', '/api/v2/users/me', { token })).json();
    const response = await auth.call('PATCH', '/api/v2/users/me', {
      token,
      body: { username: me.username, email: me.email, firstName: me.firstName, lastName: 'Ny\u001b[2J' },
    });
    await expectRefused(response, 'body/lastName');
    expect((await (await auth.call('GET', '/api/v2/users/me', { token })).json()).lastName).toBe(me.lastName);
  });

  it('when a team is created with a NUL in its name, or a member added by one, then 400', async () => {
    const token = await auth.login('educator');
    await expectRefused(
      await auth.call('POST', '/api/v2/groups', { token, body: { name: `Klass${NUL}` } }),
      'body/name',
    );
    const groups = await (await auth.call('GET', '/api/v2/users/me/groups', { token })).json();
    const groupId = (groups as { id: string }[])[0]?.id;
    if (groupId) {
      await expectRefused(
        await auth.call('POST', `/api/v2/groups/${groupId}/members`, {
          token,
          body: { username: `x${NUL}` },
        }),
        'body/username',
      );
    }
  });

  it('when a member is added by a 10,000-character username, then 400 before any look-up', async () => {
    const token = await auth.login('educator');
    const created = await auth.call('POST', '/api/v2/groups', { token, body: { name: 'Klass 7C' } });
    const { id } = (await created.json()) as { id: string };
    const response = await auth.call('POST', `/api/v2/groups/${id}/members`, {
      token,
      body: { username: 'a'.repeat(10_000) },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'validation_failed',
      message: 'body/username must NOT have more than 254 characters',
    });
  });

  it('when a join code or a pasted list is malformed, then 400 with a message, and no one joins or is added', async () => {
    const student = await auth.login('student');
    const educator = await auth.login('educator');
    const created = await auth.call('POST', '/api/v2/groups', {
      token: educator,
      body: { name: 'Klass 7D' },
    });
    const { id } = (await created.json()) as { id: string };
    const refusals: [string, string, string | undefined, unknown][] = [
      ['POST', '/api/v2/groups/join', student, { code: 12345678 }],
      ['POST', '/api/v2/groups/join', student, {}],
      ['POST', '/api/v2/groups/join', student, { code: 'A'.repeat(10_000) }],
      ['POST', '/api/v2/groups/join', student, { code: `ABCD${NUL}234` }],
      ['PATCH', `/api/v2/groups/${id}/join-code`, educator, { enabled: 'no' }],
      ['PATCH', '/api/v2/groups/not-a-team/join-code', educator, { enabled: false }],
      ['POST', '/api/v2/groups/not-a-team/join-code', educator, undefined],
      ['POST', `/api/v2/groups/${id}/members/bulk`, educator, { list: '' }],
      ['POST', `/api/v2/groups/${id}/members/bulk`, educator, { list: 'a\n'.repeat(10_001) }],
      ['POST', `/api/v2/groups/${id}/members/bulk`, educator, { list: `student${NUL}` }],
      ['POST', `/api/v2/groups/${id}/members/bulk`, educator, { list: ['student'] }],
    ];
    for (const [method, path, token, body] of refusals) {
      const response = await auth.call(method, path, { token, body });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 60)}`).toBe(400);
      const answer = (await response.json()) as { error: string; message: string };
      expect(answer.message.length).toBeGreaterThan(0);
    }
    const members = await auth.db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', id)
      .execute();
    expect(members).toEqual([]);
    const enabled = await auth.db
      .selectFrom('groups')
      .select('join_code_enabled')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(enabled.join_code_enabled).toBe(true);
  });

  it('when a login is sent as booleans, then 400: JSON bodies are not coerced', async () => {
    const response = await auth.call('POST', '/api/v2/auth/login', { body: { username: true, password: 1 } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/body\/username must be string/);
  });
});
