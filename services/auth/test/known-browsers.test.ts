// OWASP's device cookies: a browser that logged in to an account before is judged by its own failures only, so
// neither a classmate's guessing at the account nor a school address full of failures keeps its owner out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, claimsOf, newAccount, startAuth, type TestResponse } from './support.js';

/** The `quizdrill_device=…` pair a login answer set, to send back as a Cookie header. */
function deviceCookieOf(response: TestResponse): string {
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('quizdrill_device='));
  if (!setCookie) throw new Error(`no device cookie was set (status ${response.status})`);
  return setCookie.split(';')[0]!;
}

describe('known browsers', () => {
  let auth: AuthUnderTest;
  beforeAll(async () => {
    auth = await startAuth();
  });
  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  const logIn = (
    username: string,
    password: string,
    { from, cookie }: { from: string; cookie?: string },
  ): Promise<TestResponse> =>
    auth.call('POST', '/api/v2/auth/login', {
      body: { username, password },
      headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    });

  /** A fresh account and the device cookie of the browser that registered it. */
  async function registeredWithBrowser() {
    const account = newAccount();
    const registered = await auth.call('POST', '/api/v2/auth/register', { body: account });
    expect(registered.status).toBe(201);
    return { account, cookie: deviceCookieOf(registered) };
  }

  /** Wrong guesses until the account is locked for unknown browsers. */
  async function lockAccount(username: string, from: string) {
    for (let guess = 0; guess < 6; guess += 1)
      expect((await logIn(username, `wrong-${guess}`, { from })).status).toBe(401);
    expect((await logIn(username, 'wrong-again', { from })).status).toBe(429);
  }

  it('when a login succeeds, then the browser gets an HttpOnly, Strict device cookie for the auth routes', async () => {
    const response = await logIn('student', 'quizdrill', { from: '192.0.2.1' });
    expect(response.status).toBe(200);
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(
      /^quizdrill_device=[^;]+; Max-Age=15552000; Path=\/api\/v2\/auth; HttpOnly; SameSite=Strict$/,
    );
  });

  it('when one address failed 60 times against other accounts, then a known browser logs in at once and a new one is still refused', async () => {
    const school = '198.51.100.60';
    const known = deviceCookieOf(await logIn('premium', 'quizdrill', { from: school }));
    const statuses: number[] = [];
    for (let guess = 0; guess < 60; guess += 1)
      statuses.push((await logIn(`pupil${guess}`, 'letmein', { from: school })).status);
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const knownBrowser = await logIn('premium', 'quizdrill', { from: school, cookie: known });
    expect(knownBrowser.status).toBe(200);
    expect(claimsOf((await knownBrowser.json()).token).sub).toBe('premium');
    expect(deviceCookieOf(knownBrowser)).not.toBe(known);

    const newBrowser = await logIn('premium', 'quizdrill', { from: school });
    expect(newBrowser.status).toBe(429);
    expect(Number(newBrowser.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when a classmate locks an account, then its owner gets in from a known browser but not from a new one', async () => {
    const { account, cookie } = await registeredWithBrowser();
    const classroom = '203.0.113.50';
    await lockAccount(account.username, classroom);

    expect((await logIn(account.username, account.password, { from: classroom })).status).toBe(429);
    const owner = await logIn(account.username, account.password, { from: classroom, cookie });
    expect(owner.status).toBe(200);
    expect(claimsOf((await owner.json()).token).sub).toBe(account.username);
    // The lock on unknown browsers stays: the classmate is still guessing.
    expect((await logIn(account.username, account.password, { from: '203.0.113.51' })).status).toBe(429);
  });

  it('when the device cookie belongs to another account, then it does not help', async () => {
    const { account } = await registeredWithBrowser();
    const other = await registeredWithBrowser();
    await lockAccount(account.username, '203.0.113.60');

    const response = await logIn(account.username, account.password, {
      from: '203.0.113.61',
      cookie: other.cookie,
    });
    expect(response.status).toBe(429);
  });

  it('when the device cookie is forged or tampered with, then it is ignored', async () => {
    const victim = await registeredWithBrowser();
    const attacker = await registeredWithBrowser();
    await lockAccount(victim.account.username, '203.0.113.70');
    const victimId = claimsOf(
      await loginToken(victim.account.username, victim.account.password, victim.cookie),
    ).uid as string;
    const attackerId = claimsOf(
      await loginToken(attacker.account.username, attacker.account.password, attacker.cookie),
    ).uid as string;

    const retargeted = attacker.cookie.replace(attackerId, victimId);
    expect(retargeted).not.toBe(attacker.cookie);
    const forged = `quizdrill_device=${victimId}.bm9uY2Vub25jZW5vbmNl.4102444800.${'A'.repeat(43)}`;
    for (const cookie of [retargeted, forged]) {
      const response = await logIn(victim.account.username, victim.account.password, {
        from: '203.0.113.71',
        cookie,
      });
      expect(response.status).toBe(429);
    }
  });

  it('when a known browser keeps failing, then that browser is locked, not the account nor the owner’s other browsers', async () => {
    const { account, cookie: laptop } = await registeredWithBrowser();
    const phone = deviceCookieOf(await logIn(account.username, account.password, { from: '192.0.2.80' }));
    const home = '192.0.2.81';
    for (let guess = 0; guess < 6; guess += 1)
      expect((await logIn(account.username, `typo-${guess}`, { from: home, cookie: laptop })).status).toBe(
        401,
      );

    const lockedLaptop = await logIn(account.username, account.password, { from: home, cookie: laptop });
    expect(lockedLaptop.status).toBe(429);
    expect((await lockedLaptop.json()).message).toMatch(/Try again in \d+ seconds\./);

    expect((await logIn(account.username, account.password, { from: home, cookie: phone })).status).toBe(200);
    expect((await logIn(account.username, account.password, { from: '192.0.2.82' })).status).toBe(200);
  });

  async function loginToken(username: string, password: string, cookie: string): Promise<string> {
    const response = await logIn(username, password, { from: '192.0.2.99', cookie });
    expect(response.status).toBe(200);
    return (await response.json()).token;
  }
});
