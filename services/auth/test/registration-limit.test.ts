// Registrations per address: a class behind its school's one address gets through, a script does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, newAccount, startAuth } from './support.js';

describe('registration limit per address', () => {
  let auth: AuthUnderTest;
  beforeAll(async () => {
    auth = await startAuth();
  });
  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  const registerFrom = (address: string, account = newAccount()) =>
    auth.call('POST', '/api/v2/auth/register', { body: account, headers: { 'x-forwarded-for': address } });

  const accountsNamed = async (usernames: string[]) =>
    (await auth.db.selectFrom('users').select('username').where('username', 'in', usernames).execute())
      .length;

  it('when a class of 30 registers at once from one school address, then every account is created', async () => {
    const school = '198.51.100.30';
    const answers = await Promise.all(Array.from({ length: 30 }, () => registerFrom(school)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
  });

  it('when one address goes past its budget, then 429 with Retry-After and a message, no account, and another address is unaffected', async () => {
    const script = '203.0.113.66';
    const passed = await Promise.all(Array.from({ length: 60 }, () => registerFrom(script)));
    expect(passed.map((answer) => answer.status)).toEqual(Array(60).fill(201));

    const refusedAccount = newAccount();
    const refused = await registerFrom(script, refusedAccount);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: 'too_many_requests',
      message: `Too many accounts were registered from this address. Try again in ${retryAfter} seconds.`,
    });
    expect(await accountsNamed([refusedAccount.username])).toBe(0);

    const neighbour = newAccount();
    expect((await registerFrom('192.0.2.15', neighbour)).status).toBe(201);
    expect(await accountsNamed([neighbour.username])).toBe(1);
  });
});
