// Starts the auth service in-process against a fresh database, seeded like development.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createDatabase } from '@quizdrill/service-kit';
import { createTestEnvironment, startInProcess, type TestEnvironment } from '@quizdrill/test-kit';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { buildAuthApp } from '../src/app.js';
import { loadAuthConfig } from '../src/config.js';
import { SCHEMA } from '../src/db/schema.js';
import type { AuthTables } from '../src/db/tables.js';
import { seed } from '../src/seed.js';

/** Tests read whatever the API answered and assert on it, so its JSON is untyped here. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

export interface AuthUnderTest {
  url: string;
  environment: TestEnvironment;
  db: Kysely<AuthTables>;
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<TestResponse>;
  login(username: string, password?: string): Promise<string>;
  /** Runs auth's retention sweep as if it were `now` (it otherwise runs a minute after start, then daily). */
  sweep(now: Date): Promise<Record<string, number>>;
  /** Stops the service; the database stays for the next start until `cleanup`. */
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

export async function startAuth(
  env: Record<string, string> = {},
  environment?: TestEnvironment,
): Promise<AuthUnderTest> {
  const testEnvironment = environment ?? (await createTestEnvironment());
  const app = await buildAuthApp(loadAuthConfig({ ...testEnvironment.env, PORT: '0', ...env }));
  const running = await startInProcess(app);
  const db = createDatabase<AuthTables>({ url: testEnvironment.database.url, schema: SCHEMA });
  await seed(db);

  const call: AuthUnderTest['call'] = (method, path, options = {}) =>
    fetch(`${running.url}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  return {
    url: running.url,
    environment: testEnvironment,
    db,
    call,
    async login(username, password = 'quizdrill') {
      const response = await call('POST', '/api/v2/auth/login', { body: { username, password } });
      if (response.status !== 200) throw new Error(`login as ${username} failed: ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    sweep: (now) => app.retention!.sweep(now),
    async stop() {
      await db.destroy();
      await running.close();
    },
    async cleanup() {
      await testEnvironment.cleanup();
    },
  };
}

export interface AuthWithNats {
  auth: AuthUnderTest;
  /** Connected to the test environment's NATS, to read the events auth publishes and ask what it answers. */
  nats: NatsConnection;
  /** Closes the connection, stops auth and drops its environment. */
  stop(): Promise<void>;
}

export async function startAuthWithNats(): Promise<AuthWithNats> {
  const auth = await startAuth();
  const nats = await connect({ servers: auth.environment.env.NATS_URL });
  return {
    auth,
    nats,
    async stop() {
      await nats.close();
      await auth.stop();
      await auth.cleanup();
    },
  };
}

let counter = 0;
/** A fresh, valid registration; each call gives a new username and email. */
export function newAccount(overrides: Record<string, string> = {}) {
  counter += 1;
  const name = `user${Date.now().toString(36)}${counter}`;
  return {
    username: name,
    email: `${name}@school.example`,
    firstName: 'Nils',
    lastName: 'Holgersson',
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Registers a fresh account (newAccount with `overrides`) over the API: the account, its token and user id. */
export async function registerAccount(auth: AuthUnderTest, overrides: Record<string, string> = {}) {
  const account = newAccount(overrides);
  const response = await auth.call('POST', '/api/v2/auth/register', { body: account });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { ...account, token, userId: claimsOf(token).uid as string };
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
