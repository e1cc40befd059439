// The launcher's supervisor with real child processes: a process killed is started again after a growing delay, one
// stopped on purpose is not, and its health can be waited for after a restart.
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort, httpOk } from '../lib/net.mjs';
import { Supervisor } from '../lib/supervisor.mjs';

/** Collects what the supervisor writes about its children, colour codes removed. */
function collectedOutput() {
  const lines = [];
  const output = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...stripVTControlCharacters(chunk.toString()).split('\n').filter(Boolean));
      callback();
    },
  });
  return { output, lines };
}

/** A node child that runs `code`. */
const nodeChild = (name, code, extra = {}) => ({
  name,
  command: process.execPath,
  args: ['-e', code],
  ...extra,
});
const idle = 'setInterval(() => {}, 60_000)';

const fastPolicy = { initialDelayMs: 50, maxDelayMs: 200, resetAfterMs: 60_000 };

describe('the supervisor', () => {
  let supervisor;
  afterEach(() => supervisor?.stopAll());

  it('when a child logs pino JSON, then the readable log shows it formatted and the raw log keeps every field as written', async () => {
    const readable = collectedOutput();
    const raw = collectedOutput();
    supervisor = new Supervisor({
      output: readable.output,
      rawOutput: raw.output,
      restartPolicy: fastPolicy,
    });
    const record = { level: 30, time: 1, msg: 'registered', detail: { kept: 'in the raw log only' } };
    supervisor.start(nodeChild('auth', `console.log(${JSON.stringify(JSON.stringify(record))}); ${idle}`));

    await expect.poll(() => raw.lines).toEqual([`auth\t${JSON.stringify(record)}`]);
    await expect
      .poll(() => readable.lines.some((line) => /^auth +│ .*info +registered$/.test(line)))
      .toBe(true);
    expect(readable.lines.join('\n')).not.toContain('in the raw log only');
  });

  it('when a process is killed with SIGKILL, then it is started again and the log says so', async () => {
    const { output, lines } = collectedOutput();
    const exits = [];
    supervisor = new Supervisor({
      output,
      restartPolicy: fastPolicy,
      onUnexpectedExit: (name, how, next) => exits.push({ name, how, ...next }),
    });
    const quiz = supervisor.start(nodeChild('quiz#2', idle));
    const firstPid = quiz.pid;

    supervisor.get('quiz#2').kill();

    await expect.poll(() => quiz.pid !== undefined && quiz.pid !== firstPid).toBe(true);
    expect(quiz.state).toBe('running');
    expect(quiz.restarts).toBe(1);
    expect(exits).toEqual([{ name: 'quiz#2', how: 'killed by SIGKILL', restartInMs: 50 }]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^quiz#2 +│ +exited \(killed by SIGKILL\); restarting in 0\.1 s/),
    );
    await expect
      .poll(() => lines.some((line) => /quiz#2 +│ restarted \(pid \d+, restart 1\)/.test(line)))
      .toBe(true);
  });

  it('when a process keeps dying, then the delay doubles up to the maximum', async () => {
    const delays = [];
    supervisor = new Supervisor({
      output: collectedOutput().output,
      restartPolicy: fastPolicy,
      onUnexpectedExit: (_name, _how, { restartInMs }) => delays.push(restartInMs),
    });
    const failing = supervisor.start(nodeChild('failing', 'process.exit(3)'));

    await expect.poll(() => delays.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    expect(delays.slice(0, 5)).toEqual([50, 100, 200, 200, 200]);
    expect(failing.restarts).toBeGreaterThanOrEqual(4);
  });

  it('when a run lasted longer than the reset time, then the next restart waits the initial delay again', async () => {
    const delays = [];
    supervisor = new Supervisor({
      output: collectedOutput().output,
      // Each run lasts about 300 ms on its own clock, longer than the 100 ms after which a run counts as recovered.
      restartPolicy: { initialDelayMs: 50, maxDelayMs: 1_000, resetAfterMs: 100 },
      onUnexpectedExit: (_name, how, { restartInMs }) => delays.push({ how, restartInMs }),
    });
    supervisor.start(nodeChild('flaky', 'setTimeout(() => process.exit(1), 300)'));

    await expect.poll(() => delays.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(delays.slice(0, 3)).toEqual(Array(3).fill({ how: 'exit code 1', restartInMs: 50 }));
  });

  it('when a process is stopped on purpose, then it is not started again until asked', async () => {
    const exits = [];
    const { output, lines } = collectedOutput();
    supervisor = new Supervisor({
      output,
      restartPolicy: fastPolicy,
      onUnexpectedExit: (name) => exits.push(name),
    });
    const content = supervisor.start(nodeChild('content', idle));

    await content.stop();

    expect(content.state).toBe('stopped');
    expect(content.pid).toBeUndefined();
    expect(exits).toEqual([]);
    expect(lines).toContainEqual(expect.stringMatching(/^content +│ stopped \(killed by SIGTERM\)/));

    content.start();
    expect(content.state).toBe('running');
    expect(content.pid).toEqual(expect.any(Number));
  });

  it('when everything is stopped while a process waits to be restarted, then it stays stopped', async () => {
    supervisor = new Supervisor({
      output: collectedOutput().output,
      restartPolicy: { ...fastPolicy, initialDelayMs: 60_000 },
    });
    const ai = supervisor.start(nodeChild('ai', idle));
    ai.kill();
    await expect.poll(() => ai.state).toBe('restarting');

    await supervisor.stopAll();

    expect(ai.state).toBe('stopped');
  });

  it('when a process that must not restart dies, then it is only reported', async () => {
    const exits = [];
    supervisor = new Supervisor({
      output: collectedOutput().output,
      restartPolicy: fastPolicy,
      onUnexpectedExit: (name, how, next) => exits.push({ name, how, ...next }),
    });
    const once = supervisor.start(nodeChild('once', 'process.exit(2)', { restart: false }));

    await once.exited;

    expect(exits).toEqual([{ name: 'once', how: 'exit code 2' }]);
    expect(once.state).toBe('stopped');
  });

  it('when a killed HTTP process comes back, then waitHealthy resolves once it answers again', async () => {
    const port = await findFreePort();
    const healthUrl = `http://127.0.0.1:${port}/healthz`;
    supervisor = new Supervisor({ output: collectedOutput().output, restartPolicy: fastPolicy });
    const server = `require('node:http').createServer((_q, r) => r.end('ok')).listen(${port}, '127.0.0.1')`;
    const billing = supervisor.start(nodeChild('billing', server, { healthUrl }));
    await billing.waitHealthy({ timeoutMs: 10_000 });
    const firstPid = billing.pid;

    billing.kill();
    await billing.exited;
    await billing.waitHealthy({ timeoutMs: 10_000 });

    expect(billing.pid).not.toBe(firstPid);
    expect(await httpOk(healthUrl)).toBe(true);
  });

  it('when two processes get the same name, then the second is refused', () => {
    supervisor = new Supervisor({ output: collectedOutput().output });
    supervisor.start(nodeChild('quiz', idle));
    expect(() => supervisor.start(nodeChild('quiz', idle))).toThrow(/already supervised/);
  });
});
