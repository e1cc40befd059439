// The application half of `npm start`, shared with `npm test`: port plan, environment, migrations and seeds,
// then every service, worker and the gateway (and the Vite dev server with --dev), waited on until healthy.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, toolPath } from './commands.mjs';
import { findFreePort, httpOk, isPortFree, preferredOrFreePort, waitUntil } from './net.mjs';
import { defaultGatewayPort, discoverRunnableWorkspaces } from './workspaces.mjs';

const healthTimeoutMs = 60_000;
const viteDefaultPort = 5173;

const envPrefix = (name) => name.toUpperCase().replaceAll('-', '_');

/** Most replicas of one process the launcher starts on one machine. */
export const MAX_REPLICAS = 20;
/** Replica k (from 1) of a service listens at the service's port + (k − 1) · 100: quiz 8083, 8183, 8283. */
const REPLICA_PORT_STEP = 100;

/**
 * How many replicas of each process to start, from `--replicas` or QUIZDRILL_REPLICAS: a bare count applies to
 * every service and worker, `name=count` to one of them; both can be combined ("2", "quiz=3,quiz-worker=2",
 * "2,ai-worker=1"). Names are checked against the workspaces in planSystem.
 */
export function parseReplicaCounts(text = '') {
  const counts = { every: 1, byName: {} };
  for (const part of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^(?:([a-z][a-z0-9-]*)=)?(\d+)$/.exec(part);
    if (!match) throw new Error(`replicas: "${part}" is neither a count nor name=count`);
    const count = Number(match[2]);
    if (!(count >= 1 && count <= MAX_REPLICAS)) {
      throw new Error(`replicas: ${part} is out of range (1 to ${MAX_REPLICAS})`);
    }
    if (match[1]) counts.byName[match[1]] = count;
    else counts.every = count;
  }
  return counts;
}

/** `quiz` alone, or `quiz#1`, `quiz#2`, … when there are several. */
function replicaNames(workload, count) {
  return count === 1 ? [workload] : Array.from({ length: count }, (_, index) => `${workload}#${index + 1}`);
}

/**
 * Which processes run and where each listens. The gateway gets `portBase`; each service keeps its offset from
 * 8080 (auth 8081 becomes portBase + 1) and its further replicas 100 apart; a service without a port in its
 * manifest, and every worker (for its health and metrics), gets any free port.
 *
 * `plan.processes` lists every replica of every service and worker:
 * `{ name, workload, kind: 'service' | 'worker', workspace, entry, port }`, `name` being `quiz` for a single
 * replica and `quiz#1`, `quiz#2`, … for several.
 */
export async function planSystem({ portBase = defaultGatewayPort, replicas = parseReplicaCounts() } = {}) {
  const { services, gateway } = discoverRunnableWorkspaces();
  // Fail before starting anything when a built entry point is missing.
  for (const workspace of [...services, gateway].filter(Boolean)) {
    const entries = [workspace.start, workspace.migrate, workspace.seed, ...Object.values(workspace.workers)];
    for (const entry of entries.filter(Boolean)) builtEntry(workspace, entry);
  }
  const workloads = services.flatMap((service) => [service.name, ...Object.keys(service.workers)]);
  for (const [name, count] of Object.entries(replicas.byName)) {
    if (name === gateway?.name) {
      if (count === 1) continue;
      throw new Error(
        `replicas: the gateway runs once here (put a load balancer in front of several, as deploy/k8s does)`,
      );
    }
    if (!workloads.includes(name)) {
      throw new Error(
        `replicas: no service or worker is named "${name}" (there are: ${workloads.join(', ')})`,
      );
    }
  }
  const countOf = (name) => replicas.byName[name] ?? replicas.every;

  const shift = portBase - defaultGatewayPort;
  const processes = [];
  for (const service of services) {
    const names = replicaNames(service.name, countOf(service.name));
    for (const [index, name] of names.entries()) {
      const port =
        service.port === undefined ? await findFreePort() : service.port + shift + index * REPLICA_PORT_STEP;
      if (port > 65_535) throw new Error(`${name} would listen on port ${port}: use a lower --port-base`);
      processes.push({
        name,
        workload: service.name,
        kind: 'service',
        workspace: service,
        entry: service.start,
        port,
      });
    }
    for (const [worker, entry] of Object.entries(service.workers)) {
      for (const name of replicaNames(worker, countOf(worker))) {
        processes.push({
          name,
          workload: worker,
          kind: 'worker',
          workspace: service,
          entry,
          port: await findFreePort(),
        });
      }
    }
  }
  const replicaPorts = (service) =>
    processes
      .filter((each) => each.kind === 'service' && each.workload === service.name)
      .map((each) => each.port);
  return {
    portBase,
    shift,
    services: services.map((service) => ({
      ...service,
      port: replicaPorts(service)[0],
      ports: replicaPorts(service),
    })),
    processes,
    gateway: gateway && { ...gateway, port: (gateway.port ?? defaultGatewayPort) + shift },
  };
}

