// The quiz service's settings, read once from the environment.
import { RETENTION_DEFAULTS, RETENTION_MINIMUMS } from '@quizdrill/contracts';
import {
  ConfigError,
  loadConfig,
  portSetting,
  redisServiceEnv,
  retentionSetting,
  workerConfig,
} from '@quizdrill/service-kit';
import { type Static, Type } from '@sinclair/typebox';

export const QuizEnv = Type.Object({
  ...redisServiceEnv(8083),
  /** How long an untouched quiz session lives; every next/submit restarts the clock (7 days by default). */
  QUIZ_SESSION_TTL_SECONDS: Type.Integer({ minimum: 60, default: 7 * 24 * 3600 }),
  /** How long to wait for content's answer when a course must be loaded into the read model. */
  QUIZ_SNAPSHOT_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5_000 }),
  /**
   * quiz-worker's scheduling priority (nice, 0–19): above 0 it yields the CPU to the services it shares a machine
   * with, so a classroom burst is answered first and its answers are stored a few seconds later.
   */
  QUIZ_WORKER_NICENESS: Type.Integer({ minimum: 0, maximum: 19, default: 10 }),
  /**
   * Days answers, quiz sessions and the review log are kept after they happened (issue 44; the privacy notice states
   * the default). A student's memory of each question (FSRS cards) stays: it is what they know now, not history.
   */
  ANSWER_HISTORY_RETENTION_DAYS: retentionSetting(
    RETENTION_DEFAULTS.answerHistoryDays,
    RETENTION_MINIMUMS.answerHistoryDays,
  ),
  /** quiz-worker's own port for health, readiness and metrics (0: any free port). */
  QUIZ_WORKER_PORT: portSetting(0),
});

export type QuizConfig = Static<typeof QuizEnv>;

export function loadQuizConfig(env: NodeJS.ProcessEnv = process.env): QuizConfig {
  const config = loadConfig(QuizEnv, env);
  // The sweep takes a session's row once its history is old; a session still alive in Redis must not be older.
  if (config.QUIZ_SESSION_TTL_SECONDS > config.ANSWER_HISTORY_RETENTION_DAYS * 24 * 3600) {
    throw new ConfigError([
      'QUIZ_SESSION_TTL_SECONDS must not be longer than ANSWER_HISTORY_RETENTION_DAYS (a session would outlive its history)',
    ]);
  }
  return config;
}

/** quiz-worker's settings: the quiz service's, listening on QUIZ_WORKER_PORT. */
export function loadQuizWorkerConfig(env: NodeJS.ProcessEnv = process.env): QuizConfig {
  return workerConfig(loadQuizConfig(env), 'QUIZ_WORKER_PORT');
}
