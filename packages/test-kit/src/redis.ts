import { Redis } from 'ioredis';
import { uniqueId } from './names.js';

export const defaultRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';

export interface TestRedis {
  url: string;
  /** Key prefix no other run uses; `cleanup` deletes every key under it. */
  keyPrefix: string;
  cleanup(): Promise<void>;
}

/** Deletes every key under `prefix` (a test run's or an e2e system's). */
export async function deleteRedisKeys(prefix: string, url = defaultRedisUrl()): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export function createTestRedis(url = defaultRedisUrl()): TestRedis {
  const keyPrefix = `${uniqueId('test')}:`;
  return { url, keyPrefix, cleanup: () => deleteRedisKeys(keyPrefix, url) };
}
