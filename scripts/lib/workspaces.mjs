// Finds the runnable workspaces: those whose package.json carries a "quizdrill" manifest, e.g.
//   "quizdrill": { "role": "service", "name": "auth", "port": 8081, "start": "dist/server.js",
//                  "workers": { "ai-worker": "dist/worker.js" }, "migrate": "dist/migrate.js", "seed": "dist/seed.js",
//                  "nodeOptions": "--max-semi-space-size=64" }
// `nodeOptions` are Node's flags for the workspace's server (NODE_OPTIONS): `npm start` and the benches pass them;
// deploy/k8s and docker-compose.yml carry the same value (scripts/lib/node-options.test.mjs holds them equal).
// A new service joins `npm start`, `npm test` and the gateway's routing by adding its manifest; nothing else.
// A worker serves its health and metrics on `<NAME>_PORT` (QUIZ_WORKER_PORT for quiz-worker), which the launcher
// sets for each replica and waits on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './commands.mjs';

/** The gateway's port; a service's default port is its offset from it (auth 8081 = gateway + 1). */
export const defaultGatewayPort = 8080;

const namePattern = /^[a-z][a-z0-9-]*$/;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Workspace folders from the root package.json ("services/*" style patterns and plain folders). */
function workspaceDirectories() {
  const patterns = readJson(path.join(repoRoot, 'package.json')).workspaces ?? [];
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(repoRoot, pattern)];
    const parent = path.join(repoRoot, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(parent, entry.name))
      .sort();
  });
}

function validate(manifest, where) {
  const problem = (text) => new Error(`${where}: "quizdrill" manifest ${text}`);
  if (manifest.role !== 'service' && manifest.role !== 'gateway')
    throw problem('role must be "service" or "gateway"');
  if (typeof manifest.name !== 'string' || !namePattern.test(manifest.name)) {
    throw problem('name must be lower-case letters, digits and dashes');
  }
  if (typeof manifest.start !== 'string') throw problem('start must be the path of the built entry point');
  if (manifest.port !== undefined && !Number.isInteger(manifest.port))
    throw problem('port must be an integer');
  if (manifest.nodeOptions !== undefined && typeof manifest.nodeOptions !== 'string')
    throw problem('nodeOptions must be a string of Node flags');
  for (const key of ['migrate', 'seed']) {
    if (manifest[key] !== undefined && typeof manifest[key] !== 'string')
      throw problem(`${key} must be a path`);
  }
  for (const [worker, entry] of Object.entries(manifest.workers ?? {})) {
    if (!namePattern.test(worker) || typeof entry !== 'string') throw problem(`workers.${worker} is invalid`);
  }
}

/**
 * Every workspace with a manifest: `{ dir, role, name, port?, start, workers, migrate?, seed? }`.
 * Services come in folder order; there is at most one gateway.
 */
export function discoverRunnableWorkspaces() {
  const found = [];
  for (const dir of workspaceDirectories()) {
    const packageFile = path.join(dir, 'package.json');
    if (!existsSync(packageFile)) continue;
    const manifest = readJson(packageFile).quizdrill;
    if (manifest === undefined) continue;
    const where = path.relative(repoRoot, packageFile);
    validate(manifest, where);
    found.push({ dir, where, workers: {}, ...manifest });
  }
  const names = found.map((workspace) => workspace.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`two workspaces are both named "${duplicate}" in their quizdrill manifest`);
  const gateways = found.filter((workspace) => workspace.role === 'gateway');
  if (gateways.length > 1)
    throw new Error(`more than one gateway: ${gateways.map((g) => g.where).join(', ')}`);
  return { services: found.filter((workspace) => workspace.role === 'service'), gateway: gateways[0] };
}
