// Rate-limit counters shared by every gateway replica through Redis, counted in memory while Redis is away.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, Result } from 'ioredis';

interface WindowCount {
  current: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttl: number;
}

/** One fixed window per key: the first hit starts it, every hit counts, Redis expires it. One round trip. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    gatewayRateLimitHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/** The same fixed windows in this process only; expired windows are dropped as the map grows. */
export class MemoryWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxKeys = 50_000) {}

  hit(key: string, windowMs: number, now = Date.now()): WindowCount {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (!window && this.windows.size >= this.maxKeys) this.dropExpired(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  private dropExpired(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full of live windows: forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

export interface RateLimitStoreOptions {
  redis: Redis;
  /** Prefix of every counter key, e.g. `qd:gateway:rate-limit:`. */
  keyPrefix: string;
  log: FastifyBaseLogger;
}

/**
 * A store for @fastify/rate-limit. Counting must never take the site down: when Redis is unreachable or slow,
 * each gateway counts in memory (limits then hold per replica instead of in total) and says so once in the log.
 */
export function createRateLimitStore({
  redis,
  keyPrefix,
  log,
}: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  redis.defineCommand('gatewayRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const memory = new MemoryWindows();
  let usingMemory = false;

  const fallBack = (error: unknown) => {
    if (!usingMemory) log.warn({ err: error }, 'rate limits are counted in memory until Redis answers again');
    usingMemory = true;
  };

  async function hit(key: string, windowMs: number): Promise<WindowCount> {
    if (redis.status !== 'ready') {
      fallBack(new Error(`Redis connection is ${redis.status}`));
      return memory.hit(key, windowMs);
    }
    try {
      const [current, ttl] = await redis.gatewayRateLimitHit(`${keyPrefix}${key}`, windowMs);
      if (usingMemory) log.info('rate limits are counted in Redis again');
      usingMemory = false;
      return { current, ttl };
    } catch (error) {
      fallBack(error);
      return memory.hit(key, windowMs);
    }
  }

  class RedisOrMemoryStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: WindowCount) => void,
      timeWindow: number,
    ): void {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Limiters tell their counters apart by key (`ip:…`, `user:…`), so every child shares this store. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return RedisOrMemoryStore;
}
