import { RETENTION_DEFAULTS } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { loadQuizConfig, loadQuizWorkerConfig } from './config.js';

describe('quiz-worker config', () => {
  it('when QUIZ_WORKER_PORT is set, then the worker listens there and the service keeps its own port', () => {
    const env = { PORT: '8083', QUIZ_WORKER_PORT: '8093' };
    expect(loadQuizWorkerConfig(env).PORT).toBe(8093);
    expect(loadQuizConfig(env).PORT).toBe(8083);
  });

  it('when QUIZ_WORKER_PORT is unset, then the worker takes any free port', () => {
    expect(loadQuizWorkerConfig({}).PORT).toBe(0);
  });
});

describe('answer history retention config', () => {
  it('when unset, then answers are kept the days the privacy notice states', () => {
    expect(loadQuizConfig({}).ANSWER_HISTORY_RETENTION_DAYS).toBe(RETENTION_DEFAULTS.answerHistoryDays);
  });

  it('when shorter than a month, or shorter than a session lives, then start-up stops naming it', () => {
    expect(() => loadQuizConfig({ ANSWER_HISTORY_RETENTION_DAYS: '7' })).toThrow(
      /ANSWER_HISTORY_RETENTION_DAYS/,
    );
    expect(() =>
      loadQuizConfig({
        ANSWER_HISTORY_RETENTION_DAYS: '30',
        QUIZ_SESSION_TTL_SECONDS: String(31 * 24 * 3600),
      }),
    ).toThrow(/QUIZ_SESSION_TTL_SECONDS/);
  });
});
