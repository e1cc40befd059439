// Starts the gateway in-process on a free port, isolated: its own Redis key prefix and NATS namespace, a temporary
// web build, and every service pointing at a closed port unless the test names a fake for it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  createTestRedis,
  defaultNatsUrl,
  deleteNamespaceStreams,
  startInProcess,
  testNamespace,
} from '@quizdrill/test-kit';
import { buildGateway, type Gateway, type GatewayDependencies } from '../../src/app.js';
import { loadGatewayConfig } from '../../src/config.js';

/** Nothing listens on port 1: connecting there is refused at once, like a service that is not running. */
export const CLOSED_URL = 'http://127.0.0.1:1';

/**
 * The gateway's settings in a test: its own Redis prefix and NATS namespace, a temporary web build, and every service
 * at the closed port.
 */
export async function isolatedGatewayEnv(port: number) {
  const redis = createTestRedis();
  const namespace = testNamespace();
  const webDir = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
  const env: Record<string, string> = {
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
  };
  return { redis, namespace, webDir, env };
}

export interface TestGateway {
  url: string;
  app: Gateway;
  webDir: string;
  redisKeyPrefix: string;
  /** Where the gateway reads token versions (publishTokenRevocation). */
  namespace: string;
  close(): Promise<void>;
}

export async function startGateway(
  env: Record<string, string> = {},
  deps: GatewayDependencies = {},
): Promise<TestGateway> {
  const { redis, namespace, webDir, env: isolated } = await isolatedGatewayEnv(0);
  const config = loadGatewayConfig({ ...isolated, ...env });
  const app = await buildGateway(config, deps);
  const running = await startInProcess(app);
  return {
    url: running.url,
    app,
    webDir,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
    namespace,
    async close() {
      await running.close();
      await Promise.allSettled([
        redis.cleanup(),
        rm(webDir, { recursive: true, force: true }),
        deleteNamespaceStreams(namespace),
      ]);
    },
  };
}

/** The hashed script of writeWebBuild, over 1 KB so that the build keeps compressed copies of it. */
export const BUILT_SCRIPT = `console.log("quizdrill");\n${'export const question = "Vad är 2 + 2?";\n'.repeat(40)}`;

/** What web/vite.config.ts adds beside a file: its brotli and gzip copies. */
async function writeWithCompressedCopies(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/**
 * A minimal Vite-like build: index.html and a hashed script (each with its compressed copies), the script's
 * hidden source map, Vite's manifest, and the version file.
 */
export async function writeWebBuild(webDir: string): Promise<void> {
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await mkdir(path.join(webDir, '.vite'), { recursive: true });
  await writeWithCompressedCopies(
    path.join(webDir, 'index.html'),
    `<!doctype html><title>QuizDrill</title><div id="root"></div>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(30)}`,
  );
  await writeWithCompressedCopies(path.join(webDir, 'assets', 'index-3f2a9c1b.js'), BUILT_SCRIPT);
  await writeFile(
    path.join(webDir, 'assets', 'index-3f2a9c1b.js.map'),
    '{"version":3,"sources":["main.tsx"]}',
  );
  await writeFile(
    path.join(webDir, '.vite', 'manifest.json'),
    '{"index.html":{"file":"assets/index-3f2a9c1b.js"}}',
  );
  await writeFile(path.join(webDir, 'FRONTEND_VERSION.txt'), '0.1.0+abc1234\n');
}
