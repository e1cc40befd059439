import { createTestRedis } from '@quizdrill/test-kit';
import { describe, expect, it } from 'vitest';
import { createRedis, pingRedis } from '../src/redis/redis.js';

describe('redis connections', () => {
  it('when Redis is reachable, then a client answers', async () => {
    const redis = createRedis(createTestRedis().url, 'client');
    try {
      await expect(pingRedis(redis)).resolves.toBeUndefined();
    } finally {
      redis.disconnect();
    }
  });

  it('when Redis is unreachable, then a producer fails fast instead of queueing the command', async () => {
    const producer = createRedis('redis://127.0.0.1:9', 'producer');
    producer.on('error', () => undefined);
    try {
      const started = Date.now();
      await expect(producer.set('k', 'v')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      producer.disconnect();
    }
  });

  it('gives workers the settings BullMQ requires for blocking commands', () => {
    const worker = createRedis('redis://127.0.0.1:6379', 'worker', { lazyConnect: true });
    expect(worker.options.maxRetriesPerRequest).toBeNull();
    worker.disconnect();
  });
});
