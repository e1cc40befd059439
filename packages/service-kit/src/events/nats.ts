// NATS connection that keeps reconnecting, and the JetStream streams this deployment's events live in.

import {
  JetStreamApiCodes,
  JetStreamApiError,
  type JetStreamManager,
  jetstreamManager,
} from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { type Domain, RETENTION_DEFAULTS, streamFor } from '@quizdrill/contracts';
import type { Logger } from 'pino';

export interface NatsOptions {
  url: string;
  name: string;
  logger: Logger;
}

export async function connectNats(options: NatsOptions): Promise<NatsConnection> {
  const connection = await connect({
    servers: options.url,
    name: options.name,
    // Never give up: a service outlives NATS restarts; the outbox holds events meanwhile.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1_000,
    waitOnFirstConnect: true,
  });
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') {
        options.logger.warn({ nats: status.type }, `NATS ${status.type}`);
      }
    }
  })();
  return connection;
}

export async function pingNats(connection: NatsConnection): Promise<void> {
  if (connection.isClosed()) throw new Error('NATS connection closed');
  await connection.flush();
}

const NANOS_PER_MS = 1_000_000;
const DUPLICATE_WINDOW_NANOS = 2 * 60 * 1_000 * NANOS_PER_MS;

/** A stream's max_age (JetStream counts in nanoseconds) for a number of days. */
export function streamMaxAgeNanos(days: number): number {
  return days * 24 * 3600 * 1_000 * NANOS_PER_MS;
}

/**
 * Creates (or updates) one stream per domain; safe to call from every service at start-up. Each keeps an event
 * `maxAgeDays` (issue 44: events name users by id, so they are kept no longer than stated), the same setting in
 * every service of a deployment (EVENT_STREAM_MAX_AGE_DAYS), since each brings the streams it uses to it.
 */
export async function ensureStreams(
  connection: NatsConnection,
  domains: readonly Domain[],
  namespace = '',
  maxAgeDays: number = RETENTION_DEFAULTS.eventStreamDays,
): Promise<JetStreamManager> {
  const manager = await jetstreamManager(connection);
  for (const domain of domains) {
    const { name, subjects } = streamFor(domain, namespace);
    const config = {
      name,
      subjects,
      duplicate_window: DUPLICATE_WINDOW_NANOS,
      max_age: streamMaxAgeNanos(maxAgeDays),
    };
    try {
      await manager.streams.update(name, config);
    } catch (error) {
      const missing = error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound;
      if (!missing) throw error;
      await manager.streams.add(config);
    }
  }
  return manager;
}
