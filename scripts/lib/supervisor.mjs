// Runs child processes with prefixed logs, reports any that dies on its own, and stops them all in order.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { colour, formatLogLine, prefixFor, say } from './log-format.mjs';

const gracePeriodMs = 10_000;

// Every running child of every supervisor, so that nothing outlives the launcher even if it ends abruptly.
const runningEverywhere = new Set();
process.on('exit', () => {
  for (const record of runningEverywhere) signalGroup(record.child.pid, 'SIGKILL');
});

// Children run in their own process group (detached), so a Ctrl-C in the terminal reaches only the
// launcher, which then stops them once, in order; a second signal would make a service skip its drain.
// Signalling the group also reaches anything the child started itself.
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function pipeLines(stream, name, output) {
  const prefix = prefixFor(name);
  readline.createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    const text = formatLogLine(line)
      .split('\n')
      .map((part) => prefix + part)
      .join('\n');
    output.write(`${text}\n`);
  });
}

const describeExit = ({ code, signal, error }) =>
  error ? `could not start: ${error.message}` : signal ? `killed by ${signal}` : `exit code ${code}`;

export class Supervisor {
  #records = new Set();
  #stopping = false;
  #onUnexpectedExit;
  #output;

  /**
   * @param {{ onUnexpectedExit?: (name: string, how: string) => void, output?: NodeJS.WritableStream }} options
   *   `output` receives the children's log lines (default: the terminal).
   */
  constructor({ onUnexpectedExit, output = process.stdout } = {}) {
    this.#onUnexpectedExit = onUnexpectedExit;
    this.#output = output;
  }

  get stopping() {
    return this.#stopping;
  }

  /**
   * Starts a long-running child. Children in higher tiers are stopped first (the gateway before the
   * services, the services before the infrastructure they drain into). Returns `exited`, a promise of
   * a one-line description of how the child ended.
   */
  start({ name, command, args = [], cwd, env, tier = 1 }) {
    return this.#spawn({ name, command, args, cwd, env, tier, expectedToExit: false });
  }

  /** Runs a child that is meant to finish (a migration, a seed); resolves its exit code. */
  async run({ name, command, args = [], cwd, env }) {
    const record = this.#spawn({ name, command, args, cwd, env, tier: 1, expectedToExit: true });
    const ending = await record.ending;
    return ending.error ? 1 : (ending.code ?? 1);
  }

  #spawn({ name, command, args, cwd, env, tier, expectedToExit }) {
    if (this.#stopping) throw new Error(`not starting ${name}: shutting down`);
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    pipeLines(child.stdout, name, this.#output);
    pipeLines(child.stderr, name, this.#output);
    const record = { name, child, tier, running: true };
    runningEverywhere.add(record);
    this.#records.add(record);
    record.ending = new Promise((resolve) => {
      const finish = (ending) => {
        if (!record.running) return;
        record.running = false;
        runningEverywhere.delete(record);
        resolve(ending);
      };
      child.once('error', (error) => finish({ error }));
      // Wait briefly for the last log lines to arrive before reporting the exit.
      child.once('exit', (code, signal) => {
        const report = () => finish({ code, signal });
        child.once('close', report);
        setTimeout(report, 500);
      });
    });
    record.exited = record.ending.then((ending) => {
      const how = describeExit(ending);
      if (!expectedToExit && !this.#stopping) this.#onUnexpectedExit?.(name, how);
      return how;
    });
    return record;
  }

  /** Stops every running child: SIGTERM to its process group, SIGKILL after 10 s. Tier by tier. */
  async stopAll() {
    this.#stopping = true;
    const tiers = [...new Set([...this.#records].map((record) => record.tier))].sort((a, b) => b - a);
    for (const tier of tiers) {
      const inTier = [...this.#records].filter((record) => record.tier === tier && record.running);
      await Promise.all(inTier.map((record) => this.#stop(record)));
    }
  }

  async #stop(record) {
    const { pid } = record.child;
    signalGroup(pid, 'SIGTERM');
    const killer = setTimeout(() => {
      say.warn(`${record.name} did not stop within ${gracePeriodMs / 1000} s: killing it`);
      signalGroup(pid, 'SIGKILL');
    }, gracePeriodMs);
    const how = await record.exited;
    clearTimeout(killer);
    // Anything the child left behind in its group (a dev server's helpers, say) goes too.
    signalGroup(pid, 'SIGKILL');
    this.#output.write(`${prefixFor(record.name)}${colour.grey(`stopped (${how})`)}\n`);
  }
}
