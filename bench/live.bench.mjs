// Issue 17's live classroom: simulated players in live games through the gateway, each with a push connection of
// its own, as phones in a classroom. (a) one game of 1,000 players, 10 questions; (b) 20 games of 50 at once. It
// measures the time for all to join, the broadcast latency of each question and reveal (the server's `sentAt` to
// the player's receipt, on this machine's one clock), answer latency, whether the host's count is exact at every
// reveal, messages lost (every player must get every question, reveal and the end), and the gateway's memory per
// open stream (issue 39). The gateway runs with its deployed rate limits and stream caps: a class behind one
// address must not be refused. Prints figures; not a pass/fail test.
//
// Settings (environment): BENCH_LIVE_PLAYERS (1000), BENCH_LIVE_QUESTIONS (10), BENCH_LIVE_GAMES (20),
// BENCH_LIVE_GAME_PLAYERS (50), BENCH_LIVE_ANSWER_SPREAD_MS (2000: players answer at random within it),
// BENCH_LIVE_PAUSE_MS (500: the host's pause after a reveal), BENCH_LOG_LEVEL (the servers', info as deployed),
// BENCH_LIVE_DIRECT=1 to play (a) once more straight to the classroom service, to see the gateway's share.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { createBenchEnvironment } from './lib/environment.mjs';
import { liveDeviceCookie } from './lib/live-device.mjs';
import { startLiveStage } from './lib/live-stage.mjs';
import { createCpuMeter, latencyPercentiles } from './lib/measure.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const PLAYERS = setting('BENCH_LIVE_PLAYERS', 1000);
const QUESTIONS = setting('BENCH_LIVE_QUESTIONS', 10);
const GAMES = setting('BENCH_LIVE_GAMES', 20);
const GAME_PLAYERS = setting('BENCH_LIVE_GAME_PLAYERS', 50);
const ANSWER_SPREAD_MS = setting('BENCH_LIVE_ANSWER_SPREAD_MS', 2000);
const PAUSE_MS = setting('BENCH_LIVE_PAUSE_MS', 500);
const DIRECT = process.env.BENCH_LIVE_DIRECT === '1';
/** How long a player may wait for an event before it counts as lost. */
const EVENT_TIMEOUT_MS = 30_000;
const QUESTION_SECONDS = 30;
const LABELS = ['A', 'B', 'C', 'D'];
/** Events each player must get: every question, every reveal, the end. */
const EXPECTED_EVENTS = 2 * QUESTIONS + 1;

const COURSE = { id: 917001, name: 'bench-live', displayName: 'Bench live', language: 'sv' };
const round = (value, digits = 0) => Number(value.toFixed(digits));
const check = (met) => (met ? 'met' : 'MISSED');

/** Content's answer to the course snapshot request, spoken by the bench: a course of QUESTIONS questions. */
function courseSnapshot() {
  return {
    course: COURSE,
    questions: Array.from({ length: QUESTIONS }, (_, index) => ({
      id: 9_170_000 + index,
      courseId: COURSE.id,
      courseName: COURSE.name,
      position: index,
      questionText: `Benchfråga ${index + 1}: vilket alternativ är rätt?`,
      imageUrl: null,
      language: 'sv',
      options: LABELS.map((label, option) => ({
        optionLabel: label,
        optionText: `Alternativ ${label}`,
        isCorrect: option === index % 4,
      })),
    })),
  };
}

/** A push stream read as the web app reads it: events parsed as they arrive, each with when it came. */
class Stream {
  events = [];
  waiters = [];
  ended = false;

  static async open(origin, agent, gameId, authorization) {
    const stream = new Stream();
    const response = await request(`${origin}/api/v2/live/games/${gameId}/events`, {
      dispatcher: agent,
      headers: { authorization, accept: 'text/event-stream' },
    });
    if (response.statusCode !== 200)
      throw new Error(`stream ${response.statusCode}: ${await response.body.text()}`);
    stream.body = response.body;
    void stream.read(response.body);
    return stream;
  }

  async read(body) {
    let buffered = '';
    try {
      for await (const chunk of body) {
        const receivedAt = Date.now();
        buffered += chunk.toString();
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!name || !data) continue;
          const event = { name, data: JSON.parse(data), receivedAt };
          this.events.push(event);
          for (const waiter of [...this.waiters]) waiter(event);
        }
      }
    } catch {
      // Closed at the end of the run.
    }
    this.ended = true;
    for (const waiter of [...this.waiters]) waiter(undefined);
  }

  /** The first event so far or to come that `matches`, or undefined after `timeoutMs`. */
  waitFor(matches, timeoutMs = EVENT_TIMEOUT_MS) {
    const known = this.events.find(matches);
    if (known || this.ended) return Promise.resolve(known);
    return new Promise((resolve) => {
      const done = (event) => {
        if (event !== undefined && !matches(event)) return;
        clearTimeout(timer);
        this.waiters.splice(this.waiters.indexOf(done), 1);
        resolve(event);
      };
      const timer = setTimeout(() => done(undefined), timeoutMs);
      this.waiters.push(done);
    });
  }

  close() {
    this.body?.destroy();
  }
}

