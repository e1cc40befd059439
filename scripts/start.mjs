// `npm start`: install if needed, build, find or start Postgres/Redis/NATS, migrate, seed, start everything.
// Options: --dev (Vite with hot reload too), --migrate-only, --port-base N, --replicas SPEC, --no-build,
// --no-install. --replicas (or QUIZDRILL_REPLICAS) runs several replicas of services and workers: "2" for every one,
// "quiz=3,quiz-worker=2" for some, "2,ai-worker=1" for both.
// Once everything is up, a process that dies is restarted by the supervisor (after 0.5 s, doubling up to 30 s).
// Plain Node, no dependencies: it must run on a fresh clone before anything is installed.
import { parseArgs } from 'node:util';
import { buildAll, ensureDependencies, loadDotEnv, stopForegroundCommands } from './lib/commands.mjs';
import { ensureDatabase, findInfrastructure } from './lib/infra.mjs';
import { colour, say } from './lib/log-format.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import {
  migrateAndSeed,
  parseReplicaCounts,
  planSystem,
  requireFreePorts,
  startSystem,
  systemEnvironment,
} from './lib/system.mjs';

const usage =
  'usage: node scripts/start.mjs [--dev] [--migrate-only] [--port-base N] [--replicas N|name=N,…] [--no-build] [--no-install]';

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        dev: { type: 'boolean', default: false },
        'migrate-only': { type: 'boolean', default: false },
        'port-base': { type: 'string' },
        replicas: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        'no-install': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    const portBase = values['port-base'] === undefined ? undefined : Number(values['port-base']);
    if (portBase !== undefined && !(Number.isInteger(portBase) && portBase > 0 && portBase < 65_000)) {
      throw new Error(`--port-base must be a port number, not "${values['port-base']}"`);
    }
    const replicas = parseReplicaCounts(values.replicas ?? process.env.QUIZDRILL_REPLICAS);
    return { ...values, portBase, replicas };
  } catch (error) {
    say.error(error.message);
    console.error(usage);
    process.exit(2);
  }
}

loadDotEnv();
const options = readOptions();
// Applications stop before the infrastructure they write to, so they can drain into it.
const infrastructureSupervisor = new Supervisor({ onUnexpectedExit: crashed });
const applicationSupervisor = new Supervisor({ onUnexpectedExit: crashed });
let stopping;
let running = false;

/** Stops everything once, however many signals or failures ask for it, then exits. */
function stopEverything(exitCode) {
  stopping ??= (async () => {
    await applicationSupervisor.stopAll();
    await infrastructureSupervisor.stopAll();
    process.exit(exitCode);
  })();
  return stopping;
}

/** Before everything is up, a process that dies stops the start; afterwards the supervisor restarts it. */
function crashed(name, how, { restartInMs }) {
  if (running && restartInMs !== undefined) return;
  say.error(`${colour.alarm(` ${name} exited unexpectedly (${how}) `)} stopping everything`);
  stopEverything(1);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) say.info(`${signal}: stopping (SIGTERM to each process, SIGKILL after 10 s)`);
    stopForegroundCommands(signal);
    stopEverything(0);
  });
}

async function main() {
  if (!options['no-install'] && !(await ensureDependencies()))
    throw new Error('npm install failed (see above)');
  if (!options['no-build'] && !(await buildAll())) throw new Error('the build failed (see above)');

  const plan = await planSystem({ portBase: options.portBase, replicas: options.replicas });
  const replicated = plan.processes.filter(({ name }) => name.includes('#'));
  if (replicated.length > 0) {
    say.info(`replicas: ${replicated.map(({ name, port }) => `${name} (:${port})`).join(', ')}`);
  }
  const infrastructure = await findInfrastructure({ supervisor: infrastructureSupervisor });
  for (const line of infrastructure.descriptions) say.info(line);
  await ensureDatabase(infrastructure.env.DATABASE_URL);

  const env = systemEnvironment(plan, { infrastructure: infrastructure.env });
  if (options['migrate-only']) {
    await migrateAndSeed(plan, { supervisor: applicationSupervisor, env, seed: false });
    say.ok('migrations done');
    return stopEverything(0);
  }

  await requireFreePorts(plan);
  await migrateAndSeed(plan, { supervisor: applicationSupervisor, env, seed: env.NODE_ENV !== 'production' });
  const { appUrl, devUrl } = await startSystem(plan, {
    supervisor: applicationSupervisor,
    env,
    dev: options.dev,
  });
  running = true;
  console.log('');
  say.ok(`QuizDrill is running at ${colour.bold(appUrl)}   ${colour.grey('(Ctrl-C stops it)')}`);
  if (devUrl) say.ok(`Vite dev server with hot reload: ${colour.bold(devUrl)}`);
}

main().catch((error) => {
  // During shutdown, failures are the expected result of processes being stopped.
  if (stopping) return;
  say.error(error.message);
  stopEverything(1);
});
