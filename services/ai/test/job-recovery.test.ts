// Jobs survive what happens to workers and providers: a transient provider failure is retried, and a worker killed
// mid-job leaves the job to another worker, with the waiting client getting one result.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { QueueName, streamFor, subjectFor } from '@quizdrill/contracts';
import { eventually, type FakeOpenAi, startFakeOpenAi } from '@quizdrill/test-kit';
import { textPhoto } from '@quizdrill/test-kit/text-photos';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bullPrefix } from '../src/jobs/job-queues.js';
import { STALLED_ERROR } from '../src/worker-app.js';
import { type AiSystem, newPremium, SWEDISH_TEXT, startAiSystem } from './support.js';

const WORKER_ENTRY = fileURLToPath(new URL('../dist/worker.js', import.meta.url));

const questionsReply = JSON.stringify({
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
});

/**
 * A system with no worker of its own and a fake OpenAI; the test spawns workers as processes to kill mid-job.
 * Each describe gets its own: a worker left running by one would take the next one's job first.
 */
function systemWithWorkersToKill() {
  const context = {} as { openAi: FakeOpenAi; system: AiSystem; child?: ChildProcess };
  beforeAll(async () => {
    context.openAi = await startFakeOpenAi();
    context.system = await startAiSystem(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: context.openAi.baseURL, AI_TIMEOUT_MS: '60000' },
      { worker: false },
    );
  });
  afterEach(() => {
    context.child?.kill('SIGKILL');
  });
  afterAll(async () => {
    await context.system.stop();
    await context.openAi.close();
  });
  return {
    context,
    spawnWorker: () => {
      context.child = spawn(process.execPath, [WORKER_ENTRY], {
        env: { ...process.env, ...context.system.env, AI_WORKER_PORT: '0' },
        stdio: 'ignore',
      });
      return context.child;
    },
    generate: (as = newPremium()) =>
      context.system.call('POST', '/api/v2/generate-questions', {
        as,
        body: { text: SWEDISH_TEXT, courseName: 'geografi', maxQuestions: 1, aiModel: 'openai' },
      }),
  };
}

describe('job recovery', () => {
  const { context, spawnWorker, generate } = systemWithWorkersToKill();

  it('when a worker is killed mid-job, then another worker takes the job up and the client gets one result', async () => {
    context.openAi.hang().reply(questionsReply);
    const worker = spawnWorker();
    const answer = generate();
    // The killed worker's provider call is under way, then the worker dies without a word.
    await eventually(async () => context.openAi.requests.length === 1, 20_000);
    worker.kill('SIGKILL');
    await context.system.startWorker();

    const response = await answer;
    expect(response.status).toBe(200);
    const questions = await response.json();
    expect(questions).toEqual([
      expect.objectContaining({ questionText: 'Vilken stad är Sveriges huvudstad?', courseName: 'geografi' }),
    ]);
    expect(context.openAi.requests).toHaveLength(2);
    const audits = await context.system.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'generate-questions')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ succeeded: true, provider: 'openai' });
  }, 40_000);

  it('when the provider fails once, then the job is retried and succeeds; when it keeps failing, a clear 503', async () => {
    const before = context.openAi.requests.length;
    context.openAi.status(500).reply(questionsReply);
    const retried = await generate();
    expect(retried.status).toBe(200);
    expect(context.openAi.requests.length - before).toBe(2);

    context.openAi.status(503).status(503).status(503);
    const failed = await generate();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      error: 'ai_provider_unavailable',
      message: 'The AI provider did not answer; try again shortly',
    });
  }, 30_000);
});

describe('job that stalls too often', () => {
  const { context, spawnWorker, generate } = systemWithWorkersToKill();

  it('when a job stalls more often than allowed, then it fails with its audit row and ai.job.completed', async () => {
    const user = newPremium();
    // Every run of the job hangs in the provider, and its worker is killed there: the job stalls each time.
    context.openAi.hang().hang().hang();
    const before = context.openAi.requests.length;
    const answer = generate(user);
    // maxStalledCount is 2: the third stall fails the job.
    for (let run = 1; run <= 3; run += 1) {
      const worker = spawnWorker();
      await eventually(async () => context.openAi.requests.length === before + run, 30_000);
      worker.kill('SIGKILL');
    }
    // This worker finds the third stall and fails the job, without calling the provider again.
    await context.system.startWorker();

    const response = await answer;
    expect(response.status).toBe(503);
    const audit = () =>
      context.system.db.selectFrom('jobs').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    await eventually(async () => (await audit()) !== undefined, 20_000);
    const row = await audit();
    expect(row).toMatchObject({ kind: 'generate-questions', succeeded: false, error: STALLED_ERROR });
    expect(context.openAi.requests.length - before).toBe(3);

    const nats = await connect({ servers: context.system.env.NATS_URL });
    try {
      const manager = await jetstreamManager(nats);
      const namespace = context.system.env.EVENT_NAMESPACE;
      let completed: { jobId: string; succeeded: boolean; userId: string } | undefined;
      await eventually(async () => {
        const message = await manager.streams
          .getMessage(streamFor('ai', namespace).name, {
            last_by_subj: subjectFor('ai.job.completed', namespace),
          })
          .catch(() => undefined);
        completed = message?.json<{ data: NonNullable<typeof completed> }>().data;
        return completed?.userId === user.id;
      }, 20_000);
      expect(completed).toMatchObject({ jobId: row!.id, succeeded: false });
    } finally {
      await nats.close();
    }
  }, 90_000);
});

describe('OCR job whose workers are killed', () => {
  const { context, spawnWorker } = systemWithWorkersToKill();

  it('when the worker reading a photo is killed, then a new worker takes the job up and it completes', async () => {
    const educator = newPremium();
    const png = await textPhoto([
      'Vattnets kretslopp',
      ...Array.from(
        { length: 8 },
        (_, i) => `Rad ${i + 1}: solen värmer vattnet i haven och molnen ger regn.`,
      ),
    ]);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sida.png');
    const worker = spawnWorker();
    const started = await context.system.call('POST', '/api/v2/jobs/phototoquiz', { as: educator, form });
    expect(started.status).toBeLessThan(300);
    const { jobId } = (await started.json()) as { jobId: string };
    const status = async () =>
      (await (await context.system.call('GET', `/api/v2/jobs/${jobId}`, { as: educator })).json()) as {
        state: string;
        progress?: number;
        result?: unknown;
      };
    // Killed while Tesseract reads the photo.
    await eventually(async () => (await status()).state === 'active', 30_000);
    worker.kill('SIGKILL');
    await context.system.startWorker();

    await eventually(async () => (await status()).state === 'completed', 40_000);
    expect(JSON.stringify((await status()).result)).toMatch(/kretslopp/i);
    // Read twice: the killed worker's run stalled once, and the new worker's run finished it.
    const redis = new Redis(context.system.environment.redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(QueueName.ocr, {
      connection: redis,
      prefix: bullPrefix(context.system.env.REDIS_KEY_PREFIX ?? ''),
    });
    try {
      const job = await queue.getJob(jobId);
      expect(job).toMatchObject({ stalledCounter: 1, attemptsStarted: 2 });
    } finally {
      await queue.close();
      redis.disconnect();
    }
  }, 90_000);
});
