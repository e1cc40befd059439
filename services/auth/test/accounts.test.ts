import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, claimsOf, newAccount, startAuth } from './support.js';

describe('registration and the profile', () => {
  let auth: AuthUnderTest;
  beforeAll(async () => {
    auth = await startAuth();
  });
  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  it('when a visitor registers, then a free account exists, a token comes back and an event is queued', async () => {
    const account = newAccount();
    const response = await auth.call('POST', '/api/v2/auth/register', { body: account });
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };
    expect(claimsOf(token)).toMatchObject({ sub: account.username, role: 'ROLE_USER', isPremium: false });

    const me = await auth.call('GET', '/api/v2/users/me', { token });
    expect(await me.json()).toMatchObject({
      username: account.username,
      email: account.email,
      firstName: 'Nils',
      lastName: 'Holgersson',
      role: 'ROLE_USER',
      userGroup: null,
      isPremium: false,
    });
    const events = await auth.db
      .selectFrom('outbox')
      .select(['type', 'envelope'])
      .where('type', '=', 'users.user.registered')
      .execute();
    expect(events.map((event) => (event.envelope as { data: { userId: string } }).data.userId)).toContain(
      claimsOf(token).uid,
    );
    expect(await auth.login(account.username, account.password)).toBeTruthy();
  });

  it.each([
    ['a short password', { password: 'short' }, 'password'],
    ['a too long password', { password: 'x'.repeat(129) }, 'password'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['a username with spaces', { username: 'anna lind' }, 'username'],
    ['an empty first name', { firstName: '' }, 'firstName'],
    ['a blank last name', { lastName: '   ' }, 'lastName'],
  ])(
    'when registering with %s, then 400 naming the field and nothing is stored',
    async (_case, change, field) => {
      const account = newAccount(change);
      const response = await auth.call('POST', '/api/v2/auth/register', { body: account });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(field);
      const stored = await auth.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .execute();
      expect(stored).toHaveLength(0);
    },
  );

  it('when the username or email is taken (in any case), then 409 with a message the client can place', async () => {
    const takenName = await auth.call('POST', '/api/v2/auth/register', {
      body: newAccount({ username: 'ADMIN' }),
    });
    expect(takenName.status).toBe(409);
    expect(await takenName.json()).toEqual({
      error: 'error.usernameTaken',
      message: 'Username is already taken',
    });

    const takenEmail = await auth.call('POST', '/api/v2/auth/register', {
      body: newAccount({ email: 'Student@QuizDrill.example' }),
    });
    expect(takenEmail.status).toBe(409);
    const body = await takenEmail.json();
    expect(body.error).toBe('error.emailTaken');
    expect(body.message.toLowerCase()).toContain('email');
  });

  it('when the profile is changed, then it is saved and an update event is queued', async () => {
    const account = newAccount();
    const { token } = await (await auth.call('POST', '/api/v2/auth/register', { body: account })).json();
    const changes = {
      username: `${account.username}x`,
      email: `new-${account.email}`,
      firstName: 'Selma',
      lastName: 'Lagerlöf',
    };
    const response = await auth.call('PATCH', '/api/v2/users/me', { token, body: changes });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(changes);
    const updated = await auth.db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', 'users.user.updated')
      .execute();
    const userId = claimsOf(token).uid;
    expect(updated.map((row) => (row.envelope as { data: unknown }).data)).toContainEqual({
      userId,
      changed: ['username', 'email', 'name'],
    });
  });

  it('when the profile change is invalid or collides, then 400/409 and nothing changes', async () => {
    const token = await auth.login('premium');
    const before = await (await auth.call('GET', '/api/v2/users/me', { token })).json();
    const base = {
      username: 'premium',
      email: 'premium@quizdrill.example',
      firstName: 'Petra',
      lastName: 'Nilsson',
    };

    const badEmail = await auth.call('PATCH', '/api/v2/users/me', {
      token,
      body: { ...base, email: 'petra@' },
    });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).message).toContain('email');

    const missing = await auth.call('PATCH', '/api/v2/users/me', { token, body: { username: 'premium' } });
    expect(missing.status).toBe(400);

    const takenEmail = await auth.call('PATCH', '/api/v2/users/me', {
      token,
      body: { ...base, email: 'admin@quizdrill.example' },
    });
    expect(takenEmail.status).toBe(409);
    expect((await takenEmail.json()).message).toContain('Email');

    const takenName = await auth.call('PATCH', '/api/v2/users/me', {
      token,
      body: { ...base, username: 'educator' },
    });
    expect(takenName.status).toBe(409);

    expect(await (await auth.call('GET', '/api/v2/users/me', { token })).json()).toEqual(before);
  });

  it('when no or a garbage token is sent, then /users/me is 401', async () => {
    expect((await auth.call('GET', '/api/v2/users/me')).status).toBe(401);
    expect((await auth.call('GET', '/api/v2/users/me', { token: 'garbage' })).status).toBe(401);
  });
});
