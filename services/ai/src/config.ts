// The ai service's and ai-worker's settings, read once from the environment.
import { RETENTION_DEFAULTS, RETENTION_MINIMUMS } from '@quizdrill/contracts';
import {
  loadConfig,
  portSetting,
  redisServiceEnv,
  retentionSetting,
  workerConfig,
} from '@quizdrill/service-kit';
import { type Static, Type } from '@sinclair/typebox';

const optionalUrl = Type.Optional(Type.String({ pattern: '^https?://' }));

export const AiEnv = Type.Object({
  ...redisServiceEnv(8084),
  /** With neither key, the built-in offline provider answers (no network needed). */
  OPENAI_API_KEY: Type.Optional(Type.String()),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: Type.String({ default: 'gpt-4o-mini' }),
  ANTHROPIC_API_KEY: Type.Optional(Type.String()),
  ANTHROPIC_BASE_URL: optionalUrl,
  ANTHROPIC_MODEL: Type.String({ default: 'claude-3-haiku-20240307' }),
  /** One provider call, at most. */
  AI_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 45_000 }),
  /** How long the synchronous endpoints wait for their job before answering 503. */
  AI_JOB_WAIT_MS: Type.Integer({ minimum: 100, default: 110_000 }),
  /** How long the admins' usage report waits for auth to name its users (users.people.names) before answering 503. */
  AI_NAMES_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5_000 }),
  /** Per user and hour (cost control); 429 with the time to wait above it. */
  AI_EXPLAIN_PER_HOUR: Type.Integer({ minimum: 1, default: 60 }),
  AI_GENERATE_PER_HOUR: Type.Integer({ minimum: 1, default: 30 }),
  AI_OCR_PER_HOUR: Type.Integer({ minimum: 1, default: 30 }),
  /**
   * Days the audit of finished AI jobs and each user's AI usage are kept (issue 44; the privacy notice states the
   * default). At least the 30 days the admins' usage report looks back.
   */
  AI_AUDIT_RETENTION_DAYS: retentionSetting(RETENTION_DEFAULTS.aiAuditDays, RETENTION_MINIMUMS.aiAuditDays),
  /** ai-worker: provider jobs run at once (they wait on the network) and OCR workers (they use a core each). */
  AI_WORKER_CONCURRENCY: Type.Integer({ minimum: 1, default: 4 }),
  OCR_WORKERS: Type.Integer({ minimum: 1, default: 1 }),
  /** ai-worker's own port for health, readiness and metrics (0: any free port). */
  AI_WORKER_PORT: portSetting(0),
  /**
   * A worker renews its lock on a running job this often (÷2); a job whose lock lapsed (its worker died) is
   * taken up again by another worker, checked every AI_JOB_STALLED_INTERVAL_MS.
   */
  AI_JOB_LOCK_MS: Type.Integer({ minimum: 500, default: 30_000 }),
  AI_JOB_STALLED_INTERVAL_MS: Type.Integer({ minimum: 500, default: 30_000 }),
});

export type AiConfig = Static<typeof AiEnv>;

export function loadAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  return loadConfig(AiEnv, env);
}

/** ai-worker's settings: the ai service's, listening on AI_WORKER_PORT. */
export function loadAiWorkerConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  return workerConfig(loadAiConfig(env), 'AI_WORKER_PORT');
}
