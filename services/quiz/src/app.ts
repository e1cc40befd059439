// The quiz service as one function: the request path only — sessions and the read model in Redis (a course
// missing from it is loaded from content on demand), history and statistics from Postgres. What runs beside it,
// off the request path, is quiz-worker (worker-app.ts).
import { buildService, type Clock, type ServiceDefinition, systemClock } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { QuizConfig } from './config.js';
import type { QuizTables } from './db/tables.js';
import { HotPath } from './hot-path/hot-path.js';
import { QuizKeys } from './hot-path/keys.js';
import { Memory } from './memory/memory.js';
import { startQuizPrivacy } from './privacy/privacy.js';
import { Progress } from './progress/progress.js';
import { quizService } from './quiz-service.js';
import { CourseLoader } from './read-model/course-loader.js';
import { CourseModel } from './read-model/course-model.js';
import { quizRetentionRules } from './retention/retention.js';
import { memoryRoutes } from './routes/memory.routes.js';
import { quizRoutes } from './routes/quiz.routes.js';
import { Quiz } from './sessions/quiz.js';

export function buildQuizApp(config: QuizConfig, deps: { logger?: Logger; clock?: Clock } = {}) {
  const clock = deps.clock ?? systemClock;
  const service: ServiceDefinition<QuizTables> = {
    ...quizService(config, { name: 'quiz', moduleUrl: import.meta.url, logger: deps.logger }),
    // Hundreds of students' next and submit scripts at once: sent to Redis together.
    redis: { autoPipelining: true },
    verifyTokens: true,
    retention: ({ db }) => quizRetentionRules(db, config),
  };
  return buildService(service, async ({ app, infrastructure, scope }) => {
    const keys = new QuizKeys(config.REDIS_KEY_PREFIX);
    const model = new CourseModel(infrastructure.redis, keys);
    const loader = new CourseLoader({
      nats: infrastructure.nats,
      namespace: config.EVENT_NAMESPACE,
      model,
      timeoutMs: config.QUIZ_SNAPSHOT_TIMEOUT_MS,
    });

    const memory = new Memory(infrastructure.db, infrastructure.redis, keys, model, clock);
    const dependencies = {
      quiz: new Quiz(
        new HotPath(infrastructure.redis, keys, config.QUIZ_SESSION_TTL_SECONDS, clock),
        loader,
        model,
        memory,
      ),
      memory,
      loader,
      model,
      progress: new Progress(
        infrastructure.db,
        infrastructure.redis,
        keys,
        model,
        loader,
        config.QUIZ_SESSION_TTL_SECONDS,
      ),
      tokens: infrastructure.verifier,
    };
    await startQuizPrivacy(infrastructure, { ...scope, keys });
    await app.register(quizRoutes, dependencies);
    await app.register(memoryRoutes, dependencies);
  });
}
