import { describe, expect, it } from 'vitest';
import { loadAiConfig, loadAiWorkerConfig } from './config.js';

describe('ai-worker config', () => {
  it('when AI_WORKER_PORT is set, then the worker listens there and the service keeps its own port', () => {
    const env = { PORT: '8084', AI_WORKER_PORT: '8094' };
    expect(loadAiWorkerConfig(env).PORT).toBe(8094);
    expect(loadAiConfig(env).PORT).toBe(8084);
  });

  it('when AI_WORKER_PORT is unset, then the worker takes any free port', () => {
    expect(loadAiWorkerConfig({}).PORT).toBe(0);
  });
});
