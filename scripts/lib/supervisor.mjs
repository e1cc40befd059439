// Runs child processes with prefixed logs, restarts any that dies on its own (with backoff, saying so in the log),
// and stops them all in order. A process can also be stopped, started again or killed by name, one replica at a
// time: what the fault drills do.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { colour, formatLogLine, prefixFor, say } from './log-format.mjs';
import { httpOk, waitUntil } from './net.mjs';

const gracePeriodMs = 10_000;

/**
 * After an unexpected exit a process is started again after 0.5 s, then 1 s, 2 s, … at most 30 s while it keeps
 * dying; a run that lasted a minute counts as recovered, and the next exit starts the count again at 0.5 s.
 */
export const defaultRestartPolicy = { initialDelayMs: 500, maxDelayMs: 30_000, resetAfterMs: 60_000 };

/** The wait before the next start, given the previous wait (none yet: undefined) and how long the run lasted. */
export function restartDelayMs(previousDelayMs, uptimeMs, policy = defaultRestartPolicy) {
  if (previousDelayMs === undefined || uptimeMs >= policy.resetAfterMs) return policy.initialDelayMs;
  return Math.min(previousDelayMs * 2, policy.maxDelayMs);
}

// Every running child of every supervisor, so that nothing outlives the launcher even if it ends abruptly.
const runningEverywhere = new Set();
process.on('exit', () => {
  for (const child of runningEverywhere) signalGroup(child.pid, 'SIGKILL');
});

// Children run in their own process group (detached), so a Ctrl-C in the terminal reaches only the
// launcher, which then stops them once, in order; a second signal would make a service skip its drain.
// Signalling the group also reaches anything the child started itself.
function signalGroup(pid, signal) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function pipeLines(stream, name, output, rawOutput) {
  const prefix = prefixFor(name);
  readline.createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    rawOutput?.write(`${name}\t${line}\n`);
    const text = formatLogLine(line)
      .split('\n')
      .map((part) => prefix + part)
      .join('\n');
    output.write(`${text}\n`);
  });
}

const describeExit = ({ code, signal, error }) =>
  error ? `could not start: ${error.message}` : signal ? `killed by ${signal}` : `exit code ${code}`;

/**
 * Spawns one child with its output piped under `name`; resolves how it ended once it did (waiting briefly for its
 * last log lines).
 */
function spawnChild({ name, command, args, cwd, env }, output, rawOutput) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeLines(child.stdout, name, output, rawOutput);
  pipeLines(child.stderr, name, output, rawOutput);
  runningEverywhere.add(child);
  const ending = new Promise((resolve) => {
    let settled = false;
    const finish = (how) => {
      if (settled) return;
      settled = true;
      runningEverywhere.delete(child);
      resolve(how);
    };
    child.once('error', (error) => finish({ error }));
    child.once('exit', (code, signal) => {
      const report = () => finish({ code, signal });
      child.once('close', report);
      setTimeout(report, 500);
    });
  });
  return { child, ending };
}

/**
 * One long-running process under a supervisor: started again after it dies on its own, never after `stop()`.
 * `kill()` is the fault a drill injects (the supervisor restarts it as it would after a crash).
 */
export class SupervisedProcess {
  /** Times it was started again after dying. */
  restarts = 0;
  #spec;
  #supervisor;
  #current;
  #wanted = true;
  #restartTimer;
  #lastDelayMs;
  #lastExit = 'not started';

  constructor(spec, supervisor) {
    this.#spec = spec;
    this.#supervisor = supervisor;
  }

  get name() {
    return this.#spec.name;
  }

  get tier() {
    return this.#spec.tier;
  }

  /** Where it answers 2xx when healthy (undefined for a process without one). */
  get healthUrl() {
    return this.#spec.healthUrl;
  }

  /** The running child's process id; undefined while it is stopped or waiting to be started again. */
  get pid() {
    return this.#current?.child.pid;
  }

  get running() {
    return this.#current !== undefined;
  }

