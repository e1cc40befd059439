// quiz-worker's entry: the read model's upkeep and the answers' way to JetStream and Postgres; health on
// QUIZ_WORKER_PORT.
import { setPriority } from 'node:os';
import { runService } from '@quizdrill/service-kit';
import { loadQuizWorkerConfig } from './config.js';
import { buildQuizWorkerApp } from './worker-app.js';

await runService({
  name: 'quiz-worker',
  loadConfig: () => loadQuizWorkerConfig(),
  buildApp: (config) => {
    // Where it shares a machine with the quiz service, the worker gives way: during a classroom burst answers
    // wait a moment longer in the outbox, students do not.
    setPriority(config.QUIZ_WORKER_NICENESS);
    return buildQuizWorkerApp(config);
  },
});
