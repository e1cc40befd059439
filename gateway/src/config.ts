/*
 * Gateway settings, read once from the environment (every one has a development default):
 *
 *   PORT                        8080                       where the gateway listens (HOST, NODE_ENV, LOG_LEVEL too)
 *   METRICS_PORT                0        where GET /metrics answers (0: any free port, logged at start); never the
 *                                        public port: Prometheus scrapes it beside the pod
 *   METRICS_HOST                127.0.0.1   the address the metrics port listens on: this machine only, unless a
 *                                        deployment opens it to its cluster's network (0.0.0.0 in a pod)
 *   AUTH_SERVICE_URL            http://127.0.0.1:8081      origin of each service the gateway routes to, or a
 *   CONTENT_SERVICE_URL         http://127.0.0.1:8082        comma-separated list of its replicas' origins, taken
 *   QUIZ_SERVICE_URL            http://127.0.0.1:8083        in turn (`npm start --replicas`); a service that is not
 *   AI_SERVICE_URL              http://127.0.0.1:8084        running simply answers 503. Behind a balancer of its own
 *   BILLING_SERVICE_URL         http://127.0.0.1:8085        (a Kubernetes Service) a service has one URL.
 *   CLASSROOM_SERVICE_URL       http://127.0.0.1:8086
 *   UPSTREAM_DNS_REFRESH_MS     5000     how often a service URL's host name is resolved again: a name with several
 *                                        addresses (compose's `--scale`) is taken as that many replicas (0: once)
 *   UPSTREAM_CONNECTIONS        128      keep-alive connections per replica, at most (requests beyond wait in line)
 *   EVENT_STREAM_CONNECTIONS    10000    connections per replica for event streams, a pool of their own: each
 *                                        open stream holds one, and none waits behind the others' requests
 *   EVENT_STREAMS_PER_PLAYER    3        event streams open at once, in this gateway process, per live-game player
 *   EVENT_STREAMS_PER_USER      8          token, per signed-in user (a host, a user following AI jobs), per game
 *   EVENT_STREAMS_PER_GAME      2000       and per address; past one, 429 before anything opens at the service
 *   EVENT_STREAMS_PER_ADDRESS   2000
 *   EVENT_STREAM_CEILING        0        event streams open at once in all (0: half the process's file descriptors,
 *                                        two a stream, so the other half always serves ordinary requests)
 *   UPSTREAM_TIMEOUT_MS         30000    how long a service may take to answer (and to pause mid-answer)
 *   AI_UPSTREAM_TIMEOUT_MS      120000   the same for the synchronous AI endpoints, which wait for a generation
 *   GATEWAY_BODY_LIMIT_BYTES    6291456  ceiling over every route's own body limit (contracts' bodyLimitFor: 1 MiB of
 *                                        JSON, a 5 MB upload plus 1 MiB of form), which the gateway applies first
 *   RATE_LIMIT_PER_IP           20000    requests per minute from one address without a signed-in user (sign-in,
 *                                        guests, live players, refused tokens); signed-in requests use only
 *                                        RATE_LIMIT_PER_USER, so a whole school behind one NAT is never refused
 *   RATE_LIMIT_PER_USER         600      requests per minute from one signed-in user
 *   REDIS_URL, REDIS_KEY_PREFIX          shared rate-limit counters; when Redis is away, counted in memory
 *   NATS_URL, EVENT_NAMESPACE            where the users' token versions are read (`users.token.revoked`)
 *   AUTH_JWKS_URL               http://127.0.0.1:8081/api/v2/auth/jwks.json   keys to check bearer tokens with
 *   TRUST_PROXY_HOPS            0        proxies in front of the gateway whose X-Forwarded-* headers are believed
 *   WEB_DIST_DIR                <repo>/web/dist   the built web app
 *   GIT_SHA                     (git rev-parse at start-up)   commit shown in /api/version
 */
import { fileURLToPath } from 'node:url';
import { DefaultPorts, ServiceName } from '@quizdrill/contracts';
import { AuthEnv, BaseEnv, loadConfig, NatsEnv, RedisEnv } from '@quizdrill/service-kit';
import { type Static, Type } from '@sinclair/typebox';

const ORIGIN = 'https?://[^/,\\s]+/?';
const serviceUrl = (service: ServiceName) =>
  Type.String({
    pattern: `^${ORIGIN}(\\s*,\\s*${ORIGIN})*$`,
    default: `http://127.0.0.1:${DefaultPorts[service]}`,
  });

// src/config.ts and dist/config.js sit at the same depth, so this holds for both.
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const GatewayEnv = Type.Object({
  ...BaseEnv,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: DefaultPorts.gateway }),
  METRICS_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 0 }),
  METRICS_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  ...RedisEnv,
  ...NatsEnv,
  ...AuthEnv,
  AUTH_SERVICE_URL: serviceUrl('auth'),
  CONTENT_SERVICE_URL: serviceUrl('content'),
  QUIZ_SERVICE_URL: serviceUrl('quiz'),
  AI_SERVICE_URL: serviceUrl('ai'),
  BILLING_SERVICE_URL: serviceUrl('billing'),
  CLASSROOM_SERVICE_URL: serviceUrl('classroom'),
  UPSTREAM_DNS_REFRESH_MS: Type.Integer({ minimum: 0, default: 5_000 }),
  UPSTREAM_CONNECTIONS: Type.Integer({ minimum: 1, maximum: 4096, default: 128 }),
  EVENT_STREAM_CONNECTIONS: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 10_000 }),
  EVENT_STREAMS_PER_PLAYER: Type.Integer({ minimum: 1, default: 3 }),
  EVENT_STREAMS_PER_USER: Type.Integer({ minimum: 1, default: 8 }),
  EVENT_STREAMS_PER_GAME: Type.Integer({ minimum: 1, default: 2000 }),
  EVENT_STREAMS_PER_ADDRESS: Type.Integer({ minimum: 1, default: 2000 }),
  EVENT_STREAM_CEILING: Type.Integer({ minimum: 0, default: 0 }),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 30_000 }),
  AI_UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 120_000 }),
  GATEWAY_BODY_LIMIT_BYTES: Type.Integer({ minimum: 1, default: 6 * 1024 * 1024 }),
  RATE_LIMIT_PER_IP: Type.Integer({ minimum: 1, default: 20_000 }),
  RATE_LIMIT_PER_USER: Type.Integer({ minimum: 1, default: 600 }),
  TRUST_PROXY_HOPS: Type.Integer({ minimum: 0, maximum: 10, default: 0 }),
  WEB_DIST_DIR: Type.String({ minLength: 1, default: defaultWebDistDir }),
  GIT_SHA: Type.Optional(Type.String({ pattern: '^[0-9a-f]{4,40}$' })),
});

export type GatewayConfig = Static<typeof GatewayEnv>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(GatewayEnv, env);
}

/** The origins each service is reached at: one per replica (any trailing slash dropped). */
export function upstreamOrigins(config: GatewayConfig): Record<ServiceName, string[]> {
  const origin = (urls: string) => [...new Set(urls.split(',').map((url) => new URL(url.trim()).origin))];
  return {
    [ServiceName.auth]: origin(config.AUTH_SERVICE_URL),
    [ServiceName.content]: origin(config.CONTENT_SERVICE_URL),
    [ServiceName.quiz]: origin(config.QUIZ_SERVICE_URL),
    [ServiceName.ai]: origin(config.AI_SERVICE_URL),
    [ServiceName.billing]: origin(config.BILLING_SERVICE_URL),
    [ServiceName.classroom]: origin(config.CLASSROOM_SERVICE_URL),
  };
}
