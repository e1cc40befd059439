// What the job queue adds to an AI request: the time from enqueue to a worker starting the job (BullMQ over Redis),
// for jobs one at a time and in a burst. The offline provider does the work, so the figures are the queue's own.
// Prints figures; not a pass/fail test.
import { performance } from 'node:perf_hooks';
import { loadAiConfig } from '../services/ai/dist/config.js';
import { JobQueues } from '../services/ai/dist/jobs/job-queues.js';
import { buildWorkerApp } from '../services/ai/dist/worker-app.js';
import { createBenchEnvironment } from './lib/environment.mjs';
import { latencyPercentiles } from './lib/measure.mjs';

const SEQUENTIAL = Number(process.env.BENCH_JOBS_SEQUENTIAL ?? 100);
const BURST = Number(process.env.BENCH_JOBS_BURST ?? 300);

const payload = (index) => ({
  userId: '5eed0000-0000-4000-8000-000000000003',
  username: 'premium',
  questionText: `Vilken stad är Sveriges huvudstad? (${index})`,
  sourceText:
    'Stockholm är Sveriges huvudstad. Göteborg är Sveriges näst största stad. Malmö ligger i Skåne.',
  language: 'sv',
});

/** Enqueue → processedOn (set by the worker when it takes the job), and enqueue → finished, per job. */
async function timings(jobs) {
  const queueing = [];
  const total = [];
  for (const job of jobs) {
    queueing.push(job.processedOn - job.timestamp);
    total.push(job.finishedOn - job.timestamp);
  }
  return { queueing, total };
}

async function run(queues, count, { burst }) {
  const jobs = [];
  const started = performance.now();
  if (burst) {
    const added = await Promise.all(
      Array.from({ length: count }, (_, index) => queues.enqueue('regenerate-options', payload(index))),
    );
    await Promise.all(
      added.map(({ job }) => job.waitUntilFinished(queues.queueEvents('regenerate-options'))),
    );
    jobs.push(...added.map(({ job }) => job));
  } else {
    for (let index = 0; index < count; index += 1) {
      const { job } = await queues.enqueue('regenerate-options', payload(index));
      await job.waitUntilFinished(queues.queueEvents('regenerate-options'));
      jobs.push(job);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const finished = await Promise.all(jobs.map((job) => queues.queue('regenerate-options').getJob(job.id)));
  const { queueing, total } = await timings(finished);
  const row = (name, values) => ({ measure: name, ...latencyPercentiles(values) });
  return {
    rows: [row('enqueue → worker starts', queueing), row('enqueue → result', total)],
    jobsPerSecond: Math.round(count / seconds),
  };
}

const environment = await createBenchEnvironment();
const config = loadAiConfig({ ...environment.env, PORT: '0', LOG_LEVEL: 'silent' });
const worker = await buildWorkerApp(config);
const queues = new JobQueues(config.REDIS_URL, config.REDIS_KEY_PREFIX);
try {
  await queues.ready();
  await run(queues, 20, { burst: false }); // warm-up
  console.log(
    `ai jobs: Node ${process.version}, offline provider, worker concurrency ${config.AI_WORKER_CONCURRENCY}`,
  );
  const oneByOne = await run(queues, SEQUENTIAL, { burst: false });
  console.log(`\n${SEQUENTIAL} jobs one at a time (${oneByOne.jobsPerSecond} jobs/s)`);
  console.table(oneByOne.rows);
  const burst = await run(queues, BURST, { burst: true });
  console.log(`\n${BURST} jobs enqueued at once (${burst.jobsPerSecond} jobs/s)`);
  console.table(burst.rows);
} finally {
  // A bench must end: if closing hangs (a connection that never answers its QUIT), say so and exit anyway.
  const closing = (async () => {
    await queues.close();
    await worker.close();
    await environment.cleanup();
  })();
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000).unref());
  if ((await Promise.race([closing, timeout])) === 'timeout') {
    console.error('ai-jobs bench: closing took over 20 s; exiting without waiting');
    process.exit(0);
  }
}
