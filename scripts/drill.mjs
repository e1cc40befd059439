#!/usr/bin/env node
// `npm run drill`: fault drills under classroom load (issue 14). Starts private PostgreSQL, Redis (AOF) and NATS
// JetStream on free ports with their data in a temporary directory, then the whole system on them under the
// launcher's supervisor, registers a class of students who answer through the gateway, and injects one fault at a
// time. After each it prints what the class saw and what Postgres holds once the system has settled:
// acknowledged answers lost (must be 0), answers stored twice (0), sessions lost, client errors, seconds to recover.
// Figures, not a test: it is not part of `npm test`.
//
// usage: npm run drill -- [drill …] [--students N] [--seconds S] [--short] [--replicas N|name=N,…] [--no-build] [--keep]
//   drill     one or more of the names below (default: all, in that order)
//   --students  students in the class (default 300; --short: 60)
//   --seconds   seconds of load before the fault and after recovery (default 15; --short: 6)
//   --replicas  as npm start's (e.g. 2): a killed replica's requests go to the other one
//   --keep      keep the temporary directory (data and the system's log) for a look afterwards
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildAll } from './lib/commands.mjs';
import { Classroom, registerStudents } from './lib/drill-classroom.mjs';
import { startPrivateInfrastructure } from './lib/drill-infra.mjs';
import { httpOk, isPortFree, probeTcp, waitUntil } from './lib/net.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import {
  migrateAndSeed,
  parseReplicaCounts,
  plannedPorts,
  planSystem,
  replicasOf,
  startSystem,
  systemEnvironment,
} from './lib/system.mjs';

const COURSE = 'sveriges-geografi';
const NATS_OUTAGE_SECONDS = 30;
const SETTLE_TIMEOUT_MS = 180_000;

/** kill -9 of one process of `workload` (its first replica when there are several: the others carry on). */
const killDrill = (workload) => ({
  name: `kill-${workload}`,
  what: `kill -9 ${workload}`,
  async inject({ app }) {
    replicasOf(app, workload)[0].kill('SIGKILL');
  },
  affected: ({ app }) => replicasOf(app, workload).slice(0, 1),
});

const DRILLS = [
  killDrill('quiz'),
  killDrill('quiz-worker'),
  killDrill('content'),
  killDrill('gateway'),
  killDrill('auth'),
  {
    name: 'kill-ai-worker',
    what: 'kill -9 ai-worker mid-job',
    async inject(context) {
      const { app, ai } = context;
      // The provider hangs on this job's first call: the job is in ai-worker's hands when it dies.
      ai.fake.hang().reply(ai.reply);
      const before = ai.fake.requests.length;
      const started = await ai.call('POST', '/api/v2/jobs/generate-questions', {
        text: ai.text,
        courseName: 'drill-ai',
        maxQuestions: 1,
        aiModel: 'openai',
      });
      if (started.status !== 202) throw new Error(`AI job not started: ${started.status} ${started.body}`);
      context.aiJobId = JSON.parse(started.body).jobId;
      await waitUntil(async () => ai.fake.requests.length > before, {
        timeoutMs: 30_000,
        what: 'the AI job',
      });
      // Every ai-worker: the job must wait for the restarted one (with several, another takes it up sooner).
      for (const replica of replicasOf(app, 'ai-worker')) replica.kill('SIGKILL');
    },
    affected: ({ app }) => replicasOf(app, 'ai-worker'),
    /** Recovered once the job has completed on the restarted worker. */
    async recovered(context) {
      await waitUntil(
        async () => {
          const status = await context.ai.call('GET', `/api/v2/jobs/${context.aiJobId}`);
          return status.status === 200 && JSON.parse(status.body).state === 'completed';
        },
        { timeoutMs: 120_000, what: 'the AI job to complete after the kill' },
      );
    },
    async note(context) {
      const { rows } = await context.query('select succeeded, attempts from ai.jobs where id = $1', [
        context.aiJobId,
      ]);
      return `AI job: ${rows.length} audit row(s), ${rows.map((row) => (row.succeeded ? 'succeeded' : 'failed')).join(', ')}`;
    },
  },
  {
    name: 'nats-outage',
    what: `NATS stopped ${NATS_OUTAGE_SECONDS} s`,
    async inject({ infrastructure }) {
      await infrastructure.nats.child.stop();
      await sleep(NATS_OUTAGE_SECONDS * 1000);
      infrastructure.nats.child.start();
      await waitUntil(() => probeTcp('127.0.0.1', new URL(infrastructure.nats.url).port), {
        timeoutMs: 30_000,
        what: 'NATS back',
      });
    },
    affected: () => [],
  },
  {
    name: 'redis-restart',
    what: 'Redis restarted (SIGTERM, AOF)',
    async inject({ infrastructure }) {
      // The supervisor starts it again, as it would after a crash.
      infrastructure.redis.child.kill('SIGTERM');
      await infrastructure.redis.child.exited;
    },
    affected: () => [],
  },
  {
    name: 'redis-crash',
    what: 'Redis kill -9 (AOF everysec)',
    async inject({ infrastructure }) {
      infrastructure.redis.child.kill('SIGKILL');
      await infrastructure.redis.child.exited;
    },
    affected: () => [],
  },
  {
    name: 'postgres-restart',
    what: 'Postgres restarted (fast shutdown)',
    async inject({ infrastructure }) {
      // SIGINT is Postgres's fast shutdown (SIGTERM would wait for every client to disconnect).
      infrastructure.postgres.child.kill('SIGINT');
      await infrastructure.postgres.child.exited;
    },
    affected: () => [],
  },
];