  /** `running`; `restarting` while it waits out the delay after dying; `stopped` on purpose (or for good). */
  get state() {
    if (this.#current) return 'running';
    return this.#restartTimer ? 'restarting' : 'stopped';
  }

  /** How the current run ends (resolves at once, with how the last one ended, when nothing runs). */
  get exited() {
    return this.#current?.exited ?? Promise.resolve(this.#lastExit);
  }

  /** Sends `signal` to the process and everything it started, as a crash would end it; it is then restarted. */
  kill(signal = 'SIGKILL') {
    signalGroup(this.pid, signal);
  }

  /** Stops it on purpose: SIGTERM, SIGKILL after 10 s. It stays stopped until `start()`. */
  async stop() {
    this.#wanted = false;
    clearTimeout(this.#restartTimer);
    this.#restartTimer = undefined;
    const current = this.#current;
    if (!current) return;
    signalGroup(current.child.pid, 'SIGTERM');
    const killer = setTimeout(() => {
      say.warn(`${this.name} did not stop within ${gracePeriodMs / 1000} s: killing it`);
      signalGroup(current.child.pid, 'SIGKILL');
    }, gracePeriodMs);
    const how = await current.exited;
    clearTimeout(killer);
    // Anything the child left behind in its group (a dev server's helpers, say) goes too.
    signalGroup(current.child.pid, 'SIGKILL');
    this.#supervisor.note(this.name, colour.grey(`stopped (${how})`));
  }

  /** Starts it again after `stop()` (or at once, when it is waiting out a restart delay). */
  start() {
    if (this.#current) return;
    this.#wanted = true;
    clearTimeout(this.#restartTimer);
    this.#restartTimer = undefined;
    this.#run();
  }

  /** Resolves once its health URL answers 2xx, however many restarts that takes; rejects after `timeoutMs`. */
  async waitHealthy({ timeoutMs = 60_000 } = {}) {
    if (!this.healthUrl) throw new Error(`${this.name} has no health URL to wait for`);
    await waitUntil(() => httpOk(this.healthUrl), { timeoutMs, what: `${this.name} (${this.healthUrl})` });
  }

  #run() {
    const { child, ending } = spawnChild(this.#spec, this.#supervisor.output, this.#supervisor.rawOutput);
    const startedAt = performance.now();
    const current = { child };
    current.exited = ending.then((ending) => {
      const how = describeExit(ending);
      this.#lastExit = how;
      if (this.#current === current) this.#current = undefined;
      if (this.#wanted && !this.#supervisor.stopping) this.#died(how, performance.now() - startedAt);
      return how;
    });
    this.#current = current;
  }

  #died(how, uptimeMs) {
    if (!this.#spec.restart) {
      this.#supervisor.note(this.name, colour.red(`exited unexpectedly (${how})`));
      this.#supervisor.reportUnexpectedExit(this.name, how, {});
      return;
    }
    const delayMs = restartDelayMs(this.#lastDelayMs, uptimeMs, this.#supervisor.restartPolicy);
    this.#lastDelayMs = delayMs;
    this.#supervisor.note(
      this.name,
      colour.red(`exited (${how}); restarting in ${(delayMs / 1000).toFixed(1)} s`),
    );
    this.#supervisor.reportUnexpectedExit(this.name, how, { restartInMs: delayMs });
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = undefined;
      if (!this.#wanted || this.#supervisor.stopping) return;
      this.restarts += 1;
      this.#run();
      this.#supervisor.note(
        this.name,
        colour.yellow(`restarted (pid ${this.pid}, restart ${this.restarts})`),
      );
    }, delayMs);
  }
}

export class Supervisor {
  #processes = new Map();
  #stopping = false;
  #onUnexpectedExit;
  #output;
  #rawOutput;
  #restartPolicy;

  /**
   * @param {{
   *   onUnexpectedExit?: (name: string, how: string, next: { restartInMs?: number }) => void,
   *   output?: NodeJS.WritableStream,
   *   rawOutput?: NodeJS.WritableStream,
   *   restartPolicy?: typeof defaultRestartPolicy,
   * }} options
   *   `output` receives the children's log lines and the supervisor's own notes about them (default: the terminal).
   *   `rawOutput`, when given, receives each child's lines as the child wrote them (pino's JSON, every field),
   *   each after the child's name and a tab: what a log store would keep, for checks over the whole of it.
   *   `onUnexpectedExit` hears of every exit that was not asked for, with the delay before the restart (none for a
   *   process started with `restart: false`).
   */
  constructor({
    onUnexpectedExit,
    output = process.stdout,
    rawOutput,
    restartPolicy = defaultRestartPolicy,
  } = {}) {
    this.#onUnexpectedExit = onUnexpectedExit;
    this.#output = output;
    this.#rawOutput = rawOutput;
    this.#restartPolicy = restartPolicy;
  }

  get stopping() {
    return this.#stopping;
  }

  get output() {
    return this.#output;
  }

  get rawOutput() {
    return this.#rawOutput;
  }

  get restartPolicy() {
    return this.#restartPolicy;
  }

  /**
   * Starts a long-running child and returns its SupervisedProcess. Children in higher tiers are stopped first (the
   * gateway before the services, the services before the infrastructure they drain into). A child that exits on
   * its own is started again (`restart: false` only reports it).
   */
  start({ name, command, args = [], cwd, env, tier = 1, restart = true, healthUrl }) {
    if (this.#stopping) throw new Error(`not starting ${name}: shutting down`);
    if (this.#processes.has(name)) throw new Error(`a process named ${name} is already supervised`);
    const supervised = new SupervisedProcess(
      { name, command, args, cwd, env, tier, restart, healthUrl },
      this,
    );
    this.#processes.set(name, supervised);
    supervised.start();
    return supervised;
  }

  /** Runs a child that is meant to finish (a migration, a seed); resolves its exit code. Never restarted. */
  async run({ name, command, args = [], cwd, env }) {
    if (this.#stopping) throw new Error(`not starting ${name}: shutting down`);
    const ending = await spawnChild({ name, command, args, cwd, env }, this.#output).ending;
    return ending.error ? 1 : (ending.code ?? 1);
  }

  /** The supervised process named `name` (`quiz`, or `quiz#2` for one replica), or undefined. */
  get(name) {
    return this.#processes.get(name);
  }

  /** Every supervised process, in the order they were started. */
  list() {
    return [...this.#processes.values()];
  }

  /** Stops every process on purpose: SIGTERM to its group, SIGKILL after 10 s. Tier by tier. */
  async stopAll() {
    this.#stopping = true;
    const all = this.list();
    const tiers = [...new Set(all.map((supervised) => supervised.tier))].sort((a, b) => b - a);
    for (const tier of tiers) {
      await Promise.all(all.filter((supervised) => supervised.tier === tier).map((each) => each.stop()));
    }
  }

  /** A line about a child, under its prefix, in the children's log. */
  note(name, text) {
    this.#output.write(`${prefixFor(name)}${text}\n`);
  }

  reportUnexpectedExit(name, how, next) {
    this.#onUnexpectedExit?.(name, how, next);
  }
}
