// ai-worker's entry: runs the BullMQ workers; health on AI_WORKER_PORT.
import { runService } from '@quizdrill/service-kit';
import { loadAiWorkerConfig } from './config.js';
import { buildWorkerApp } from './worker-app.js';

await runService({
  name: 'ai-worker',
  loadConfig: () => loadAiWorkerConfig(),
  buildApp: (config) => buildWorkerApp(config),
  // A generation may take most of a minute; let the jobs in hand finish.
  shutdownDelayMs: 60_000,
});
