// ioredis connections with the settings BullMQ's production guide asks for.
import { Redis, type RedisOptions } from 'ioredis';

/**
 * - `worker`: blocking commands must wait out a Redis restart, so requests never give up (BullMQ requires
 *   `maxRetriesPerRequest: null` for workers).
 * - `producer`: an HTTP request that enqueues should fail fast while Redis is away, not hang.
 * - `client`: ordinary commands (sessions, caches) retry a little, then fail.
 */
export type RedisRole = 'worker' | 'producer' | 'client';

export function redisOptions(role: RedisRole, options: RedisOptions = {}): RedisOptions {
  const common: RedisOptions = {
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    connectionName: options.connectionName,
  };
  switch (role) {
    case 'worker':
      return { ...common, maxRetriesPerRequest: null, enableReadyCheck: false, ...options };
    case 'producer':
      return { ...common, maxRetriesPerRequest: 1, enableOfflineQueue: false, ...options };
    case 'client':
      return { ...common, maxRetriesPerRequest: 2, ...options };
  }
}

export function createRedis(url: string, role: RedisRole, options: RedisOptions = {}): Redis {
  return new Redis(url, redisOptions(role, options));
}

export async function pingRedis(redis: Redis): Promise<void> {
  await redis.ping();
}
