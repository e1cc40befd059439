// ai-worker's entry: runs the BullMQ workers; health on AI_WORKER_PORT (0, any free port, unless set).
import { runService } from '@quizdrill/service-kit';
import { loadAiConfig } from './config.js';
import { buildWorkerApp } from './worker-app.js';

await runService({
  name: 'ai-worker',
  loadConfig: () => loadAiConfig({ ...process.env, PORT: process.env.AI_WORKER_PORT ?? '0' }),
  buildApp: (config) => buildWorkerApp(config),
  // A generation may take most of a minute; let the jobs in hand finish.
  shutdownDelayMs: 60_000,
});
