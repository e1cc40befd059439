// quiz-worker as one function: everything the quiz keeps up to date off the request path — the course read model
// (fed by content's events), the answer relay (Redis outbox → JetStream), the answer store (JetStream → Postgres
// in batches) and the students' cards (FSRS, from the same answers) — plus a small HTTP app for health, readiness and metrics.
//
// A process of its own, so a classroom's requests never queue behind this work: the quiz service answers from
// Redis, and what it records waits in the outbox until the worker has a moment (see QUIZ_WORKER_NICENESS).
import { buildService, createRedis } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import { answerOutbox } from './answers/answer-outbox.js';
import type { QuizConfig } from './config.js';
import { startAnswersConsumer, startCardsConsumer } from './consumers/answers.consumer.js';
import { startReadModelConsumer } from './consumers/content.consumer.js';
import { QuizKeys } from './hot-path/keys.js';
import { quizService } from './quiz-service.js';
import { CourseModel } from './read-model/course-model.js';

export function buildQuizWorkerApp(config: QuizConfig, deps: { logger?: Logger } = {}) {
  return buildService(
    quizService(config, { name: 'quiz-worker', moduleUrl: import.meta.url, logger: deps.logger }),
    async ({ infrastructure, logger }) => {
      const keys = new QuizKeys(config.REDIS_KEY_PREFIX);
      await startReadModelConsumer(infrastructure, new CourseModel(infrastructure.redis, keys));

      const answers = answerOutbox({
        // A connection of its own: the relay blocks on it while it waits for answers.
        redis: createRedis(config.REDIS_URL, 'worker', { connectionName: 'quiz-answer-relay' }),
        stream: keys.answers,
        logger,
      });
      // Hundreds of answers per batch: each is one publish round and, behind it, one store transaction.
      await infrastructure.startRelay(answers, { batchSize: 500 });
      await startAnswersConsumer(infrastructure);
      await startCardsConsumer(infrastructure);
    },
  );
}