/** The supervised replicas of a service or worker: `quiz` alone, or `quiz#1`, `quiz#2`, … in order. */
export function replicasOf(supervisor, workload) {
  return supervisor.list().filter(({ name }) => name === workload || name.startsWith(`${workload}#`));
}

/** Every port the plan needs, with who needs it. */
export function plannedPorts(plan) {
  return [plan.gateway, ...plan.processes].filter(Boolean).map(({ name, port }) => ({ name, port }));
}

/**
 * A plan on a random gateway port (not 8080: a developer may be running npm start) whose every port is free, for a
 * system started beside others (the test tiers, the browser benches). The plan stays below Linux's ephemeral range
 * (32768 up): there, an outgoing connection of the starting system itself could take a planned port between this
 * check and the listen (CI once lost the replicas tier to exactly that).
 */
export async function planOnFreePorts(replicas) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const plan = await planSystem({ portBase: 20_000 + Math.floor(Math.random() * 12_000), replicas });
    const free = await Promise.all(plannedPorts(plan).map(({ port }) => isPortFree(port)));
    if (free.every(Boolean)) return plan;
  }
  throw new Error('found no free range of ports for the system');
}

/** Fails with a clear line when a planned port is taken (most often: QuizDrill is already running). */
export async function requireFreePorts(plan) {
  for (const { name, port } of plannedPorts(plan)) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `port ${port} (${name}) is in use: is QuizDrill already running? Stop it, or start on other ports with --port-base`,
      );
    }
  }
}

const localUrl = (port) => `http://127.0.0.1:${port}`;

/** Each service's replicas, as the comma-separated list of URLs the gateway balances over. */
export function serviceUrls(plan) {
  return Object.fromEntries(plan.services.map((service) => [service.name, service.ports.map(localUrl)]));
}

/**
 * The environment every child gets: the found infrastructure, where every service (each replica) and the auth
 * JWKS are, and the public URL. `overrides` (e.g. the test run's isolation variables) win over everything.
 */
