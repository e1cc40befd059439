import type { AiProvidersResponse } from '@quizdrill/contracts';
import type { TokenVerifier } from '@quizdrill/service-kit';
import type { Explainer } from '../explain/explainer.js';
import type { JobQueues } from '../jobs/job-queues.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { UsageReport } from '../usage/usage.repository.js';

/** What the route plugins are given: nothing reaches them through globals. */
export interface AiRouteDependencies {
  jobs: JobRunner;
  explainer: Explainer;
  usage: UsageReport;
  tokens: TokenVerifier;
  queues: JobQueues;
  /** Which models are configured: fixed at start, like the keys. */
  providers: AiProvidersResponse;
}
