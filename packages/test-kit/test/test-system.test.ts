// The start-up every service test system shares, and the polling its tests wait with.
import { createServer } from 'node:http';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { eventually } from '../src/eventually.js';
import { defaultDatabaseUrl } from '../src/postgres.js';
import { openTestSystem } from '../src/test-system.js';

async function databaseExists(name: string): Promise<boolean> {
  // The server's maintenance database: DATABASE_URL may name one that does not exist (npm test names the app's).
  const maintenance = new URL(defaultDatabaseUrl());
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

/** A Listenable over node:http that answers with the Authorization header it was sent. */
function echoAuthorization() {
  const server = createServer((request, response) => response.end(request.headers.authorization ?? ''));
  return {
    listen: ({ port, host }: { port: number; host: string }) =>
      new Promise<string>((resolve) =>
        server.listen(port, host, () => {
          const address = server.address() as { port: number };
          resolve(`http://${host}:${address.port}`);
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    listening: () => server.listening,
  };
}

describe('openTestSystem', () => {
  it('when a service is started, then it listens on a free port and the caller signs as the user asked for', async () => {
    const system = await openTestSystem();
    try {
      expect(system.env).toMatchObject({
        PORT: '0',
        AUTH_JWKS_URL: system.authKeys.url,
        DATABASE_URL: system.environment.database.url,
      });
      const running = await system.start(echoAuthorization());
      const answer = await system.api.call(running.url, 'GET', '/', { as: 'student' });
      expect(await answer.text()).toBe(`Bearer ${await system.api.tokenFor('student')}`);
    } finally {
      await system.stop();
    }
  });

  it('when stopped, then everything closes, the last opened first, and the database is dropped', async () => {
    const system = await openTestSystem();
    const service = echoAuthorization();
    await system.start(service);
    const closed: string[] = [];
    const resource = system.use({ name: 'first' }, (opened) => void closed.push(opened.name));
    system.onStop(() => closed.push(`second, after the service: ${service.listening()}`));
    expect(resource).toEqual({ name: 'first' });

    await system.stop();
    expect(closed).toEqual(['second, after the service: true', 'first']);
    expect(service.listening()).toBe(false);
    expect(await databaseExists(system.environment.database.name)).toBe(false);
  });

  it('when one closer fails, then the others still run and the failure is thrown afterwards', async () => {
    const system = await openTestSystem();
    system.onStop(() => {
      throw new Error('could not close');
    });
    await expect(system.stop()).rejects.toThrow('could not close');
    expect(await databaseExists(system.environment.database.name)).toBe(false);
  });
});

describe('eventually', () => {
  it('when the condition comes true, then it resolves', async () => {
    let polls = 0;
    await eventually(() => ++polls === 3);
    expect(polls).toBe(3);
  });

  it('when the condition never holds, then it fails saying how long it waited', async () => {
    await expect(eventually(async () => false, 100)).rejects.toThrow('condition not met within 100 ms');
  });
});