export function systemEnvironment(plan, { infrastructure, overrides = {} }) {
  const urls = serviceUrls(plan);
  const serviceVariables = Object.fromEntries(
    Object.entries(urls).map(([name, list]) => [`${envPrefix(name)}_SERVICE_URL`, list.join(',')]),
  );
  // Until the auth service exists, point at the port it will have, so tokens are refused rather than sent elsewhere.
  const authUrls = urls.auth ?? [localUrl(defaultGatewayPort + 1 + plan.shift)];
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || 'development',
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${plan.gateway?.port ?? plan.portBase}`,
    WEB_DIST_DIR: path.join(repoRoot, 'web', 'dist'),
    // Every auth replica: a service asks the next one when one does not answer.
    AUTH_JWKS_URL: authUrls.map((url) => `${url}/api/v2/auth/jwks.json`).join(','),
    ...serviceVariables,
    ...infrastructure,
    ...overrides,
  };
}

/**
 * The environment of a system started beside others (the test tiers, the browser benches): on its own database,
 * event namespace and Redis key prefix, answering at `publicUrl`, as in development. `overrides` win.
 */
export function isolatedEnvironment(
  plan,
  { infrastructure, databaseUrl, namespace, publicUrl, overrides = {} },
) {
  return systemEnvironment(plan, {
    infrastructure: { ...infrastructure, DATABASE_URL: databaseUrl },
    overrides: {
      NODE_ENV: 'development',
      EVENT_NAMESPACE: namespace,
      REDIS_KEY_PREFIX: `${namespace}:`,
      PUBLIC_URL: publicUrl,
      ...overrides,
    },
  });
}

function builtEntry(workspace, relativePath) {
  const entry = path.join(workspace.dir, relativePath);
  if (!existsSync(entry)) {
    throw new Error(
      `${path.relative(repoRoot, entry)} is missing: build first (npm run build), or drop --no-build`,
    );
  }
  return entry;
}

/**
 * Runs each service's migration, then (unless told not to) its development seed; the services side by side, since
 * each owns its schema and its seed needs no other's (one after another, the e2e system took ~15 s more to start).
 * Rejects with the first failure once every service has finished.
 */
export async function migrateAndSeed(plan, { supervisor, env, seed }) {
  const kinds = seed ? ['migrate', 'seed'] : ['migrate'];
  const prepare = async (service) => {
    for (const kind of kinds.filter((candidate) => service[candidate])) {
      const code = await supervisor.run({
        name: `${service.name} ${kind}`,
        command: process.execPath,
        args: [builtEntry(service, service[kind])],
        cwd: service.dir,
        env: { ...env, PORT: String(service.port) },
      });
      if (code !== 0)
        throw new Error(`${service.name}: ${kind} failed (exit code ${code}); see its log above`);
    }
  };
  const outcomes = await Promise.allSettled(plan.services.map(prepare));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** NODE_OPTIONS for a workspace's server: the environment's own, then its manifest's `nodeOptions`. */
export function nodeOptionsOf(workspace, env) {
  if (!workspace.nodeOptions) return {};
  return { NODE_OPTIONS: [env.NODE_OPTIONS, workspace.nodeOptions].filter(Boolean).join(' ') };
}

/**
 * Starts every replica of every service and worker, then the gateway (plus Vite with `dev`), and resolves once each
 * answers its health check, with the URLs to print and the supervised processes by name. A child that dies before
 * it is healthy fails the start; one that dies later is restarted by the supervisor.
 */
export async function startSystem(plan, { supervisor, env, dev = false }) {
  const waits = [];
  const node = process.execPath;
  const healthy = (child) =>
    waits.push(
      waitUntil(() => httpOk(child.healthUrl), {
        timeoutMs: healthTimeoutMs,
        what: `${child.name} (${child.healthUrl})`,
        givenUp: child.exited,
      }),
    );

  // Only the gateway is public: services and workers listen on loopback.
  const { PORT: _gatewayPort, ...common } = env;
  for (const planned of plan.processes) {
    const portVariable = planned.kind === 'service' ? 'PORT' : `${envPrefix(planned.workload)}_PORT`;
    const child = supervisor.start({
      name: planned.name,
      command: node,
      args: [builtEntry(planned.workspace, planned.entry)],
      cwd: planned.workspace.dir,
      env: {
        ...common,
        HOST: '127.0.0.1',
        [portVariable]: String(planned.port),
        ...(planned.kind === 'service' ? nodeOptionsOf(planned.workspace, common) : {}),
      },
      healthUrl: `${localUrl(planned.port)}/healthz`,
    });
    healthy(child);
  }

  const { gateway } = plan;
  if (!gateway)
    throw new Error(
      'no workspace has a "quizdrill" manifest with role "gateway": nothing would serve the app',
    );
  const gatewayChild = supervisor.start({
    name: gateway.name,
    command: node,
    args: [builtEntry(gateway, gateway.start)],
    cwd: gateway.dir,
    env: { ...env, PORT: String(gateway.port), ...nodeOptionsOf(gateway, env) },
    tier: 2,
    healthUrl: `${localUrl(gateway.port)}/healthz`,
  });
  healthy(gatewayChild);

  let devUrl;
  if (dev) {
    const port = await preferredOrFreePort(viteDefaultPort);
    // GATEWAY_URL tells web/vite.config.ts where to proxy API calls.
    const child = supervisor.start({
      name: 'vite',
      command: toolPath('vite'),
      args: ['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      cwd: path.join(repoRoot, 'web'),
      env: { ...env, GATEWAY_URL: localUrl(gateway.port) },
      tier: 2,
      healthUrl: `${localUrl(port)}/`,
    });
    healthy(child);
    devUrl = `http://localhost:${port}`;
  }

  await Promise.all(waits);
  return { appUrl: `http://localhost:${gateway.port}`, devUrl };
}
