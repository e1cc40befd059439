// Starts the gateway in-process on a free port, isolated: its own Redis key prefix, a temporary web build, and
// every service pointing at a closed port unless the test names a fake for it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestRedis, startInProcess } from '@quizdrill/test-kit';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayDependencies } from '../../src/app.js';
import { loadGatewayConfig } from '../../src/config.js';

/** Nothing listens on port 1: connecting there is refused at once, like a service that is not running. */
export const CLOSED_URL = 'http://127.0.0.1:1';

export interface TestGateway {
  url: string;
  app: FastifyInstance;
  webDir: string;
  redisKeyPrefix: string;
  close(): Promise<void>;
}

export async function startGateway(
  env: Record<string, string> = {},
  deps: GatewayDependencies = {},
): Promise<TestGateway> {
  const redis = createTestRedis();
  const webDir = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    AUTH_JWKS_URL: `${CLOSED_URL}/api/v2/auth/jwks.json`,
    AUTH_SERVICE_URL: CLOSED_URL,
    CONTENT_SERVICE_URL: CLOSED_URL,
    QUIZ_SERVICE_URL: CLOSED_URL,
    AI_SERVICE_URL: CLOSED_URL,
    BILLING_SERVICE_URL: CLOSED_URL,
    WEB_DIST_DIR: webDir,
    GIT_SHA: 'abc1234def',
    ...env,
  });
  const app = await buildGateway(config, deps);
  const running = await startInProcess(app);
  return {
    url: running.url,
    app,
    webDir,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
    async close() {
      await running.close();
      await Promise.allSettled([redis.cleanup(), rm(webDir, { recursive: true, force: true })]);
    },
  };
}

/** A minimal Vite-like build: index.html, a hashed asset and the version file. */
export async function writeWebBuild(webDir: string): Promise<void> {
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>QuizDrill</title><div id="root"></div>',
  );
  await writeFile(path.join(webDir, 'assets', 'index-3f2a9c1b.js'), 'console.log("quizdrill");');
  await writeFile(path.join(webDir, 'FRONTEND_VERSION.txt'), '0.1.0+abc1234\n');
}
