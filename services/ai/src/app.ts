// The ai service as one function: infrastructure, job queues, the explainer, routes. Generation, regeneration and
// OCR run in ai-worker (worker-app.ts); this process enqueues them and waits or reports.
import multipart from '@fastify/multipart';
import { Domain, MAX_PHOTO_BYTES } from '@quizdrill/contracts';
import { buildService, type ServiceDefinition, startRowPrivacy } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { AiConfig } from './config.js';
import { DATABASE } from './db/schema.js';
import type { AiTables } from './db/tables.js';
import { Explainer } from './explain/explainer.js';
import { JobQueues } from './jobs/job-queues.js';
import { JobRunner } from './jobs/job-runner.js';
import { recordUsage } from './jobs/jobs.repository.js';
import { HourlyLimits } from './limits/hourly-limit.js';
import { aiPrivacy } from './privacy/privacy.js';
import { createProviders, providerSettings } from './providers/index.js';
import { aiRetentionRules } from './retention/retention.js';
import { aiRoutes } from './routes/ai.routes.js';
import { UsageReport } from './usage/usage.repository.js';
import { askUsernames } from './usage/usernames.js';

export function buildAiApp(config: AiConfig, deps: { logger?: Logger } = {}) {
  const service: ServiceDefinition<AiTables> = {
    name: 'ai',
    moduleUrl: import.meta.url,
    config,
    logger: deps.logger,
    ...DATABASE,
    // No streams of its own here (ai-worker publishes): NATS brings the users' token versions and erasures.
    streams: [Domain.users],
    redis: {},
    verifyTokens: true,
    retention: ({ db }) => aiRetentionRules(db, config),
  };
  return buildService(service, async ({ app, infrastructure, scope }) => {
    const queues = app.lifecycle.use(
      'job queues',
      new JobQueues(config.REDIS_URL, config.REDIS_KEY_PREFIX),
      (queues) => queues.close(),
    );
    await queues.ready();
    const limits = new HourlyLimits(infrastructure.redis, config.REDIS_KEY_PREFIX, {
      explain: config.AI_EXPLAIN_PER_HOUR,
      generate: config.AI_GENERATE_PER_HOUR,
      ocr: config.AI_OCR_PER_HOUR,
    });
    const providers = createProviders(config);
    await startRowPrivacy(infrastructure, scope, aiPrivacy);

    // Photos are read as multipart (5 MB at most); every other body is small JSON.
    await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
    await app.register(aiRoutes, {
      jobs: new JobRunner(queues, limits, config.AI_JOB_WAIT_MS),
      explainer: new Explainer({
        pickProvider: (aiModel) => providers.pick(aiModel),
        limits,
        recordUsage: (entry) => recordUsage(infrastructure.db, entry),
        timeoutMs: config.AI_TIMEOUT_MS,
      }),
      usage: new UsageReport(
        infrastructure.db,
        askUsernames(infrastructure.nats, config.EVENT_NAMESPACE, config.AI_NAMES_TIMEOUT_MS),
      ),
      tokens: infrastructure.verifier,
      queues,
      providers: providerSettings(providers),
    });
  });
}
