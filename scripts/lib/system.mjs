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

/**
 * Which workspace listens where. The gateway gets `portBase`; each service keeps its offset from 8080
 * (auth 8081 becomes portBase + 1); a service without a port in its manifest gets any free port.
 */
export async function planSystem({ portBase = defaultGatewayPort } = {}) {
  const { services, gateway } = discoverRunnableWorkspaces();
  // Fail before starting anything when a built entry point is missing.
  for (const workspace of [...services, gateway].filter(Boolean)) {
    const entries = [workspace.start, workspace.migrate, workspace.seed, ...Object.values(workspace.workers)];
    for (const entry of entries.filter(Boolean)) builtEntry(workspace, entry);
  }
  const shift = portBase - defaultGatewayPort;
  const planned = [];
  for (const service of services) {
    planned.push({
      ...service,
      port: service.port === undefined ? await findFreePort() : service.port + shift,
    });
  }
  return {
    portBase,
    shift,
    services: planned,
    gateway: gateway && { ...gateway, port: (gateway.port ?? defaultGatewayPort) + shift },
  };
}

/** Every port the plan needs, with who needs it. */
export function plannedPorts(plan) {
  return [plan.gateway, ...plan.services].filter(Boolean).map(({ name, port }) => ({ name, port }));
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

/**
 * The environment every child gets: the found infrastructure, where every service and the auth JWKS are,
 * and the public URL. `overrides` (e.g. the test run's isolation variables) win over everything.
 */
export function systemEnvironment(plan, { infrastructure, overrides = {} }) {
  const serviceUrls = Object.fromEntries(
    plan.services.map((service) => [
      `${envPrefix(service.name)}_SERVICE_URL`,
      `http://127.0.0.1:${service.port}`,
    ]),
  );
  // Until the auth service exists, point at the port it will have, so tokens are refused rather than sent elsewhere.
  const authPort =
    plan.services.find((service) => service.name === 'auth')?.port ?? defaultGatewayPort + 1 + plan.shift;
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || 'development',
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${plan.gateway?.port ?? plan.portBase}`,
    WEB_DIST_DIR: path.join(repoRoot, 'web', 'dist'),
    AUTH_JWKS_URL: `http://127.0.0.1:${authPort}/api/v2/auth/jwks.json`,
    ...serviceUrls,
    ...infrastructure,
    ...overrides,
  };
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

/** Runs each service's migration, then (unless told not to) each service's development seed. */
export async function migrateAndSeed(plan, { supervisor, env, seed }) {
  const kinds = seed ? ['migrate', 'seed'] : ['migrate'];
  for (const kind of kinds) {
    for (const service of plan.services.filter((candidate) => candidate[kind])) {
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
  }
}

/**
 * Starts services, workers and the gateway (plus Vite with `dev`) and resolves once each answers its health
 * check, with the URLs to print. A child that dies meanwhile is reported by the supervisor.
 */
export async function startSystem(plan, { supervisor, env, dev = false }) {
  const waits = [];
  const node = process.execPath;
  const healthy = (child, name, url) =>
    waits.push(
      waitUntil(() => httpOk(url), {
        timeoutMs: healthTimeoutMs,
        what: `${name} (${url})`,
        givenUp: child.exited,
      }),
    );

  for (const service of plan.services) {
    // Only the gateway is public: services listen on loopback.
    const serviceEnv = { ...env, PORT: String(service.port), HOST: '127.0.0.1' };
    const args = [builtEntry(service, service.start)];
    const child = supervisor.start({
      name: service.name,
      command: node,
      args,
      cwd: service.dir,
      env: serviceEnv,
    });
    healthy(child, service.name, `http://127.0.0.1:${service.port}/healthz`);
    for (const [worker, entry] of Object.entries(service.workers)) {
      const { PORT: _servicePort, ...workerEnv } = env;
      supervisor.start({
        name: worker,
        command: node,
        args: [builtEntry(service, entry)],
        cwd: service.dir,
        env: workerEnv,
      });
    }
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
    env: { ...env, PORT: String(gateway.port) },
    tier: 2,
  });
  healthy(gatewayChild, gateway.name, `http://127.0.0.1:${gateway.port}/healthz`);

  let devUrl;
  if (dev) {
    const port = await preferredOrFreePort(viteDefaultPort);
    // GATEWAY_URL tells web/vite.config.ts where to proxy API calls.
    const child = supervisor.start({
      name: 'vite',
      command: toolPath('vite'),
      args: ['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      cwd: path.join(repoRoot, 'web'),
      env: { ...env, GATEWAY_URL: `http://127.0.0.1:${gateway.port}` },
      tier: 2,
    });
    healthy(child, 'vite', `http://127.0.0.1:${port}/`);
    devUrl = `http://localhost:${port}`;
  }

  await Promise.all(waits);
  return { appUrl: `http://localhost:${gateway.port}`, devUrl };
}