class Figures {
  joinMs = [];
  answerMs = [];
  questionLatency = [];
  revealLatency = [];
  answers = 0;
  errors = new Map();
  countsExact = 0;
  countsWrong = 0;
  lost = 0;

  failed(what) {
    this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
  }
}

async function json(response) {
  const text = await response.body.text();
  return { status: response.statusCode, body: text ? JSON.parse(text) : undefined };
}

/**
 * One game from creation to podium: the host drives it, its players join, listen and answer. `onStage` is awaited
 * once every player has joined (`'joined'`, the host's stream already open), and once every player's stream has its
 * state (`'streaming'`, with the number of those streams).
 */
async function playGame({ origin, agents, hostToken, players, figures, label, onStage }) {
  const hostHeaders = { authorization: `Bearer ${hostToken}`, 'content-type': 'application/json' };
  const created = await json(
    await request(`${origin}/api/v2/live/games`, {
      dispatcher: agents.calls,
      method: 'POST',
      headers: hostHeaders,
      body: JSON.stringify({ courseName: COURSE.name, questionSeconds: QUESTION_SECONDS }),
    }),
  );
  if (created.status !== 201) throw new Error(`create ${created.status}: ${JSON.stringify(created.body)}`);
  const { gameId, pin } = created.body;
  const host = await Stream.open(origin, agents.streams, gameId, `Bearer ${hostToken}`);

  const joinStarted = performance.now();
  const joined = await Promise.all(
    Array.from({ length: players }, async (_, index) => {
      const started = performance.now();
      // As the join page does: the browser's device cookie first, then the join with it.
      const cookie = await liveDeviceCookie(origin, agents.calls);
      const answer = await json(
        await request(`${origin}/api/v2/live/join`, {
          dispatcher: agents.calls,
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ pin, nickname: `${label}${index + 1}` }),
        }),
      );
      figures.joinMs.push(performance.now() - started);
      if (answer.status !== 200) {
        figures.failed(`join ${answer.status}`);
        return undefined;
      }
      return answer.body;
    }),
  );
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  const inGame = joined.filter(Boolean);
  await onStage?.('joined');
  const streams = await Promise.all(
    inGame.map((player) => Stream.open(origin, agents.streams, gameId, `Player ${player.playerToken}`)),
  );
  await Promise.all(streams.map((stream) => stream.waitFor((event) => event.name === 'state')));
  const connectSeconds = (performance.now() - joinStarted) / 1000 - joinSeconds;
  await onStage?.('streaming', streams.length);

  const act = async (action) => {
    const answer = await json(
      await request(`${origin}/api/v2/live/games/${gameId}/${action}`, {
        dispatcher: agents.calls,
        method: 'POST',
        headers: { authorization: hostHeaders.authorization },
      }),
    );
    if (answer.status !== 200) throw new Error(`${action} ${answer.status}: ${JSON.stringify(answer.body)}`);
  };

  for (let index = 0; index < QUESTIONS; index += 1) {
    await act(index === 0 ? 'start' : 'next');
    let accepted = 0;
    await Promise.all(
      streams.map(async (stream, position) => {
        const question = await stream.waitFor(
          (event) => event.name === 'question' && event.data.index === index,
        );
        if (!question) return;
        figures.questionLatency.push(question.receivedAt - question.data.sentAt);
        await sleep(Math.random() * ANSWER_SPREAD_MS);
        const started = performance.now();
        const answer = await request(`${origin}/api/v2/live/games/${gameId}/answer`, {
          dispatcher: agents.calls,
          method: 'POST',
          headers: {
            authorization: `Player ${inGame[position].playerToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ questionIndex: index, answer: LABELS[(position + index) % 4] }),
        });
        await answer.body.dump();
        figures.answerMs.push(performance.now() - started);
        if (answer.statusCode === 200) accepted += 1;
        else figures.failed(`answer ${answer.statusCode}`);
      }),
    );
    figures.answers += accepted;
    // Everyone answered: the reveal comes by itself. The host's last count before it must be exact.
    const reveal = await host.waitFor((event) => event.name === 'reveal' && event.data.index === index);
    const lastCount = host.events
      .filter((event) => event.name === 'answers' && event.data.index === index)
      .at(-1);
    const countedInReveal = reveal
      ? Object.values(reveal.data.counts).reduce((sum, count) => sum + count, 0)
      : -1;
    const exact =
      reveal?.data.answered === accepted &&
      countedInReveal === accepted &&
      lastCount?.data.answered === accepted;
    if (exact) figures.countsExact += 1;
    else figures.countsWrong += 1;
    const reveals = await Promise.all(
      streams.map((stream) =>
        stream.waitFor((event) => event.name === 'reveal' && event.data.index === index),
      ),
    );
    for (const event of reveals) if (event) figures.revealLatency.push(event.receivedAt - event.data.sentAt);
    await sleep(PAUSE_MS);
  }
  await act('next');
  await Promise.all(streams.map((stream) => stream.waitFor((event) => event.name === 'finished')));
  for (const stream of streams) {
    const got = stream.events.filter((event) =>
      ['question', 'reveal', 'finished'].includes(event.name),
    ).length;
    figures.lost += Math.max(0, EXPECTED_EVENTS - got);
    stream.close();
  }
  figures.lost += (players - inGame.length) * EXPECTED_EVENTS;
  host.close();
  return { joinSeconds, connectSeconds };
}

function report(title, figures, timings, usage, seconds) {
  const question = latencyPercentiles(figures.questionLatency);
  const reveal = latencyPercentiles(figures.revealLatency);
  const answer = latencyPercentiles(figures.answerMs);
  const join = latencyPercentiles(figures.joinMs);
  console.log(`\n${title}`);
  console.table({
    'join, every player (s)': { value: round(Math.max(...timings.map((t) => t.joinSeconds)), 2) },
    'join p50 / p99 (ms)': { value: `${join['p50 ms']} / ${join['p99 ms']}` },
    'streams open and stated (s)': { value: round(Math.max(...timings.map((t) => t.connectSeconds)), 2) },
    'question broadcast p50 / p99 (ms)': { value: `${question['p50 ms']} / ${question['p99 ms']}` },
    'reveal broadcast p50 / p99 (ms)': { value: `${reveal['p50 ms']} / ${reveal['p99 ms']}` },
    'answer p50 / p99 (ms)': { value: `${answer['p50 ms']} / ${answer['p99 ms']}` },
    'answers accepted': { value: figures.answers },
    'host count exact at reveal': {
      value: `${figures.countsExact} of ${figures.countsExact + figures.countsWrong}`,
    },
    'messages lost': { value: figures.lost },
    'refused or failed requests': {
      value: figures.errors.size === 0 ? 0 : JSON.stringify(Object.fromEntries(figures.errors)),
    },
  });
  const { machine, other, ...parts } = usage;
  console.log(
    `    cores busy over the ${round(seconds, 1)} s: ${Object.entries(parts)
      .map(([part, cores]) => `${part} ${round(cores, 2)}`)
      .join(', ')}; machine ${round(machine, 2)} of ${availableParallelism()}, other work ${round(other, 2)}`,
  );
  return { question, reveal };
}

async function measured(meter, run) {
  const started = performance.now();
  await meter.start();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  return { result, seconds, usage: await meter.stop(seconds) };
}

async function main(environment, closers) {
  const { authKeys, redis, start } = await startLiveStage(environment, closers, courseSnapshot());
  const classroom = await start('classroom', {
    PUBLIC_URL: 'http://localhost:8080',
    // Every player comes from this one address, a thousand of them at once: the devices and joins of many schools.
    LIVE_DEVICES_PER_ADDRESS_PER_HOUR: '1000000',
    LIVE_JOINS_PER_ADDRESS_PER_MINUTE: '1000000',
  });
  // The deployed rate limits: the class shares one address.
  const gateway = await start('gateway', { CLASSROOM_SERVICE_URL: classroom.url });
  const meter = createCpuMeter({ servers: [classroom, gateway], redis });

  // Phones: each its own connections, for its stream and for its calls. Destroyed at the end, not closed: the
  // streams never end by themselves.
  const agentsFrom = (localAddress) => {
    const agents = {
      streams: new Agent({ connections: null, bodyTimeout: 0, localAddress }),
      calls: new Agent({ connections: null, localAddress }),
    };
    closers.unshift(() => Promise.all([agents.streams.destroy(), agents.calls.destroy()]));
    return agents;
  };
  const hostToken = await authKeys.sign({
    id: randomUUID(),
    username: 'bench-teacher',
    role: 'ROLE_EDUCATOR',
  });

  console.log(
    `live classroom: Node ${process.version}, ${availableParallelism()} CPUs; ${QUESTIONS} questions of ` +
      `${QUESTION_SECONDS} s, players answer within ${ANSWER_SPREAD_MS} ms, the host moves on ${PAUSE_MS} ms after ` +
      'each reveal. Classroom and gateway run in processes of their own; the players share the machine.',
  );

  const school = agentsFrom('127.0.0.1');
  const one = new Figures();
  // The gateway's memory before the game, once its players have joined, and once their streams are open.
  const gatewayMemory = { idle: await gateway.memory() };
  let openStreams = 0;
  const single = await measured(meter, () =>
    Promise.all([
      playGame({
        origin: gateway.url,
        agents: school,
        hostToken,
        players: PLAYERS,
        figures: one,
        label: 'P',
        onStage: async (stage, streams) => {
          gatewayMemory[stage] = await gateway.memory();
          openStreams = streams ?? openStreams;
        },
      }),
    ]),
  );
  const oneGame = report(
    `(a) one game, ${PLAYERS} players through the gateway`,
    one,
    single.result,
    single.usage,
    single.seconds,
  );
  const { idle, joined, streaming } = gatewayMemory;
  const perStream = (from, field) => round((streaming[field] - from[field]) / openStreams / 1024, 1);
  console.log(
    `    gateway memory per open stream, ${openStreams} players' streams: ${perStream(joined, 'rss')} kB resident, ` +
      `${perStream(joined, 'heapUsed')} kB of JavaScript heap, ` +
      `${round((streaming.descriptors - joined.descriptors) / openStreams, 1)} file descriptors; per player with ` +
      `the kept-alive connection of their calls: ${perStream(idle, 'rss')} kB resident, ` +
      `${perStream(idle, 'heapUsed')} kB of heap`,
  );

  // Another school (another address): the first one's minute of requests is its own budget.
  const otherSchool = agentsFrom('127.0.0.2');
  const many = new Figures();
  const parallel = await measured(meter, () =>
    Promise.all(
      Array.from({ length: GAMES }, (_, game) =>
        playGame({
          origin: gateway.url,
          agents: otherSchool,
          hostToken,
          players: GAME_PLAYERS,
          figures: many,
          label: `G${game + 1}P`,
        }),
      ),
    ),
  );
  const manyGames = report(
    `(b) ${GAMES} games of ${GAME_PLAYERS} players at once through the gateway`,
    many,
    parallel.result,
    parallel.usage,
    parallel.seconds,
  );

  if (DIRECT) {
    const direct = new Figures();
    const straight = await measured(meter, () =>
      Promise.all([
        playGame({
          origin: classroom.url,
          agents: agentsFrom('127.0.0.3'),
          hostToken,
          players: PLAYERS,
          figures: direct,
          label: 'D',
        }),
      ]),
    );
    report(
      `(c) one game, ${PLAYERS} players straight to the classroom service (no gateway)`,
      direct,
      straight.result,
      straight.usage,
      straight.seconds,
    );
  }

  console.log('\nTargets of issue 17');
  console.table([
    {
      target: `question broadcast p99, ${PLAYERS} players`,
      measured: `${oneGame.question['p99 ms']} ms`,
      wanted: '< 300 ms',
      verdict: check(oneGame.question['p99 ms'] < 300),
    },
    {
      target: `reveal broadcast p99, ${PLAYERS} players`,
      measured: `${oneGame.reveal['p99 ms']} ms`,
      wanted: '< 300 ms',
      verdict: check(oneGame.reveal['p99 ms'] < 300),
    },
    {
      target: `messages lost, ${PLAYERS} players`,
      measured: one.lost,
      wanted: 0,
      verdict: check(one.lost === 0),
    },
    {
      target: `messages lost, ${GAMES} × ${GAME_PLAYERS}`,
      measured: many.lost,
      wanted: 0,
      verdict: check(many.lost === 0),
    },
    {
      target: 'host count exact at every reveal',
      measured: `${one.countsExact + many.countsExact} of ${one.countsExact + one.countsWrong + many.countsExact + many.countsWrong}`,
      wanted: 'all',
      verdict: check(one.countsWrong + many.countsWrong === 0),
    },
    {
      target: `question broadcast p99, ${GAMES} × ${GAME_PLAYERS}`,
      measured: `${manyGames.question['p99 ms']} ms`,
      wanted: '(reported)',
      verdict: '',
    },
  ]);
}

const environment = await createBenchEnvironment();
const closers = [() => environment.cleanup()];
try {
  await main(environment, closers);
} finally {
  for (const close of closers) await close().catch((error) => console.error('cleanup failed:', error));
}
