// Opens what a service needs (Postgres schema + migrations, NATS streams, the outbox relay of a service that
// publishes, Redis, token verifier with the users' token versions) in one call, registering each with the lifecycle so shutdown closes them in the
// right order.

import type { NatsConnection } from '@nats-io/transport-node';
import type { Domain, EventType } from '@quizdrill/contracts';
import type { Redis } from 'ioredis';
import { type Kysely, Kysely as KyselyClass, type Migration, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { createTokenVerifier, type TokenVerifier } from './auth/jwt.js';
import { TokenVersionFeed } from './auth/token-versions.js';
import { createPool, pingDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import type { ServiceKitTables } from './db/service-kit-migrations.js';
import { BatchEventConsumer } from './events/batch-event-consumer.js';
import type { BatchConsumerOptions, ConsumerOptions } from './events/consumer.js';
import { ensureDeadLetterStream } from './events/dead-letter.js';
import { EventConsumer } from './events/event-consumer.js';
import { connectNats, ensureStreams, pingNats } from './events/nats.js';
import { OutboxRelay, type OutboxRelayOptions, type OutboxSource } from './events/outbox-relay.js';
import { PostgresOutbox } from './events/postgres-outbox.js';
import type { ReadinessCheck } from './http/health.js';
import type { Lifecycle } from './lifecycle.js';
import { createRedis, pingRedis } from './redis/redis.js';
import { processedEventsRule, publishedEventsRule } from './retention/kit-retention.js';
import {
  type RetentionRule,
  RetentionSweeper,
  type RetentionSweeperOptions,
} from './retention/retention-sweeper.js';

export interface InfrastructureOptions {
  service: string;
  logger: Logger;
  postgres?: {
    url: string;
    schema: string;
    migrations?: Record<string, Migration>;
    maxConnections?: number;
    /** Days a published event stays in the outbox (OUTBOX_PUBLISHED_MAX_AGE_DAYS); the retention sweep removes it. */
    outboxPublishedMaxAgeDays?: number;
  };
  /**
   * `maxAgeDays`: how long the streams keep an event (EVENT_STREAM_MAX_AGE_DAYS, one value per deployment);
   * `deadLetterMaxAgeDays`: how long the dead-letter stream keeps one (DEAD_LETTER_MAX_AGE_DAYS, likewise).
   */
  nats?: {
    url: string;
    namespace: string;
    streams: readonly Domain[];
    maxAgeDays?: number;
    deadLetterMaxAgeDays?: number;
  };
  /**
   * `autoPipelining` sends the commands of concurrent requests to Redis together (one write per event-loop
   * turn): for a hot path of many small commands it saves CPU on both sides.
   */
  redis?: { url: string; autoPipelining?: boolean };
  /** Verify bearer tokens against auth's keys, refusing those a newer token version outdated (needs nats). */
  auth?: { jwksUrl: string };
  /**
   * The service writes events with enqueueEvent: relay its Postgres outbox to JetStream (needs postgres and nats).
   * A service that never writes one leaves this out and runs no relay.
   */
  outbox?: boolean;
}

/** What openInfrastructure needs of the app: createServiceApp's lifecycle and readiness checks. */
export interface InfrastructureHost {
  lifecycle: Lifecycle;
  readiness: Record<string, ReadinessCheck>;
  /** The app's metrics: consumers count their dead letters there. */
  metrics?: Registry;
}

export interface Infrastructure<DB> {
  db: Kysely<DB & ServiceKitTables>;
  pool: pg.Pool;
  nats: NatsConnection;
  redis: Redis;
  verifier: TokenVerifier;
  /**
   * Each user's newest token version, followed from the users stream (read up to now before this resolves); the
   * same one every call. `auth` starts it for the verifier; the auth service, which verifies with its own keys,
   * asks for it itself.
   */
  followTokenVersions(): Promise<TokenVersionFeed>;
  /** Starts a durable consumer that is stopped (its events in hand finished) before connections close. */
  startConsumer<T extends EventType>(
    options: Omit<ConsumerOptions<T>, 'nats' | 'namespace' | 'logger'>,
  ): Promise<EventConsumer<T>>;
  /** The same for a consumer that takes its events in batches. */
  startBatchConsumer<T extends EventType>(
    options: Omit<BatchConsumerOptions<T>, 'nats' | 'namespace' | 'logger'>,
  ): Promise<BatchEventConsumer<T>>;
  /**
   * Starts a relay for an outbox other than Postgres (a Redis stream); stopped, its batch in hand finished, before
   * connections close. The Postgres outbox's relay is started by `outbox: true`.
   */
  startRelay(source: OutboxSource, options?: Pick<OutboxRelayOptions, 'batchSize'>): Promise<OutboxRelay>;
  /**
   * Starts the service's daily retention sweep with its rules and the kit's own (sent events and applied event ids
   * past their age);
   * stopped, its sweep in hand finished, before connections close. One per service process (not its workers).
   */
  startRetention(
    rules: readonly RetentionRule[],
    options?: Pick<RetentionSweeperOptions, 'firstAfterMs'>,
  ): RetentionSweeper;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} was not configured for this service`);
  return value;
}

/**
 * Only the parts named in `options` are opened; asking for another one later is a programming error and throws.
 * Order matters for shutdown (the lifecycle closes in reverse): connections first, then the relay and consumers.
 */
export async function openInfrastructure<DB>(
  host: InfrastructureHost,
  options: InfrastructureOptions,
): Promise<Infrastructure<DB>> {
  const { logger, service } = options;
  const { lifecycle, readiness } = host;
  if (options.outbox && !(options.postgres && options.nats)) {
    throw new Error(`${service}: an outbox needs postgres and nats`);
  }
  if (options.auth && !options.nats) {
    throw new Error(`${service}: token verification needs nats (token versions arrive as events)`);
  }
  const parts: Partial<Omit<Infrastructure<DB>, 'readiness'>> = {};

  if (options.postgres) {
    const settings = { ...options.postgres, applicationName: service };
    const pool = lifecycle.use('postgres', createPool(settings, logger), (pool) => pool.end());
    const db = new KyselyClass<DB & ServiceKitTables>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db, { schema: settings.schema, migrations: settings.migrations, logger });
    readiness.postgres = () => pingDatabase(db);
    Object.assign(parts, { pool, db });
  }

  if (options.redis) {
    const redis = lifecycle.use(
      'redis',
      createRedis(options.redis.url, 'client', {
        connectionName: service,
        enableAutoPipelining: options.redis.autoPipelining ?? false,
      }),
      async (redis) => void (await redis.quit()),
    );
    redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
    readiness.redis = () => pingRedis(redis);
    parts.redis = redis;
  }

  if (options.nats) {
    const { namespace, streams, url, maxAgeDays: streamMaxAgeDays, deadLetterMaxAgeDays } = options.nats;
    const nats = lifecycle.use('nats', await connectNats({ url, name: service, logger }), (nats) =>
      nats.drain(),
    );
    await ensureStreams(nats, streams, namespace, streamMaxAgeDays);
    // An existing dead-letter stream gets the stated age now; a missing one is made at its first dead letter.
    await ensureDeadLetterStream(nats, namespace, { maxAgeDays: deadLetterMaxAgeDays });
    readiness.nats = () => pingNats(nats);
    parts.nats = nats;
    const started = async <C extends { start(): Promise<void>; stop(): Promise<void> }>(
      consumer: C,
      durableName: string,
    ): Promise<C> => {
      await consumer.start();
      return lifecycle.use(`consumer ${durableName}`, consumer, (consumer) => consumer.stop());
    };
    parts.startConsumer = (consumerOptions) =>
      started(
        new EventConsumer({
          metrics: host.metrics,
          ...consumerOptions,
          nats,
          namespace,
          logger,
          streamMaxAgeDays,
          deadLetterMaxAgeDays,
        }),
        consumerOptions.durableName,
      );
    parts.startBatchConsumer = (consumerOptions) =>
      started(
        new BatchEventConsumer({
          metrics: host.metrics,
          ...consumerOptions,
          nats,
          namespace,
          logger,
          streamMaxAgeDays,
          deadLetterMaxAgeDays,
        }),
        consumerOptions.durableName,
      );
    parts.startRelay = async (source, relayOptions) => {
      // Registered before it starts: a source that fails to open is still closed with the service.
      const relay = lifecycle.use(
        `outbox relay (${source.name})`,
        new OutboxRelay({ ...relayOptions, source, nats, namespace, logger }),
        (relay) => relay.stop(),
      );
      await relay.start();
      return relay;
    };
    let tokenVersions: Promise<TokenVersionFeed> | undefined;
    parts.followTokenVersions = () => {
      tokenVersions ??= (async () => {
        const feed = lifecycle.use(
          'token versions',
          new TokenVersionFeed({ nats, namespace, logger, streamMaxAgeDays }),
          (feed) => feed.stop(),
        );
        await feed.start();
        return feed;
      })();
      return tokenVersions;
    };
    if (options.outbox && parts.pool && options.postgres) {
      await parts.startRelay(
        new PostgresOutbox({ pool: parts.pool, schema: options.postgres.schema, logger }),
      );
    }
  }

  if (options.auth && parts.followTokenVersions) {
    const versions = await parts.followTokenVersions();
    parts.verifier = createTokenVerifier({ jwksUrl: options.auth.jwksUrl, versions });
  }

  const startRetention: Infrastructure<DB>['startRetention'] = (rules, sweepOptions) => {
    const kitRules = parts.db
      ? [
          publishedEventsRule(parts.db, options.postgres?.outboxPublishedMaxAgeDays),
          processedEventsRule(parts.db, options.nats?.maxAgeDays),
        ]
      : [];
    const sweeper = lifecycle.use(
      'retention sweep',
      new RetentionSweeper({ ...sweepOptions, rules: [...rules, ...kitRules], logger }),
      (sweeper) => sweeper.stop(),
    );
    sweeper.start();
    return sweeper;
  };

  // Unconfigured parts throw on use, with a message saying which, instead of failing on `undefined` later.
  return {
    get db() {
      return required(parts.db, 'postgres');
    },
    get pool() {
      return required(parts.pool, 'postgres');
    },
    get nats() {
      return required(parts.nats, 'nats');
    },
    get redis() {
      return required(parts.redis, 'redis');
    },
    get verifier() {
      return required(parts.verifier, 'auth');
    },
    followTokenVersions() {
      return required(parts.followTokenVersions, 'nats')();
    },
    startConsumer(consumerOptions) {
      return required(parts.startConsumer, 'nats')(consumerOptions);
    },
    startBatchConsumer(consumerOptions) {
      return required(parts.startBatchConsumer, 'nats')(consumerOptions);
    },
    startRelay(source, relayOptions) {
      return required(parts.startRelay, 'nats')(source, relayOptions);
    },
    startRetention,
  };
}
