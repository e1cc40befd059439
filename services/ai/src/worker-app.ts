// ai-worker as one function: BullMQ workers for the three queues, the providers and the OCR pool they use, and a
// small HTTP app for health, readiness and metrics (its own port, for the orchestrator's probes).
import { Domain, isValid, JobPayloads, QueueName } from '@quizdrill/contracts';
import { AppError, buildService, Counter, createRedis, type ServiceDefinition } from '@quizdrill/service-kit';
import { type Job, type Processor, UnrecoverableError, Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { AiConfig } from './config.js';
import { DATABASE } from './db/schema.js';
import type { AiTables } from './db/tables.js';
import { decodeJobFailure, jobError } from './jobs/job-failure.js';
import { bullPrefix } from './jobs/job-queues.js';
import { recordJobOutcome, recordUsage } from './jobs/jobs.repository.js';
import { createProcessors, type Served } from './jobs/processors.js';
import { createOcrPool } from './ocr/ocr-pool.js';
import { createProviders } from './providers/index.js';

/** The audit's error for a job failed because it stalled too often (a worker died or hung on it each time). */
export const STALLED_ERROR = 'ai_job_stalled';

export function buildWorkerApp(config: AiConfig, deps: { logger?: Logger } = {}) {
  const service: ServiceDefinition<AiTables> = {
    name: 'ai-worker',
    moduleUrl: import.meta.url,
    config,
    logger: deps.logger,
    ...DATABASE,
    streams: [Domain.ai],
    outbox: true,
  };
  return buildService(service, async ({ app, infrastructure, logger }) => {
    const providers = createProviders(config);
    const ocr = app.lifecycle.use(
      'ocr pool',
      createOcrPool({ workers: config.OCR_WORKERS, logger }),
      (pool) => pool.close(),
    );
    // Started now (about half a second) so missing language data stops the worker at boot, not at the first photo.
    await ocr.start();
    const processors = createProcessors({
      pickProvider: (aiModel) => providers.pick(aiModel),
      recognize: (image, onProgress) => ocr.recognize(image, onProgress),
      // Lost usage is logged, never a reason to call the provider again.
      recordUsage: (entry) =>
        recordUsage(infrastructure.db, entry).catch((error) =>
          logger.error({ err: error, entry }, 'could not record AI usage'),
        ),
    });

    // Which worker ran what: each replica counts the jobs it finished, so an operator (and the deploy tier) sees
    // the jobs spread over the replicas.
    const jobsRun = new Counter({
      name: 'ai_jobs_total',
      help: 'Jobs this ai-worker ran to the end, by queue and outcome (a failed attempt that is retried counts too)',
      labelNames: ['queue', 'outcome'] as const,
      registers: [app.metrics],
    });
    const run =
      <T>(processor: (job: Job<T>) => Promise<Served<unknown>>): Processor<T> =>
      async (job) => {
        try {
          // Jobs may come from any producer: one whose data is not what its queue takes fails for good.
          if (!isValid(JobPayloads[job.queueName as QueueName], job.data)) {
            throw AppError.badRequest(`The job's data is not a valid ${job.queueName} payload`);
          }
          const served = await processor(job);
          jobsRun.inc({ queue: job.queueName, outcome: 'succeeded' });
          // The provider has answered (and been paid): a failing audit write must not make the job run again.
          await recordJobOutcome(infrastructure.db, job as Job<{ userId: string }>, {
            succeeded: true,
            provider: served.provider,
          }).catch((auditError) =>
            logger.error({ err: auditError, jobId: job.id }, 'could not record a job'),
          );
          return served;
        } catch (error) {
          const failure = jobError(error);
          const final =
            failure instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
          logger.warn({ err: error, jobId: job.id, final }, 'job failed');
          jobsRun.inc({ queue: job.queueName, outcome: 'failed' });
          if (final) {
            await recordJobOutcome(infrastructure.db, job as Job<{ userId: string }>, {
              succeeded: false,
              error: decodeJobFailure(failure.message).error,
            }).catch((auditError) => logger.error({ err: auditError }, 'could not record a failed job'));
          }
          throw failure;
        }
      };

    const settings = {
      prefix: bullPrefix(config.REDIS_KEY_PREFIX),
      lockDuration: config.AI_JOB_LOCK_MS,
      stalledInterval: config.AI_JOB_STALLED_INTERVAL_MS,
      maxStalledCount: 2,
    };
    // Registered before its worker, so shutdown closes the worker first, then its connection.
    const connection = (name: string) =>
      app.lifecycle.use(
        `redis ${name}`,
        createRedis(config.REDIS_URL, 'worker', { connectionName: `ai-worker-${name}` }),
        async (redis) => void (await redis.quit().catch(() => redis.disconnect())),
      );
    const workers = [
      new Worker(QueueName.generate, run(processors[QueueName.generate]), {
        ...settings,
        connection: connection('generate'),
        concurrency: config.AI_WORKER_CONCURRENCY,
      }),
      new Worker(QueueName.regenerate, run(processors[QueueName.regenerate]), {
        ...settings,
        connection: connection('regenerate'),
        concurrency: config.AI_WORKER_CONCURRENCY,
      }),
      // OCR is CPU work: as many at once as there are OCR workers in the pool.
      new Worker(QueueName.ocr, run(processors[QueueName.ocr]), {
        ...settings,
        connection: connection('ocr'),
        concurrency: config.OCR_WORKERS,
      }),
    ];
    for (const worker of workers) {
      worker.on('error', (error) => logger.warn({ err: error, queue: worker.name }, 'worker error'));
      // A job that stalled more than maxStalledCount times (its worker died or hung each time) is failed by BullMQ
      // when a worker next takes it, without running the processor: its audit row and `ai.job.completed` are
      // written here instead.
      worker.on('failed', (job, error) => {
        if (!job?.deferredFailure) return;
        logger.error({ jobId: job.id, reason: error.message }, 'job stalled too often; failed');
        void recordJobOutcome(infrastructure.db, job as Job<{ userId: string }>, {
          succeeded: false,
          error: STALLED_ERROR,
        }).catch((auditError) =>
          logger.error({ err: auditError, jobId: job.id }, 'could not record a stalled job'),
        );
      });
      // Closing lets the jobs in hand finish; jobs not yet taken stay queued for the next worker.
      app.lifecycle.use(`worker ${worker.name}`, worker, (worker) => worker.close());
    }
    app.readiness.queues = async () => {
      await Promise.all(workers.map((worker) => worker.waitUntilReady()));
    };
    await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  });
}
