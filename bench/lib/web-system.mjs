// What the browser benches (lighthouse, inp) stand on: the whole system started as `npm start` starts it, isolated
// (its own database, Redis prefix, event namespace and ports, all removed by `stop`), the seeded student's token for
// SPEC §2's `?token=`, and Debian's Chromium (never a downloaded one).
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensureDatabase,
  findInfrastructure,
  removeIsolatedData,
  withDatabase,
} from '../../scripts/lib/infra.mjs';
import { Supervisor } from '../../scripts/lib/supervisor.mjs';
import {
  isolatedEnvironment,
  migrateAndSeed,
  planOnFreePorts,
  startSystem,
} from '../../scripts/lib/system.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';

const STUDENT = { username: 'student', password: 'quizdrill' };

/**
 * The system as `npm start` runs it, seeded, on its own database, namespace, prefix and ports; `stop` removes it
 * all. `bench` names the log (artifacts/bench/<bench>-system.log) and the namespace.
 */
async function startIsolatedSystem(bench, infrastructureSupervisor) {
  const id = randomBytes(4).toString('hex');
  const namespace = `bench${bench.replace(/\W/g, '').slice(0, 4)}${id}`;
  const logFile = path.join(root, 'artifacts', 'bench', `${bench}-system.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const output = createWriteStream(logFile);
  const supervisor = new Supervisor({ output });
  const { env: infrastructure } = await findInfrastructure({ supervisor: infrastructureSupervisor });
  const databaseUrl = withDatabase(infrastructure.DATABASE_URL, `quizdrill_bench_${id}`);
  const stop = async () => {
    await supervisor.stopAll();
    await removeIsolatedData({ databaseUrl, namespace, infrastructure });
    output.end();
  };
  try {
    await ensureDatabase(databaseUrl);
    const plan = await planOnFreePorts();
    const url = `http://127.0.0.1:${plan.gateway.port}`;
    const env = isolatedEnvironment(plan, { infrastructure, databaseUrl, namespace, publicUrl: url });
    console.log(`${bench}: starting the system on ports from ${plan.portBase}, log in ${logFile}`);
    await migrateAndSeed(plan, { supervisor, env, seed: true });
    await startSystem(plan, { supervisor, env });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The seeded student's token, signed in over the API. */
export async function signIn(url) {
  const response = await fetch(`${url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  const body = await response.json();
  if (!response.ok || !body.token) throw new Error(`signing in answered ${response.status}`);
  return body.token;
}

/**
 * Runs `measure({ url })` against an isolated system started for it, then removes the system (also when `measure`
 * throws).
 */
export async function withIsolatedSystem(bench, measure) {
  const infrastructureSupervisor = new Supervisor();
  let system;
  try {
    system = await startIsolatedSystem(bench, infrastructureSupervisor);
    await measure(system);
  } finally {
    await system?.stop();
    await infrastructureSupervisor.stopAll();
  }
}
