// The abuse bench's attacker, in a process of its own (as if on another machine; it runs at a lower priority so the
// load it generates does not take the measured clients' CPU): live-game event streams opened through the gateway
// with a few guests' player tokens, `attempts` of them in play, started evenly over `rampMs`; each is held for as
// long as the gateway keeps it open and opened again about `retryMs` after a refusal or a break (0.5 to 1.5 times
// it, so retries do not all come at once). Started by startStreamFlood(); reports its counts over IPC.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';

/**
 * Forks the attacker: `attempts` streams of game `gameId` at `origin`, spread over `playerTokens` in turn, from
 * `localAddress`. Resolves once it has started; `counts()` asks what it has seen so far, `stop()` ends it.
 */
export async function startStreamFlood({
  origin,
  gameId,
  playerTokens,
  attempts,
  rampMs,
  retryMs,
  localAddress,
}) {
  const child = fork(new URL(import.meta.url), ['flood'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  child.send({ origin, gameId, playerTokens, attempts, rampMs, retryMs, localAddress });
  const next = () =>
    Promise.race([
      once(child, 'message').then(([message]) => message),
      exited.then(([code]) => {
        throw new Error(`the stream flood exited (${code})`);
      }),
    ]);
  await next();
  return {
    /** Streams open now, and every attempt's outcome so far (by status, `failed` for a broken connection). */
    async counts() {
      child.send('counts');
      return next();
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * One attempt's slot: after `startMs`, opens its stream, holds it while it lasts, and opens it again after a refusal
 * or a break.
 */
async function holdStream(settings, agent, token, counts, startMs) {
  const { origin, gameId, retryMs } = settings;
  await sleep(startMs);
  for (;;) {
    try {
      const answer = await request(`${origin}/api/v2/live/games/${gameId}/events`, {
        dispatcher: agent,
        headers: { authorization: `Player ${token}`, accept: 'text/event-stream' },
      });
      counts.outcomes[answer.statusCode] = (counts.outcomes[answer.statusCode] ?? 0) + 1;
      if (answer.statusCode === 200) {
        counts.open += 1;
        try {
          for await (const _chunk of answer.body);
        } finally {
          counts.open -= 1;
        }
      } else {
        await answer.body.dump();
      }
    } catch {
      counts.outcomes.failed = (counts.outcomes.failed ?? 0) + 1;
    }
    await sleep(retryMs * (0.5 + Math.random()));
  }
}

async function flood(settings) {
  const agent = new Agent({
    connections: null,
    bodyTimeout: 0,
    headersTimeout: 0,
    // undici's own option: a `connect.localAddress` is overridden by it (unset) and the flood would share the class's
    // address and budgets.
    localAddress: settings.localAddress,
  });
  const counts = { open: 0, outcomes: {} };
  process.on('message', (message) => {
    if (message === 'counts') process.send(counts);
  });
  process.send('started');
  await Promise.all(
    Array.from({ length: settings.attempts }, (_, index) =>
      holdStream(
        settings,
        agent,
        settings.playerTokens[index % settings.playerTokens.length],
        counts,
        (index / settings.attempts) * settings.rampMs,
      ),
    ),
  );
}

if (process.argv[2] === 'flood' && process.send) {
  setPriority(10);
  const [settings] = await once(process, 'message');
  await flood(settings);
}