const usage = `usage: npm run drill -- [${DRILLS.map((drill) => drill.name).join('|')} …] [--students N] [--seconds S] [--short] [--replicas N|name=N,…] [--no-build] [--keep]`;

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      students: { type: 'string' },
      seconds: { type: 'string' },
      short: { type: 'boolean', default: false },
      replicas: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const unknown = positionals.filter((name) => !DRILLS.some((drill) => drill.name === name));
  if (unknown.length > 0) throw new Error(`no drill named ${unknown.join(', ')}`);
  const number = (text, fallback, what) => {
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!(Number.isInteger(value) && value > 0)) throw new Error(`${what} must be a positive whole number`);
    return value;
  };
  return {
    drills: positionals.length > 0 ? DRILLS.filter((drill) => positionals.includes(drill.name)) : DRILLS,
    students: number(values.students, values.short ? 60 : 300, '--students'),
    seconds: number(values.seconds, values.short ? 6 : 15, '--seconds'),
    replicas: parseReplicaCounts(values.replicas),
    build: !values['no-build'],
    keep: values.keep,
  };
}

/** A port base whose whole plan (gateway, services and their replicas) is free, away from `npm start`'s 8080. */
async function freePortBase(replicas) {
  for (let base = 38_080; base < 60_000; base += 1_000) {
    const plan = await planSystem({ portBase: base, replicas });
    const free = await Promise.all(plannedPorts(plan).map(({ port }) => isPortFree(port)));
    if (free.every(Boolean)) return plan;
  }
  throw new Error('no free port range for the drill system');
}

async function apiCall(gatewayUrl, token, method, path, body) {
  const response = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.text() };
}

