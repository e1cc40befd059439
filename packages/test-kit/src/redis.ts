import { Redis } from 'ioredis';
import { uniqueId } from './names.js';

export const defaultRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';

export interface TestRedis {
  url: string;
  /** Key prefix no other run uses; `cleanup` deletes every key under it. */
  keyPrefix: string;
  cleanup(): Promise<void>;
}

export function createTestRedis(url = defaultRedisUrl()): TestRedis {
  const keyPrefix = `${uniqueId('test')}:`;
  return {
    url,
    keyPrefix,
    async cleanup() {
      const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
