// The fault drill's own PostgreSQL, Redis and NATS JetStream: private instances on free ports with their data in a
// temporary directory, supervised (so a restart fault is a real restart of the same data), never the shared
// 5432 / 6379 / 4222 that tests and CI use.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './commands.mjs';
import { canQuery, ensureDatabase } from './infra.mjs';
import { findFreePort, probeTcp, waitUntil } from './net.mjs';

const localhost = '127.0.0.1';

/** Free ports, all different (findFreePort may hand the same one out twice before anything listens). */
async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await findFreePort());
  return [...ports];
}

function executable(candidates) {
  return candidates.find((candidate) => existsSync(candidate));
}

/** Debian's PostgreSQL binaries, newest major version first. */
function debianPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')));
}

/** PostgreSQL refuses to run as root: run it as the `postgres` user then. */
function asPostgresUser(command, args) {
  if (process.getuid?.() !== 0) return { command, args };
  return {
    command: 'setpriv',
    args: ['--reuid=postgres', '--regid=postgres', '--init-groups', command, ...args],
  };
}

function postgresIds() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}

async function startPostgres({ supervisor, dir, port }) {
  const url = `postgres://postgres:postgres@${localhost}:${port}/quizdrill`;
  const data = path.join(dir, 'postgres');
  const bin = debianPostgresBin();
  let spec;
  if (bin) {
    mkdirSync(data, { recursive: true });
    if (process.getuid?.() === 0) {
      const { uid, gid } = postgresIds();
      chownSync(data, uid, gid);
    }
    chmodSync(data, 0o700);
    const init = asPostgresUser(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const done = spawnSync(init.command, init.args, { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`initdb failed: ${done.stderr || done.stdout}`);
    spec = asPostgresUser(path.join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      data,
      '-c',
      `listen_addresses=${localhost}`,
      '-c',
      'max_connections=400',
    ]);
  } else {
    spec = {
      command: process.execPath,
      args: [path.join(repoRoot, 'scripts', 'embedded-postgres.mjs'), data, String(port)],
    };
  }
  const child = supervisor.start({ name: 'postgres', ...spec, cwd: dir, tier: 0 });
  await waitUntil(() => canQuery(url), {
    timeoutMs: 60_000,
    what: 'private postgres',
    givenUp: child.exited,
  });
  await ensureDatabase(url);
  return { child, url, source: bin ? `${bin}/postgres` : 'embedded-postgres' };
}

async function startRedis({ supervisor, dir, port }) {
  const binary = executable(['/usr/bin/redis-server', '/usr/local/bin/redis-server']) ?? 'redis-server';
  const data = path.join(dir, 'redis');
  mkdirSync(data, { recursive: true });
  // As deployed: AOF fsynced every second, no RDB snapshots, never evict.
  const args = ['--port', String(port), '--bind', localhost, '--dir', data, '--appendonly', 'yes'];
  args.push('--appendfsync', 'everysec', '--save', '', '--maxmemory-policy', 'noeviction');
  const child = supervisor.start({ name: 'redis', command: binary, args, cwd: dir, tier: 0 });
  await waitUntil(() => probeTcp(localhost, port), {
    timeoutMs: 30_000,
    what: 'private redis',
    givenUp: child.exited,
  });
  return { child, url: `redis://${localhost}:${port}`, source: `${binary}, AOF everysec` };
}

async function startNats({ supervisor, dir, port }) {
  const binary = executable(['/usr/sbin/nats-server', '/usr/local/bin/nats-server', '/usr/bin/nats-server']);
  if (!binary) throw new Error('nats-server not found (Debian: apt-get install nats-server)');
  const data = path.join(dir, 'nats');
  mkdirSync(data, { recursive: true });
  const args = ['-a', localhost, '-p', String(port), '-js', '-sd', data];
  const child = supervisor.start({ name: 'nats', command: binary, args, cwd: dir, tier: 0 });
  await waitUntil(() => probeTcp(localhost, port), {
    timeoutMs: 30_000,
    what: 'private nats',
    givenUp: child.exited,
  });
  return { child, url: `nats://${localhost}:${port}`, source: `${binary} -js` };
}

/** Starts all three under `supervisor`, data under `dir`; resolves their URLs and supervised processes. */
export async function startPrivateInfrastructure({ supervisor, dir }) {
  // The Postgres user must reach its data directory inside the temporary one.
  chmodSync(dir, 0o755);
  const [postgresPort, redisPort, natsPort] = await freePorts(3);
  const [postgres, redis, nats] = await Promise.all([
    startPostgres({ supervisor, dir, port: postgresPort }),
    startRedis({ supervisor, dir, port: redisPort }),
    startNats({ supervisor, dir, port: natsPort }),
  ]);
  return {
    postgres,
    redis,
    nats,
    env: { DATABASE_URL: postgres.url, REDIS_URL: redis.url, NATS_URL: nats.url },
  };
}
