// The gateway as one function: security headers, edge checks, the proxy to every service, and the web app.

import type { ServiceName } from '@quizdrill/contracts';
import {
  connectNats,
  createLogger,
  createRedis,
  createServiceApp,
  createTokenVerifier,
  type Lifecycle,
  listenForMetrics,
  type TokenVerifier,
  TokenVersionFeed,
} from '@quizdrill/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type GatewayConfig, upstreamOrigins } from './config.js';
import { authenticateAtEdge } from './edge/edge-auth.js';
import { createRateLimits } from './edge/rate-limits.js';
import { registerSecurityHeaders } from './edge/security-headers.js';
import { readOpenFilesLimit, streamCeiling } from './edge/stream-ceiling.js';
import { limitEventStreams, OpenStreams } from './edge/stream-limits.js';
import { proxyRoutes } from './proxy/proxy.routes.js';
import { followServiceNames } from './proxy/upstream-dns.js';
import { createEventStreamPool, createUpstreamPool, ServiceUpstreams } from './proxy/upstream-pool.js';
import { docsRoutes } from './routes/docs.routes.js';
import { versionRoutes } from './routes/version.routes.js';
import { backendVersion } from './version.js';
import { webRoutes } from './web/web.routes.js';

export interface GatewayDependencies {
  logger?: ReturnType<typeof createLogger>;
  tokenVerifier?: TokenVerifier;
  version?: string;
}

/**
 * Waits until Redis is ready or has failed once, so the first requests are counted where later ones will be.
 * Never fails: without Redis the gateway starts anyway and counts in memory.
 */
async function firstConnectionAttempt(redis: Redis, timeoutMs = 2_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done).once('error', done);
  });
}

/**
 * Checks tokens like every service does: auth's keys, and each user's newest token version followed from NATS, so
 * an outdated token is refused here too, with a map lookup per request. Its own connection, and not a readiness
 * check: while NATS is away the gateway keeps serving with the versions it has, as the services do.
 */
async function edgeTokenVerifier(
  lifecycle: Lifecycle,
  config: GatewayConfig,
  logger: ReturnType<typeof createLogger>,
): Promise<TokenVerifier> {
  const nats = lifecycle.use(
    'token versions nats',
    await connectNats({ url: config.NATS_URL, name: 'gateway', logger }),
    (connection) => connection.drain(),
  );
  const versions = lifecycle.use(
    'token versions',
    new TokenVersionFeed({ nats, namespace: config.EVENT_NAMESPACE, logger }),
    (feed) => feed.stop(),
  );
  await versions.start();
  return createTokenVerifier({ jwksUrl: config.AUTH_JWKS_URL, versions });
}

export type Gateway = FastifyInstance & {
  /** Where the metrics are served: a port of their own, never the public one. */
  metricsUrl: string;
};

