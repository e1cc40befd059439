// The built gateway (dist/server.js: `npx turbo run build` first) in a process of its own, for what only a process can
// show: how it fares under its own file descriptor limit, set lower than the test runner's.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTestRedis,
  defaultNatsUrl,
  deleteNamespaceStreams,
  eventually,
  freePort,
  testNamespace,
} from '@quizdrill/test-kit';
import { request } from 'undici';
import { CLOSED_URL } from './gateway.js';

const GATEWAY_ENTRY = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  close(): Promise<void>;
}

/** Starts the gateway with at most `openFiles` descriptors (soft and hard limit), and waits until it is healthy. */
export async function startGatewayProcess(
  env: Record<string, string>,
  { openFiles }: { openFiles: number },
): Promise<GatewayProcess> {
  const redis = createTestRedis();
  const namespace = testNamespace();
  const webDir = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
  const port = await freePort();
  const child = spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$0" && exec "$@"', String(openFiles), process.execPath, GATEWAY_ENTRY],
    {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: redis.keyPrefix,
        NATS_URL: defaultNatsUrl(),
        EVENT_NAMESPACE: namespace,
        AUTH_JWKS_URL: `${CLOSED_URL}/api/v2/auth/jwks.json`,
        AUTH_SERVICE_URL: CLOSED_URL,
        CONTENT_SERVICE_URL: CLOSED_URL,
        QUIZ_SERVICE_URL: CLOSED_URL,
        AI_SERVICE_URL: CLOSED_URL,
        BILLING_SERVICE_URL: CLOSED_URL,
        CLASSROOM_SERVICE_URL: CLOSED_URL,
        WEB_DIST_DIR: webDir,
        GIT_SHA: 'abc1234def',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode})`);
    const health = await request(`${url}/healthz`).catch(() => undefined);
    await health?.body.dump();
    return health?.statusCode === 200;
  }, 20_000);
  return {
    url,
    child,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await Promise.allSettled([
        redis.cleanup(),
        rm(webDir, { recursive: true, force: true }),
        deleteNamespaceStreams(namespace),
      ]);
    },
  };
}
