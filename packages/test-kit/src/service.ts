// Isolated environments for integration tests, and starting a service in-process on a free port.
import { createServer } from 'node:net';
import { defaultNatsUrl, deleteNamespaceStreams, testNamespace } from './nats.js';
import { createTestDatabase, type TestDatabase } from './postgres.js';
import { createTestRedis, type TestRedis } from './redis.js';

export interface TestEnvironment {
  database: TestDatabase;
  redis: TestRedis;
  namespace: string;
  /** The variables a service's config reads, pointing at this environment only. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** A fresh database, Redis key prefix and NATS namespace that no other run (or developer) shares. */
export async function createTestEnvironment(): Promise<TestEnvironment> {
  const database = await createTestDatabase();
  const redis = createTestRedis();
  const namespace = testNamespace();
  return {
    database,
    redis,
    namespace,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      NATS_URL: defaultNatsUrl(),
      EVENT_NAMESPACE: namespace,
    },
    async cleanup() {
      await Promise.allSettled([database.drop(), redis.cleanup(), deleteNamespaceStreams(namespace)]);
    },
  };
}

export interface Listenable {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<unknown>;
}

export interface RunningService {
  url: string;
  close(): Promise<void>;
}

/** Listens on a loopback port (a free one unless given), for tests that need real HTTP rather than `inject`. */
export async function startInProcess(app: Listenable, port = 0): Promise<RunningService> {
  const url = await app.listen({ port, host: '127.0.0.1' });
  return { url, close: async () => void (await app.close()) };
}

/** A loopback port that is free now: for a service that must know its own address (PUBLIC_URL) before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
