// Where the repository is, how to run its tools, and installing dependencies when they are missing or stale.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { say } from './log-format.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A tool installed in node_modules/.bin. Called directly rather than through npx, because npx would
 * download a missing tool and nothing may download at run time.
 */
export const toolPath = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

/** Environment for turbo: no telemetry, no update check (both would reach the network). */
export const turboEnv = { TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };

/** Reads .env at the repository root when there is one; a variable already set in the environment wins. */
export function loadDotEnv() {
  const file = path.join(repoRoot, '.env');
  if (!existsSync(file)) return;
  if (typeof process.loadEnvFile === 'function') process.loadEnvFile(file);
  else say.warn('.env is ignored: reading it needs Node 20.12 or later');
}

const foregroundCommands = new Set();

/**
 * Runs a command with the terminal as its output, or `logFile` (written anew) for a command running beside another;
 * resolves its exit code.
 */
export function runCommand(command, args, { cwd = repoRoot, env = process.env, logFile } = {}) {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'w') : undefined;
    const stdio = log === undefined ? 'inherit' : ['ignore', log, log];
    const child = spawn(command, args, { cwd, env, stdio });
    foregroundCommands.add(child);
    let finished = false;
    const done = (code) => {
      if (finished) return;
      finished = true;
      foregroundCommands.delete(child);
      if (log !== undefined) closeSync(log);
      resolve(code);
    };
    child.once('error', (error) => {
      say.error(`${command}: ${error.message}`);
      done(1);
    });
    child.once('exit', (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

/** Passes a stop signal on to running foreground commands (a terminal's Ctrl-C reaches them itself; kill does not). */
export function stopForegroundCommands(signal) {
  for (const child of foregroundCommands) child.kill(signal);
}

/**
 * Why dependencies must be installed, or undefined when they are current. npm writes
 * node_modules/.package-lock.json after every install, so a newer package-lock.json means a pull or a
 * branch switch changed the dependencies since.
 */
export function installReason() {
  const installed = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lockfile = path.join(repoRoot, 'package-lock.json');
  if (!existsSync(installed)) return 'node_modules is missing';
  if (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installed).mtimeMs) {
    return 'package-lock.json is newer than node_modules';
  }
  return undefined;
}

/** Installs dependencies when needed; resolves false when the install failed. */
export async function ensureDependencies() {
  const reason = installReason();
  if (!reason) return true;
  const hasLockfile = existsSync(path.join(repoRoot, 'package-lock.json'));
  const args = hasLockfile ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  say.info(`${reason}: npm ${args[0]}`);
  return (await runCommand('npm', args)) === 0;
}

/** Runs a turbo task in every workspace (its output to `logFile` when given); resolves false when it failed. */
export async function turboRun(task, { logFile } = {}) {
  const env = { ...process.env, ...turboEnv };
  return (await runCommand(toolPath('turbo'), ['run', task], { env, logFile })) === 0;
}

/** Builds every workspace with turbo (its output to `logFile` when given); resolves false when the build failed. */
export async function buildAll({ logFile } = {}) {
  say.info('building (turbo run build)');
  return turboRun('build', { logFile });
}
