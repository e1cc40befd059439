// Google sign-in end to end: the auth service on a real port, its openid-client talking to a local OpenID
// provider (oidc-provider) standing in for Google, and the browser played with fetch and a cookie jar.
import { createDatabase } from '@quizdrill/service-kit';
import {
  CookieJar,
  createTestEnvironment,
  type FakeGoogle,
  type FakeGoogleAccount,
  freePort,
  type RunningService,
  startFakeGoogle,
  startInProcess,
  type TestEnvironment,
} from '@quizdrill/test-kit';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthApp } from '../src/app.js';
import { loadAuthConfig } from '../src/config.js';
import { SCHEMA } from '../src/db/schema.js';
import type { AuthTables } from '../src/db/tables.js';
import { claimsOf, newAccount } from './support.js';

const LOGIN_COOKIE = 'quizdrill_oauth';

describe('Google sign-in', () => {
  let environment: TestEnvironment;
  let google: FakeGoogle;
  let auth: RunningService;
  let appUrl: string;
  let db: Kysely<AuthTables>;
  let people = 0;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    google = await startFakeGoogle({
      clients: [
        {
          clientId: 'quizdrill-test',
          clientSecret: 'fake-google-secret',
          redirectUris: [`${appUrl}/login/oauth2/code/google`],
        },
      ],
    });
    const config = loadAuthConfig({ ...environment.env, PUBLIC_URL: appUrl, ...google.env() });
    auth = await startInProcess(await buildAuthApp(config), port);
    db = createDatabase<AuthTables>({ url: environment.database.url, schema: SCHEMA });
  });

  afterAll(async () => {
    await db?.destroy();
    await auth?.close();
    await google?.close();
    await environment?.cleanup();
  });

  /** A Google account nobody has used here yet. */
  function person(overrides: Partial<FakeGoogleAccount> = {}): FakeGoogleAccount {
    people += 1;
    const id = `${Date.now().toString(36)}${people}`;
    return {
      sub: `google-${id}`,
      email: `greta.${id}@gmail.example`,
      email_verified: true,
      given_name: 'Greta',
      family_name: 'Garbo',
      ...overrides,
    };
  }

  async function startAtTheApp(jar: CookieJar): Promise<URL> {
    const response = await jar.fetch(`${appUrl}/oauth2/authorization/google`);
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!);
  }

  /** Comes back from "Google" to the callback; answers where the app then sends the browser. */
  async function returnToTheApp(jar: CookieJar, callback: URL): Promise<URL> {
    expect(`${callback.origin}${callback.pathname}`).toBe(`${appUrl}/login/oauth2/code/google`);
    const response = await jar.fetch(callback);
    expect(response.status).toBe(302);
    expect(jar.get(LOGIN_COOKIE)).toBeUndefined();
    return new URL(response.headers.get('location')!);
  }

  async function signIn(account: FakeGoogleAccount, alterAuthorization?: (url: URL) => void): Promise<URL> {
    const jar = new CookieJar();
    const authorization = await startAtTheApp(jar);
    alterAuthorization?.(authorization);
    return returnToTheApp(jar, await google.signIn(authorization, account));
  }

  function tokenIn(location: URL): string {
    expect(`${location.origin}${location.pathname}`).toBe(`${appUrl}/login/oauth2`);
    return location.searchParams.get('token')!;
  }

  const refusal = (location: URL) => `${location.pathname}?${location.searchParams}`;

  const usersWithEmail = (email: string) =>
    db.selectFrom('users').selectAll().where('email', 'ilike', email).execute();

  it('when sign-in starts, then the browser goes to Google with PKCE, state and nonce, and a sealed short-lived cookie', async () => {
    const jar = new CookieJar();
    const response = await jar.fetch(`${appUrl}/oauth2/authorization/google`);
    const authorization = new URL(response.headers.get('location')!);

    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${google.issuer}/auth`);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: 'quizdrill-test',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${appUrl}/login/oauth2/code/google`,
      code_challenge_method: 'S256',
    });
    for (const parameter of ['state', 'nonce', 'code_challenge']) {
      expect(authorization.searchParams.get(parameter)).toMatch(/^[\w-]{20,}$/);
    }
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${LOGIN_COOKIE}=`))!;
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/login/oauth2/code/google');
    expect(cookie).not.toContain(authorization.searchParams.get('state')!);
  });

  it('when a new Google user signs in, then a free account is created from their profile and a token issued', async () => {
    const account = person({
      email: `Nils.Holm.${Date.now().toString(36)}+quiz@gmail.example`,
      given_name: 'Nils',
      family_name: 'Holm',
    });

    const token = tokenIn(await signIn(account));

    const [user] = await usersWithEmail(account.email);
    expect(user).toMatchObject({
      email: account.email,
      first_name: 'Nils',
      last_name: 'Holm',
      role: 'ROLE_USER',
      is_premium: false,
    });
    expect(user!.username).toMatch(/^nils\.holm\.[a-z0-9]+$/);
    expect(claimsOf(token)).toMatchObject({
      sub: user!.username,
      uid: user!.id,
      role: 'ROLE_USER',
      isPremium: false,
    });
    const identity = await db
      .selectFrom('oauth_identities')
      .selectAll()
      .where('subject', '=', account.sub)
      .executeTakeFirst();
    expect(identity).toMatchObject({ provider: 'google', user_id: user!.id });
    const registered = await db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', 'users.user.registered')
      .execute();
    expect(registered.map((row) => (row.envelope as { data: { userId: string } }).data.userId)).toContain(
      user!.id,
    );

    const me = await fetch(`${appUrl}/api/v2/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ id: user!.id, firstName: 'Nils', lastName: 'Holm' });
  });

  it('when the same Google user signs in again, then they get the same account and no duplicate', async () => {
    const account = person();

    const first = claimsOf(tokenIn(await signIn(account)));
    const second = claimsOf(tokenIn(await signIn({ ...account, given_name: 'Renamed' })));

    expect(second.uid).toBe(first.uid);
    expect(second.sub).toBe(first.sub);
    expect(await usersWithEmail(account.email)).toHaveLength(1);
  });

  it('when the email belongs to a password account (any case), then Google sign-in is refused and nothing is linked', async () => {
    // Registering never proves owning the email: linking would let whoever registered it share the real owner's
    // account. The person logs in with the password instead.
    const registration = newAccount();
    await fetch(`${appUrl}/api/v2/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration),
    });
    const account = person({ email: registration.email.toUpperCase() });

    expect(refusal(await signIn(account))).toBe('/login?error=oauth_account_exists');

    expect(await usersWithEmail(registration.email)).toHaveLength(1);
    const identity = await db
      .selectFrom('oauth_identities')
      .selectAll()
      .where('subject', '=', account.sub)
      .executeTakeFirst();
    expect(identity).toBeUndefined();
    const login = await fetch(`${appUrl}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: registration.username, password: registration.password }),
    });
    expect(login.status).toBe(200);
  });

  it('when the username the email suggests is taken, then the new account gets the next free numbered one', async () => {
    const base = `taken${Date.now().toString(36)}`;
    await fetch(`${appUrl}/api/v2/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount({ username: base })),
    });

    const claims = claimsOf(tokenIn(await signIn(person({ email: `${base}@gmail.example` }))));

    expect(claims.sub).toBe(`${base}2`);
  });

  it('when the state in the callback is not the one in the cookie, then sign-in is refused and nothing is created', async () => {
    const account = person();
    const jar = new CookieJar();
    const callback = await google.signIn(await startAtTheApp(jar), account);
    callback.searchParams.set('state', 'forged-state');

    expect(refusal(await returnToTheApp(jar, callback))).toBe('/login?error=oauth_state_mismatch');
    expect(await usersWithEmail(account.email)).toHaveLength(0);
  });

  it('when the callback arrives without the cookie (another browser), then sign-in is refused', async () => {
    const account = person();
    const callback = await google.signIn(await startAtTheApp(new CookieJar()), account);

    expect(refusal(await returnToTheApp(new CookieJar(), callback))).toBe(
      '/login?error=oauth_state_mismatch',
    );
    expect(await usersWithEmail(account.email)).toHaveLength(0);
  });

  it('when the cookie was altered, then sign-in is refused', async () => {
    const jar = new CookieJar();
    const callback = await google.signIn(await startAtTheApp(jar), person());
    const sealed = jar.get(LOGIN_COOKIE)!;
    jar.set(LOGIN_COOKIE, `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`);

    expect(refusal(await returnToTheApp(jar, callback))).toBe('/login?error=oauth_state_mismatch');
  });

  it('when the ID token carries another nonce than this browser was given (an injected code), then sign-in fails', async () => {
    const account = person();

    const location = await signIn(account, (authorization) =>
      authorization.searchParams.set('nonce', 'attacker-nonce'),
    );

    expect(refusal(location)).toBe('/login?error=oauth_failed');
    expect(await usersWithEmail(account.email)).toHaveLength(0);
  });

  it('when a code is replayed with a fresh start of the flow, then sign-in is refused', async () => {
    const jar = new CookieJar();
    const callback = await google.signIn(await startAtTheApp(jar), person());
    tokenIn(await returnToTheApp(jar, callback));

    const replayJar = new CookieJar();
    const fresh = await startAtTheApp(replayJar);
    callback.searchParams.set('state', fresh.searchParams.get('state')!);

    expect(refusal(await returnToTheApp(replayJar, callback))).toBe('/login?error=oauth_failed');
  });

  it('when Google has not verified the email, then sign-in is refused and nothing is created', async () => {
    const account = person({ email_verified: false });

    expect(refusal(await signIn(account))).toBe('/login?error=oauth_email_unverified');
    expect(await usersWithEmail(account.email)).toHaveLength(0);
  });

  it('when the auth config is asked for, then Google is enabled', async () => {
    const response = await fetch(`${appUrl}/api/v2/auth/config`);
    expect(await response.json()).toEqual({ googleEnabled: true });
  });
});

describe('Google sign-in when it is not configured', () => {
  let environment: TestEnvironment;
  let app: Awaited<ReturnType<typeof buildAuthApp>>;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    app = await buildAuthApp(loadAuthConfig({ ...environment.env, PUBLIC_URL: 'https://quiz.example/' }));
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  it.each(['/oauth2/authorization/google', '/login/oauth2/code/google?code=abc&state=xyz'])(
    'when %s is opened, then the browser goes back to the login page with oauth_not_configured',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://quiz.example/login?error=oauth_not_configured');
    },
  );

  it('when the auth config is asked for, then Google is disabled', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v2/auth/config' });
    expect(response.json()).toEqual({ googleEnabled: false });
  });
});

describe('Google sign-in when Google cannot be reached at first', () => {
  let environment: TestEnvironment;
  let auth: RunningService;
  let google: FakeGoogle | undefined;

  afterAll(async () => {
    await auth?.close();
    await google?.close();
    await environment?.cleanup();
  });

  it('when discovery fails, then sign-in fails gracefully, and once Google answers the next attempt works', async () => {
    environment = await createTestEnvironment();
    const [appPort, googlePort] = [await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${appPort}`;
    const client = {
      clientId: 'quizdrill-test',
      clientSecret: 'fake-google-secret',
      redirectUris: [`${appUrl}/login/oauth2/code/google`],
    };
    const config = loadAuthConfig({
      ...environment.env,
      PUBLIC_URL: appUrl,
      GOOGLE_ISSUER: `http://127.0.0.1:${googlePort}`,
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
    });
    auth = await startInProcess(await buildAuthApp(config), appPort);

    const unreachable = await fetch(`${appUrl}/oauth2/authorization/google`, { redirect: 'manual' });
    expect(unreachable.headers.get('location')).toBe(`${appUrl}/login?error=oauth_failed`);

    google = await startFakeGoogle({ clients: [client], port: googlePort });
    const jar = new CookieJar();
    const started = await jar.fetch(`${appUrl}/oauth2/authorization/google`);
    const callback = await google.signIn(started.headers.get('location')!, {
      sub: 'late-google-user',
      email: `late.${Date.now().toString(36)}@gmail.example`,
    });
    const finished = await jar.fetch(callback);
    expect(finished.headers.get('location')).toMatch(new RegExp(`^${appUrl}/login/oauth2\\?token=`));
  });
});
