import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_LUA } from '../src/hot-path/lua.js';

/** The hot path's own order function, run in Redis over every step of an order of n. */
const WHOLE_ORDER = `${ORDER_LUA}
local n, seed, out = tonumber(ARGV[2]), tonumber(ARGV[3]), {}
for step = 0, n - 1 do out[#out + 1] = index_of(ARGV[1], step, n, seed) end
return out`;

describe('the order of a session, computed per step', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0');
  afterAll(() => redis.quit());
  const order = (type: string, n: number, seed: number) =>
    redis.eval(WHOLE_ORDER, 0, type, n, seed) as Promise<number[]>;
  const range = (n: number) => Array.from({ length: n }, (_, index) => index);

  it('ORDER and REVERSE are the course order and its reverse', async () => {
    expect(await order('ORDER', 6, 1)).toEqual(range(6));
    expect(await order('REVERSE', 6, 1)).toEqual(range(6).reverse());
  });

  it.each([1, 2, 3, 4, 5, 10, 16, 17, 50, 1_000, 10_000])(
    'RANDOM over %i questions visits each exactly once, for every seed',
    async (n) => {
      for (const seed of [0, 1, 42, 2_147_483_647, 123_456_789]) {
        const steps = await order('RANDOM', n, seed);
        expect(steps).toHaveLength(n);
        expect([...steps].sort((a, b) => a - b)).toEqual(range(n));
      }
    },
  );

  it('RANDOM orders differ between seeds and are stable for one seed', async () => {
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
    const orders = await Promise.all(seeds.map((seed) => order('RANDOM', 50, seed)));
    expect(new Set(orders.map((steps) => steps.join(','))).size).toBe(seeds.length);
    expect(orders.every((steps) => steps.join(',') !== range(50).join(','))).toBe(true);
    expect(await order('RANDOM', 50, 3)).toEqual(orders[2]);
  });
});
