// The one shape of a service process: its logger and Fastify app, its infrastructure opened from the settings every
// service shares, then what is its own (wired by the caller), its retention sweep, ready. If any step fails, what was
// opened so far is closed again before the error is passed on.
import type { Domain } from '@quizdrill/contracts';
import type { Migration } from 'kysely';
import type { Logger } from 'pino';
import { createServiceApp, type ServiceApp } from './http/create-app.js';
import { type Infrastructure, openInfrastructure } from './infrastructure.js';
import type { Lifecycle } from './lifecycle.js';
import { createLogger } from './logger.js';
import type { RetentionRule } from './retention/retention-sweeper.js';
import { packageVersion } from './version.js';

/** The settings (DatabaseEnv, NatsEnv, and RedisEnv and AuthEnv where used) the kit opens a service from. */
export interface ServiceSettings {
  LOG_LEVEL?: string;
  DATABASE_URL: string;
  OUTBOX_PUBLISHED_MAX_AGE_DAYS: number;
  NATS_URL: string;
  EVENT_NAMESPACE: string;
  EVENT_STREAM_MAX_AGE_DAYS: number;
  DEAD_LETTER_MAX_AGE_DAYS: number;
  REDIS_URL?: string;
  AUTH_JWKS_URL?: string;
  TRUST_PROXY_HOPS?: number;
}

export interface ServiceDefinition<Tables> {
  /** The process's name in logs, metrics and connection names (`quiz`, `quiz-worker`). */
  name: string;
  /** The app module's `import.meta.url`: the version is read from the package.json above it. */
  moduleUrl: string;
  config: ServiceSettings;
  /** Tests hand in their own. */
  logger?: Logger;
  schema: string;
  migrations: Record<string, Migration>;
  /** The streams the service publishes to or reads from (created at start if missing). */
  streams: readonly Domain[];
  /** The service writes events with enqueueEvent: its Postgres outbox is relayed. */
  outbox?: boolean;
  redis?: { autoPipelining?: boolean };
  /** Verify bearer tokens against auth's keys (AUTH_JWKS_URL). */
  verifyTokens?: boolean;
  /** Behind the gateway: trust TRUST_PROXY_HOPS forwarding hops, so `request.ip` is the client's address. */
  behindGateway?: boolean;
  /** The service's own retention rules; a process without them (a worker) runs no sweep. */
  retention?: (infrastructure: Infrastructure<Tables>) => readonly RetentionRule[];
}

/** What the parts a service starts itself (responders, privacy, consumers of its own) are handed. */
export interface ServiceScope {
  namespace: string;
  logger: Logger;
  lifecycle: Lifecycle;
}

export interface ServiceParts<Tables> {
  app: ServiceApp;
  infrastructure: Infrastructure<Tables>;
  logger: Logger;
  scope: ServiceScope;
}

function required<T>(value: T | undefined, setting: string, service: string): T {
  if (value === undefined) throw new Error(`${service}: ${setting} is not configured`);
  return value;
}

/**
 * Builds the service; `wire` adds what is its own (domain objects, consumers, routes). Resources registered with
 * `app.lifecycle` close in reverse order: the retention sweep first, the connections last.
 */
export async function buildService<Tables>(
  definition: ServiceDefinition<Tables>,
  wire: (parts: ServiceParts<Tables>) => Promise<void>,
): Promise<ServiceApp> {
  const { config, name } = definition;
  const logger = definition.logger ?? createLogger(name, config.LOG_LEVEL);
  const hops = definition.behindGateway ? required(config.TRUST_PROXY_HOPS, 'TRUST_PROXY_HOPS', name) : 0;
  const app = await createServiceApp({
    name,
    version: packageVersion(definition.moduleUrl),
    logger,
    fastify: definition.behindGateway ? { trustProxy: (_address, hop) => hop < hops } : undefined,
  });
  try {
    const infrastructure = await openInfrastructure<Tables>(app, {
      service: name,
      logger,
      postgres: {
        url: config.DATABASE_URL,
        schema: definition.schema,
        migrations: definition.migrations,
        outboxPublishedMaxAgeDays: config.OUTBOX_PUBLISHED_MAX_AGE_DAYS,
      },
      nats: {
        url: config.NATS_URL,
        maxAgeDays: config.EVENT_STREAM_MAX_AGE_DAYS,
        deadLetterMaxAgeDays: config.DEAD_LETTER_MAX_AGE_DAYS,
        namespace: config.EVENT_NAMESPACE,
        streams: definition.streams,
      },
      outbox: definition.outbox,
      redis: definition.redis && { ...definition.redis, url: required(config.REDIS_URL, 'REDIS_URL', name) },
      auth: definition.verifyTokens
        ? { jwksUrl: required(config.AUTH_JWKS_URL, 'AUTH_JWKS_URL', name) }
        : undefined,
    });
    const scope = { namespace: config.EVENT_NAMESPACE, logger, lifecycle: app.lifecycle };
    await wire({ app, infrastructure, logger, scope });
    if (definition.retention) {
      app.decorate('retention', infrastructure.startRetention(definition.retention(infrastructure)));
    }
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
