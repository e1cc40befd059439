// The quiz service as one function: the request path only — sessions and the read model in Redis (a course
// missing from it is loaded from content on demand), history and statistics from Postgres. What runs beside it,
// off the request path, is quiz-worker (worker-app.ts).
import {
  type Clock,
  createLogger,
  createServiceApp,
  packageVersion,
  systemClock,
} from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { QuizConfig } from './config.js';
import { HotPath } from './hot-path/hot-path.js';
import { QuizKeys } from './hot-path/keys.js';
import { openQuizInfrastructure } from './infrastructure.js';
import { Memory } from './memory/memory.js';
import { startQuizPrivacy } from './privacy/privacy.js';
import { Progress } from './progress/progress.js';
import { CourseLoader } from './read-model/course-loader.js';
import { CourseModel } from './read-model/course-model.js';
import { quizRetentionRules } from './retention/retention.js';
import { memoryRoutes } from './routes/memory.routes.js';
import { quizRoutes } from './routes/quiz.routes.js';
import { Quiz } from './sessions/quiz.js';

export async function buildQuizApp(config: QuizConfig, deps: { logger?: Logger; clock?: Clock } = {}) {
  const logger = deps.logger ?? createLogger('quiz', config.LOG_LEVEL);
  const clock = deps.clock ?? systemClock;
  const app = await createServiceApp({ name: 'quiz', version: packageVersion(import.meta.url), logger });
  try {
    const infrastructure = await openQuizInfrastructure(app, config, {
      service: 'quiz',
      logger,
      // Hundreds of students' next and submit scripts at once: sent to Redis together.
      autoPipelining: true,
      auth: { jwksUrl: config.AUTH_JWKS_URL },
    });
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
    await startQuizPrivacy(infrastructure, {
      namespace: config.EVENT_NAMESPACE,
      logger,
      lifecycle: app.lifecycle,
      keys,
    });
    app.decorate('retention', infrastructure.startRetention(quizRetentionRules(infrastructure.db, config)));
    await app.register(quizRoutes, dependencies);
    await app.register(memoryRoutes, dependencies);
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
