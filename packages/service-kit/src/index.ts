// The metric kinds a service adds to its registry (`app.metrics`), from the same prom-client the registry is.
export { Counter, Gauge, Histogram } from 'prom-client';
export * from './auth/jwt.js';
export * from './auth/token-versions.js';
export * from './build-service.js';
export * from './config.js';
export * from './db/database.js';
export * from './db/db.js';
export * from './db/migrator.js';
export * from './db/run-migrations.js';
export type { ServiceKitTables } from './db/service-kit-migrations.js';
export * from './db/unnest.js';
export * from './errors.js';
export * from './events/batch-event-consumer.js';
export * from './events/consumer.js';
export * from './events/dead-letter.js';
export * from './events/event-consumer.js';
export * from './events/idempotency.js';
export * from './events/jetstream-publisher.js';
export * from './events/nats.js';
export * from './events/outbox.js';
export * from './events/outbox-relay.js';
export * from './events/postgres-outbox.js';
export * from './events/redis-stream-outbox.js';
export { DRAIN_IDLE_MS, drainRest } from './http/body-drain.js';
export * from './http/cookies.js';
export * from './http/create-app.js';
export * from './http/device-ids.js';
export * from './http/error-handler.js';
export * from './http/error-responses.js';
export { quietLogLevel, type ReadinessCheck } from './http/health.js';
export {
  checkFormField,
  controlCharacterError,
  declaresMoreThan,
  findControlCharacter,
  formatBytes,
  jsonNestsDeeperThan,
  payloadTooLarge,
} from './http/input-guards.js';
export { listenForMetrics, type MetricsListener } from './http/metrics.js';
export * from './http/request-id.js';
export * from './infrastructure.js';
export * from './lifecycle.js';
export * from './logger.js';
export * from './privacy/privacy.js';
export * from './redis/redis.js';
export * from './requests/request-reply.js';
export * from './retention/retention.repository.js';
export * from './retention/retention-sweeper.js';
export * from './run-service.js';
export * from './time/clock.js';
export * from './version.js';