async function login(gatewayUrl, username, password) {
  const response = await fetch(`${gatewayUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200)
    throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** Every service and worker answers its readiness check (Postgres, Redis and NATS reachable again). */
async function everyoneReady(app) {
  const checks = app
    .list()
    .filter((process) => process.healthUrl)
    .map((process) => httpOk(process.healthUrl.replace(/\/healthz$/, '/readyz')));
  return (await Promise.all(checks)).every(Boolean);
}

/**
 * Waits until every acknowledged answer is in Postgres (or nothing more arrives for a while), then compares: the
 * drill's own record against the answers table.
 */
async function settleAndCompare(query, acknowledged) {
  const sessions = [...new Set([...acknowledged].map((key) => key.split('/')[0]))];
  const compare = async () => {
    const { rows } = await query(
      `select session_id::text as session, question_id, count(*)::int as copies
         from quiz.answers where session_id::text = any($1::text[]) group by 1, 2`,
      [sessions],
    );
    const stored = new Map(rows.map((row) => [`${row.session}/${row.question_id}`, row.copies]));
    const lost = [...acknowledged].filter((key) => !stored.has(key));
    const twice = rows.filter((row) => row.copies > 1).length;
    return { lost, twice, stored: rows.length };
  };
  const started = Date.now();
  let result = await compare();
  let lastChange = Date.now();
  while (
    result.lost.length > 0 &&
    Date.now() - started < SETTLE_TIMEOUT_MS &&
    Date.now() - lastChange < 45_000
  ) {
    await sleep(2_000);
    const next = await compare();
    if (next.stored !== result.stored) lastChange = Date.now();
    result = next;
  }
  return { ...result, settleSeconds: (Date.now() - started) / 1000 };
}

async function runDrill(drill, context, options) {
  const { app, gatewayUrl, tokens, query } = context;
  process.stdout.write(`\n▶ ${drill.name}: ${drill.what} … `);
  const classroom = new Classroom({ gatewayUrl, tokens, courseName: COURSE });
  classroom.start();
  let before;
  let faultAt;
  let liftedAt;
  let readyAt;
  try {
    await sleep(options.seconds * 1000);
    before = classroom.errors.length;
    faultAt = Date.now();
    await drill.inject(context);
    liftedAt = Date.now();
    // Recovered: the processes it hit are back (restarted by the supervisor), everyone is ready again, and (for
    // the AI drill) the job in hand has completed.
    await waitUntil(async () => drill.affected(context).every((process) => process.running), {
      timeoutMs: 120_000,
      what: `${drill.name}: restarted`,
    });
    await waitUntil(() => everyoneReady(app), { timeoutMs: 180_000, what: `${drill.name}: everyone ready` });
    await drill.recovered?.(context);
    readyAt = Date.now();
    await sleep(options.seconds * 1000);
  } finally {
    await classroom.stop();
    await classroom.close();
  }
  const { count: errors, lastAt } = classroom.errorsSince(faultAt);
  const recoveredAt = Math.max(readyAt, lastAt ?? 0);
  const settled = await settleAndCompare(query, classroom.acknowledged);
  const note = (await drill.note?.(context)) ?? '';
  const statuses = {};
  for (const error of classroom.errors.slice(before)) {
    const key = error.status === 0 ? String(error.body) : String(error.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  console.log(settled.lost.length === 0 && settled.twice === 0 ? 'ok' : 'LOSS');
  return {
    drill: drill.name,
    fault: drill.what,
    'answers acknowledged': classroom.acknowledged.size,
    'acknowledged lost': settled.lost.length,
    'stored twice': settled.twice,
    'sessions lost': classroom.sessionsLost,
    'client errors': errors,
    'of requests': classroom.requests,
    's fault lasted': Number(((liftedAt - faultAt) / 1000).toFixed(1)),
    's to recover': Number(((recoveredAt - liftedAt) / 1000).toFixed(1)),
    's to settle': Number(settled.settleSeconds.toFixed(1)),
    details: [
      Object.keys(statuses).length > 0
        ? `errors by status: ${Object.entries(statuses)
            .map(([status, count]) => `${status}×${count}`)
            .join(', ')}`
        : '',
      settled.lost.length > 0 ? `lost e.g. ${settled.lost.slice(0, 3).join(', ')}` : '',
      note,
    ]
      .filter(Boolean)
      .join('; '),
  };
}

async function main() {
  const options = readOptions();
  if (options.build && !(await buildAll())) throw new Error('the build failed (see above)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quizdrill-drill-'));
  const logPath = path.join(dir, 'system.log');
  const log = createWriteStream(logPath);
  const infrastructureSupervisor = new Supervisor({ output: log });
  const app = new Supervisor({ output: log });
  const closers = [];
  const stop = async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
    await app.stopAll();
    await infrastructureSupervisor.stopAll();
    log.end();
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop().then(() => process.exit(130)));
  try {
    console.log(
      `drill: data and the system's log in ${dir}${options.keep ? '' : ' (removed at the end; --keep keeps it)'}`,
    );
    const infrastructure = await startPrivateInfrastructure({ supervisor: infrastructureSupervisor, dir });
    for (const part of ['postgres', 'redis', 'nats']) {
      console.log(`  ${part}: ${infrastructure[part].url} (${infrastructure[part].source})`);
    }
    const { startFakeOpenAi } = await import('../packages/test-kit/dist/index.js');
    const fake = await startFakeOpenAi();
    closers.push(() => fake.close());
    const plan = await freePortBase(options.replicas);
    const env = systemEnvironment(plan, {
      infrastructure: infrastructure.env,
      overrides: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://localhost:${plan.gateway.port}`,
        // One address for the whole class (the drill), as behind a school's NAT: limits sized for it.
        RATE_LIMIT_PER_IP: '100000000',
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
        // A job whose worker died is taken up again within seconds, not the production half-minute.
        AI_JOB_LOCK_MS: '5000',
        AI_JOB_STALLED_INTERVAL_MS: '2000',
        OPENAI_API_KEY: 'sk-drill',
        OPENAI_BASE_URL: fake.baseURL,
        AI_TIMEOUT_MS: '600000',
      },
    });
    await migrateAndSeed(plan, { supervisor: app, env, seed: true });
    await startSystem(plan, { supervisor: app, env });
    const gatewayUrl = `http://127.0.0.1:${plan.gateway.port}`;
    console.log(`  system: ${app.list().length} processes, gateway ${gatewayUrl}`);

    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: infrastructure.postgres.url, max: 2 });
    pool.on('error', () => undefined);
    closers.push(() => pool.end());
    // Postgres restarts in one drill: a query retries until it is back.
    const query = async (text, values) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await pool.query(text, values);
        } catch (error) {
          if (attempt >= 30) throw error;
          await sleep(1_000);
        }
      }
    };

    process.stdout.write(`  registering ${options.students} students … `);
    const tokens = await registerStudents(gatewayUrl, options.students, {
      prefix: `drill${Date.now() % 100000}s`,
    });
    console.log('done');
    // The seeded course reaches quiz's read model through content's events.
    await waitUntil(
      async () =>
        (
          await apiCall(
            gatewayUrl,
            tokens[0],
            'POST',
            `/api/v2/quiz/start?courseName=${COURSE}&orderType=ORDER`,
          )
        ).status === 200,
      { timeoutMs: 60_000, what: `course ${COURSE} in quiz` },
    );
    const adminToken = await login(gatewayUrl, 'admin', 'quizdrill');
    const context = {
      app,
      infrastructure,
      gatewayUrl,
      tokens,
      query,
      ai: {
        fake,
        call: (method, path, body) => apiCall(gatewayUrl, adminToken, method, path, body),
        text:
          'Stockholm är Sveriges huvudstad och ligger där Mälaren möter Östersjön. Göteborg är landets näst ' +
          'största stad och har Skandinaviens största hamn. Vänern är Sveriges största sjö.',
        reply: JSON.stringify({
          questions: [
            {
              questionText: 'Vilken stad är Sveriges huvudstad?',
              options: [
                { optionText: 'Göteborg', isCorrect: false },
                { optionText: 'Stockholm', isCorrect: true },
                { optionText: 'Malmö', isCorrect: false },
                { optionText: 'Uppsala', isCorrect: false },
              ],
            },
          ],
        }),
      },
    };

    const rows = [];
    for (const drill of options.drills) {
      try {
        rows.push(await runDrill(drill, context, options));
      } catch (error) {
        console.log(`FAILED: ${error.message}`);
        rows.push({ drill: drill.name, fault: drill.what, details: `drill failed: ${error.message}` });
      }
    }
    console.log(
      `\nFault drills: ${options.students} students through the gateway, each answering every ~2 s; ` +
        `${options.seconds} s of load before each fault and after recovery. "s to recover": from the end of the ` +
        'fault until every process is ready again and the last client error; "s to settle": until Postgres held ' +
        'every acknowledged answer.',
    );
    console.table(rows.map(({ details: _details, ...row }) => row));
    for (const row of rows.filter((candidate) => candidate.details))
      console.log(`  ${row.drill}: ${row.details}`);
    const restarts = app
      .list()
      .filter((process) => process.restarts > 0)
      .map((process) => `${process.name}×${process.restarts}`);
    console.log(`  supervisor restarts: ${restarts.join(', ') || 'none'}`);
    return rows.some((row) => row['acknowledged lost'] !== 0 || row['stored twice'] !== 0) ? 1 : 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`drill: ${error.message}`);
    process.exit(1);
  },
);