export async function buildGateway(config: GatewayConfig, deps: GatewayDependencies = {}): Promise<Gateway> {
  const logger = deps.logger ?? createLogger('gateway', config.LOG_LEVEL);
  const version = deps.version ?? backendVersion(config.GIT_SHA);
  const configuredOrigins = upstreamOrigins(config);
  const upstreams = Object.fromEntries(
    Object.entries(configuredOrigins).map(([service, origins]) => [service, new ServiceUpstreams(origins)]),
  ) as Record<ServiceName, ServiceUpstreams>;

  const app = await createServiceApp({
    name: 'gateway',
    version,
    logger,
    // Ready means "can serve": not whether services are up (each answers 503 on its own while down), and not
    // Redis either, which rate limiting can do without for a while.
    readiness: {},
    bodyLimit: config.GATEWAY_BODY_LIMIT_BYTES,
    // The gateway's port is the public one: its metrics (request counts per route, process figures) are served
    // on METRICS_PORT, which no Service or Ingress exposes.
    metricsRoute: false,
    // Bodies stream through to the services, limited per route by proxy/body-limit.ts.
    bodies: 'streamed',
    // Believe X-Forwarded-* from exactly as many proxies as stand in front of the gateway (none by default).
    fastify: {
      trustProxy: config.TRUST_PROXY_HOPS > 0 ? (_address, hop) => hop < config.TRUST_PROXY_HOPS : false,
    },
  });

  // Loopback unless a deployment opens it (METRICS_HOST): the figures are for whoever runs the gateway.
  const metrics = app.lifecycle.use(
    'metrics listener',
    await listenForMetrics(app.metrics, { host: config.METRICS_HOST, port: config.METRICS_PORT }),
    (listener) => listener.close(),
  );
  logger.info({ url: metrics.url }, 'metrics served');
  app.decorate('metricsUrl', metrics.url);

  app.lifecycle.use(
    'service name resolver',
    await followServiceNames(
      (Object.keys(upstreams) as ServiceName[]).map((service) => ({
        configured: configuredOrigins[service],
        upstreams: upstreams[service],
      })),
      { refreshMs: config.UPSTREAM_DNS_REFRESH_MS },
    ),
    (stop) => stop(),
  );
  const pool = app.lifecycle.use(
    'upstream pool',
    createUpstreamPool({
      connections: config.UPSTREAM_CONNECTIONS,
      headersTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    }),
    (agent) => agent.destroy(),
  );
  const streamPool = app.lifecycle.use(
    'event stream pool',
    createEventStreamPool({
      connections: config.EVENT_STREAM_CONNECTIONS,
      headersTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    }),
    (agent) => agent.destroy(),
  );
  const redis = app.lifecycle.use(
    'rate-limit redis',
    // Fail fast: a request never waits on Redis; the store counts in memory instead.
    createRedis(config.REDIS_URL, 'producer', { connectionName: 'gateway-rate-limit', commandTimeout: 500 }),
    (connection) => connection.disconnect(),
  );
  // Errors are expected while Redis is away and ioredis reconnects by itself; the store logs each switch
  // between Redis and memory, once, which is all an operator needs.
  redis.on('error', () => {});
  await firstConnectionAttempt(redis);
  const tokenVerifier = deps.tokenVerifier ?? (await edgeTokenVerifier(app.lifecycle, config, logger));

  registerSecurityHeaders(app, { production: config.NODE_ENV === 'production' });

  const ceiling = streamCeiling(config.EVENT_STREAM_CEILING, readOpenFilesLimit());
  const openStreams = new OpenStreams({
    perPlayer: config.EVENT_STREAMS_PER_PLAYER,
    perUser: config.EVENT_STREAMS_PER_USER,
    perGame: config.EVENT_STREAMS_PER_GAME,
    perAddress: config.EVENT_STREAMS_PER_ADDRESS,
    ceiling: ceiling.streams,
  });
  logger.info({ streams: ceiling.streams, from: ceiling.from }, 'event streams held at once, at most');

  // Everything under /api and every service path is budgeted: per user when signed in, else per address.
  await app.register(async (edge) => {
    const { limitByIp, limitByUser } = createRateLimits({
      perIpPerMinute: config.RATE_LIMIT_PER_IP,
      perUserPerMinute: config.RATE_LIMIT_PER_USER,
      redis,
      keyPrefix: `${config.REDIS_KEY_PREFIX}gateway:rate-limit:`,
      log: app.log,
    });
    await edge.register(async (anonymous) => {
      anonymous.addHook('onRequest', limitByIp);
      await anonymous.register(versionRoutes, { version });
      await anonymous.register(docsRoutes, { upstreams, dispatcher: pool, version });
    });
    await edge.register(proxyRoutes, {
      upstreams,
      dispatcher: pool,
      streamDispatcher: streamPool,
      bodyLimitBytes: config.GATEWAY_BODY_LIMIT_BYTES,
      timeouts: config,
      onRequest: [
        authenticateAtEdge(tokenVerifier, { beforeRefusal: limitByIp }),
        limitByIp,
        limitByUser,
        limitEventStreams(openStreams),
      ],
    });
  });

  // Static files are not rate limited: one page load fetches many, and they cost next to nothing.
  await app.register(webRoutes, { root: config.WEB_DIST_DIR });

  return app as typeof app & Gateway;
}
