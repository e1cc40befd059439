// Rate-limit counters shared by every gateway replica through Redis, counted in memory while Redis is away.
//
// A replica does not ask Redis about every request: it takes a lease of part of the budget (1 % of it) and
// spends that in memory, asking again when it is used up. So no replica ever admits more than the shared budget
// allows; near the end of a busy window each may refuse at most one lease's worth too early. Once the budget is
// spent, requests are refused from memory until the window ends — a flood costs Redis nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, Result } from 'ioredis';

export interface WindowCount {
  current: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttl: number;
}

/** The share of a budget one lease takes (at least one request). */
export const LEASE_SHARE = 0.01;

/**
 * One fixed window per key: the first lease starts it, every lease adds its size, Redis expires it. Returns the
 * count after this lease and the time left. One round trip.
 */
const LEASE_SCRIPT = `
local current = redis.call('INCRBY', KEYS[1], ARGV[2])
if current == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    gatewayRateLimitLease(key: string, windowMs: number, size: number): Result<[number, number], Context>;
  }
}

/** Per-key windows of this process; expired ones are dropped as the map grows, and it never outgrows maxKeys. */
class Windows<W extends { endsAt: number }> {
  private readonly windows = new Map<string, W>();

  constructor(private readonly maxKeys: number) {}

  /** The key's window if it has not ended by `now`. */
  live(key: string, now: number): W | undefined {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  }

  set(key: string, window: W, now: number): W {
    if (!this.windows.has(key) && this.windows.size >= this.maxKeys) this.dropExpired(now);
    this.windows.set(key, window);
    return window;
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

/** The same fixed windows in this process only: what a replica counts while Redis is away. */
export class MemoryWindows {
  private readonly windows: Windows<{ count: number; endsAt: number }>;

  constructor(maxKeys = 50_000) {
    this.windows = new Windows(maxKeys);
  }

  hit(key: string, windowMs: number, now = Date.now()): WindowCount {
    const window =
      this.windows.live(key, now) ?? this.windows.set(key, { count: 0, endsAt: now + windowMs }, now);
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

interface Lease {
  endsAt: number;
  /** The window's count as far as this replica knows: the shared count at the lease plus what it has spent. */
  current: number;
  /** Requests this replica may still admit without asking. */
  left: number;
}

/** Asks the shared counter for `size` more of the key's window: the count after it and the time left. */
export type TakeLease = (key: string, windowMs: number, size: number) => Promise<[number, number]>;

/** Budgets spent from leases of the shared counters (see the top of this file). */
export class LeasedWindows {
  private readonly leases: Windows<Lease>;
  /** One lease request per key at a time: requests arriving meanwhile wait for it and share it. */
  private readonly asking = new Map<string, Promise<void>>();

  constructor(
    private readonly takeLease: TakeLease,
    maxKeys = 50_000,
  ) {
    this.leases = new Windows(maxKeys);
  }

  /**
   * Counts a request from the key's lease if this replica holds a live one (or knows the budget is spent), at once;
   * undefined when a lease must be asked for first.
   */
  spend(key: string, max: number, now = Date.now()): WindowCount | undefined {
    const lease = this.leases.live(key, now);
    // Spent (by every replica together): refused until the window ends, without asking again.
    if (!lease || (lease.left === 0 && lease.current < max)) return undefined;
    if (lease.left > 0) lease.left -= 1;
    lease.current += 1;
    return { current: lease.current, ttl: lease.endsAt - now };
  }

  async hit(key: string, windowMs: number, max: number): Promise<WindowCount> {
    for (;;) {
      const spent = this.spend(key, max);
      if (spent) return spent;
      let asked = this.asking.get(key);
      if (!asked) {
        asked = this.lease(key, windowMs, max).finally(() => this.asking.delete(key));
        this.asking.set(key, asked);
      }
      await asked;
    }
  }

  private async lease(key: string, windowMs: number, max: number): Promise<void> {
    const size = Math.max(1, Math.floor(max * LEASE_SHARE));
    const [after, ttl] = await this.takeLease(key, windowMs, size);
    const now = Date.now();
    const before = after - size;
    // A lease straddling the limit is only worth what is left below it.
    this.leases.set(
      key,
      { endsAt: now + Math.max(1, ttl), current: before, left: Math.max(0, Math.min(size, max - before)) },
      now,
    );
  }
}

export interface RateCounterOptions {
  redis: Redis;
  /** Prefix of every counter key, e.g. `qd:gateway:rate-limit:`. */
  keyPrefix: string;
  log: FastifyBaseLogger;
}

/** Counts requests against per-key budgets of `max` a window. */
export interface RateCounter {
  /**
   * The key's count after this request. Synchronous while this replica spends a lease (nearly always), so the
   * request goes on without waiting; a promise when a lease must be asked for.
   */
  hit(key: string, windowMs: number, max: number): WindowCount | Promise<WindowCount>;
}

/**
 * Counting must never take the site down: when Redis is unreachable or slow, each gateway counts in memory (limits
 * then hold per replica instead of in total) and says so once in the log.
 */
export function createRateCounter({ redis, keyPrefix, log }: RateCounterOptions): RateCounter {
  redis.defineCommand('gatewayRateLimitLease', { numberOfKeys: 1, lua: LEASE_SCRIPT });
  const memory = new MemoryWindows();
  let usingMemory = false;
  const shared = new LeasedWindows(async (key, windowMs, size) => {
    try {
      if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
      const lease = await redis.gatewayRateLimitLease(`${keyPrefix}${key}`, windowMs, size);
      if (usingMemory) log.info('rate limits are counted in Redis again');
      usingMemory = false;
      return lease;
    } catch (error) {
      if (!usingMemory)
        log.warn({ err: error }, 'rate limits are counted in memory until Redis answers again');
      usingMemory = true;
      throw error;
    }
  });

  return {
    hit: (key, windowMs, max) =>
      shared.spend(key, max) ?? shared.hit(key, windowMs, max).catch(() => memory.hit(key, windowMs)),
  };
}
