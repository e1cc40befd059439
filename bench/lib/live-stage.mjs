// What a live-game bench stands on besides the servers it measures: auth's keys (a stand-in that signs tokens),
// content's course snapshots served over NATS as content serves them (its queue group, request and reply checked
// against their schemas), Redis for the CPU meter, and the servers started with one shared environment.
import { connect } from '@nats-io/transport-node';
import { Requests } from '@quizdrill/contracts';
import { Redis } from 'ioredis';
import { createLogger, serveRequests } from '../../packages/service-kit/dist/index.js';
import { startFakeAuthKeys } from '../../packages/test-kit/dist/index.js';
import { startServer } from './servers.mjs';

/** Everything started here is closed by `closers` (first started, last closed). */
export async function startLiveStage(environment, closers, snapshot) {
  const { env } = environment;
  const authKeys = await startFakeAuthKeys();
  closers.unshift(() => authKeys.close());
  const nats = await connect({ servers: env.NATS_URL });
  closers.unshift(() => nats.close());
  serveRequests(nats, {
    request: Requests.courseSnapshot,
    namespace: env.EVENT_NAMESPACE,
    queue: 'content',
    logger: createLogger('bench-content', process.env.BENCH_LOG_LEVEL ?? 'info'),
    answer: async () => snapshot,
  });
  const redis = new Redis(env.REDIS_URL);
  closers.unshift(async () => redis.disconnect());
  const common = {
    ...env,
    PORT: '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    AUTH_JWKS_URL: authKeys.url,
  };
  /** Starts a server of `kind` with the shared environment and `variables` over it. */
  const start = async (kind, variables = {}) => {
    const server = await startServer(kind, { ...common, ...variables });
    closers.unshift(() => server.close());
    return server;
  };
  return { authKeys, redis, start };
}
