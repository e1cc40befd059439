import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, claimsOf, newAccount, startAuth } from './support.js';

describe('logging in', () => {
  let auth: AuthUnderTest;
  beforeAll(async () => {
    auth = await startAuth();
  });
  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  it('when the password is right, then a signed token carries the user and role', async () => {
    const response = await auth.call('POST', '/api/v2/auth/login', {
      body: { username: 'premium', password: 'quizdrill' },
    });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toMatchObject({ alg: 'EdDSA', kid: expect.any(String) });
    expect(claimsOf(token)).toMatchObject({
      sub: 'premium',
      uid: expect.any(String),
      role: 'ROLE_PREMIUM',
      roles: ['ROLE_PREMIUM'],
      isPremium: true,
      exp: expect.any(Number),
    });
  });

  it('when the username differs only in case, or is the email, then it is the same account', async () => {
    expect(claimsOf(await auth.login('Student')).sub).toBe('student');
    expect(claimsOf(await auth.login('STUDENT@quizdrill.example')).sub).toBe('student');
  });

  it('when the password is wrong or the user unknown, then 401 Bad credentials, the same for both', async () => {
    const wrongPassword = await auth.call('POST', '/api/v2/auth/login', {
      body: { username: 'admin', password: 'nope-nope' },
    });
    const unknownUser = await auth.call('POST', '/api/v2/auth/login', {
      body: { username: 'nobody', password: 'nope-nope' },
    });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'bad_credentials', message: 'Bad credentials' });
    }
  });

  it('when fields are missing, then 400 and no token', async () => {
    const response = await auth.call('POST', '/api/v2/auth/login', { body: { username: 'admin' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('validation_failed');
  });

  it('when an account keeps failing, then it is locked with a growing wait while others still log in', async () => {
    const attempt = () =>
      auth.call('POST', '/api/v2/auth/login', {
        body: { username: 'educator', password: 'wrong-guess' },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401); // the sixth failure sets the first lock

    const locked = await auth.call('POST', '/api/v2/auth/login', {
      body: { username: 'educator', password: 'quizdrill' },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(25);
    expect((await locked.json()).message).toMatch(/Too many failed logins\. Try again in \d+ seconds\./);

    expect(claimsOf(await auth.login('admin')).sub).toBe('admin');
    const educator = await auth.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'educator')
      .executeTakeFirstOrThrow();
    const lockRows = await auth.db
      .selectFrom('login_throttle')
      .selectAll()
      .where('key', '=', `account:${educator.id}`)
      .execute();
    expect(lockRows[0]?.failures).toBe(6);
  });

  it('when wrong guesses come by username and by e-mail, then they count against one account budget', async () => {
    const account = newAccount();
    expect((await auth.call('POST', '/api/v2/auth/register', { body: account })).status).toBe(201);
    const attempt = (login: string, password: string) =>
      auth.call('POST', '/api/v2/auth/login', {
        body: { username: login, password },
        headers: { 'x-forwarded-for': '203.0.113.90' },
      });
    for (const login of [account.username, account.email.toUpperCase(), account.username, account.email])
      expect((await attempt(login, 'wrong-guess')).status).toBe(401);
    for (const login of [account.email, account.username.toUpperCase()])
      expect((await attempt(login, 'wrong-guess')).status).toBe(401); // the sixth sets the lock

    for (const login of [account.email, account.username]) {
      const locked = await attempt(login, account.password);
      expect(locked.status).toBe(429);
      expect((await locked.json()).message).toMatch(/Try again in \d+ seconds\./);
    }
  });

  it('when many wrong guesses arrive at once, then no more than the free allowance is checked', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        auth.call('POST', '/api/v2/auth/login', {
          body: { username: 'student', password: 'parallel-guess' },
        }),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    // The sixth counted failure sets the lock; every later guess is refused without hashing.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(14);
  });

  it('when one address fails for many accounts, then that address is locked', async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' };
    for (let i = 0; i <= 50; i += 1) {
      await auth.call('POST', '/api/v2/auth/login', {
        body: { username: `guess${i}`, password: 'x' },
        headers: from,
      });
    }
    const response = await auth.call('POST', '/api/v2/auth/login', {
      body: { username: 'premium', password: 'quizdrill' },
      headers: from,
    });
    expect(response.status).toBe(429);
    expect(
      (
        await auth.call('POST', '/api/v2/auth/login', {
          body: { username: 'premium', password: 'quizdrill' },
        })
      ).status,
    ).toBe(200);
  });
});
