// Starts a bench server (see server-process.mjs) as a child process, and stops it again without ever hanging.
// A process per server, not a thread: its CPU time can then be measured on its own (threads of one process
// cannot be told apart), and each server has its event loop to itself, as when deployed.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { nodeOptionsOf } from '../../scripts/lib/system.mjs';
import { discoverRunnableWorkspaces } from '../../scripts/lib/workspaces.mjs';

const CLOSE_TIMEOUT_MS = 10_000;

/** The Node flags a server runs with when deployed (its workspace manifest's `nodeOptions`), by kind. */
function deployedNodeOptions(kind) {
  const { services, gateway } = discoverRunnableWorkspaces();
  const workspace = [...services, gateway].find((candidate) => candidate?.name === kind);
  return workspace ? nodeOptionsOf(workspace, process.env) : {};
}

/** `kind`: a builder of server-process.mjs; `env`: the variables its config reads. Resolves once it listens. */
export async function startServer(kind, env) {
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const child = fork(new URL('./server-process.mjs', import.meta.url), [kind], {
    env: { ...process.env, ...deployedNodeOptions(kind), ...env },
    // BENCH_CPU_PROFILE_DIR=<dir>: each server writes a V8 CPU profile there when it stops (open in DevTools).
    // --expose-gc lets memory() collect first, so it reports what is held rather than what awaits collection.
    execArgv: [
      '--expose-gc',
      ...(profileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${kind}.cpuprofile`]
        : []),
    ],
    // Log lines (stdout) are written, as when deployed, and dropped; crashes still show on stderr.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  // The next message, or an error message if the process exits first: a crashed server must not hang the bench.
  const reply = () =>
    Promise.race([
      once(child, 'message'),
      exited.then(([code]) => [{ error: `the process exited (${code})` }]),
    ]);
  const [message] = await reply();
  if (message.error) {
    child.kill('SIGKILL');
    throw new Error(`the ${kind} server did not start: ${message.error}`);
  }
  return {
    kind,
    url: message.url,
    /** CPU time the process has used so far, in seconds (user + system, every thread of it). */
    async cpuSeconds() {
      child.send('cpu');
      const [{ cpu, error }] = await reply();
      if (error) throw new Error(`the ${kind} server failed: ${error}`);
      return (cpu.user + cpu.system) / 1e6;
    },
    /**
     * Bytes held after a full collection (resident, and the JavaScript heap) and the file descriptors open, as the
     * process sees them now (descriptors: NaN off Linux).
     */
    async memory() {
      child.send('memory');
      const [{ memory, error }] = await reply();
      if (error) throw new Error(`the ${kind} server failed: ${error}`);
      return memory;
    },
    /**
     * How late the event loop ran since the last call (p99 and max, ms; monitorEventLoopDelay at 10 ms), and a
     * fresh count from now.
     */
    async eventLoopDelay() {
      child.send('loop');
      const [{ loop, error }] = await reply();
      if (error) throw new Error(`the ${kind} server failed: ${error}`);
      return loop;
    },
    async close() {
      // Graceful first (connections, Redis, NATS), then killed if it has not exited in time.
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send('close');
      const timeout = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
      await exited;
      clearTimeout(timeout);
    },
  };
}
