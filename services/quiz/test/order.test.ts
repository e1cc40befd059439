import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { orderIndex } from '../src/domain/order.js';
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

/**
 * The hot path's index_of over many courses in one script. ARGV: seed, the largest n whose every step is computed,
 * then the n's. For each n one row: per step, the index in ORDER, REVERSE and RANDOM. Above the first limit a
 * course is sampled: its first and last eight steps and 32 steps spread between (sampleSteps below, the same steps).
 */
const ORDERS_OF_COURSES = `${ORDER_LUA}
local orders = {'ORDER', 'REVERSE', 'RANDOM'}
local seed, every, out = tonumber(ARGV[1]), tonumber(ARGV[2]), {}
for i = 3, #ARGV do
  local n, row = tonumber(ARGV[i]), {}
  local function visit(step)
    for _, order in ipairs(orders) do row[#row + 1] = index_of(order, step, n, seed) end
  end
  if n <= every then
    for step = 0, n - 1 do visit(step) end
  else
    for step = 0, 7 do visit(step) end
    for step = 8, n - 9, math.floor(n / 32) do visit(step) end
    for step = n - 8, n - 1 do visit(step) end
  end
  out[#out + 1] = row
end
return out`;

/** Every n ≤ this has each of its steps compared; larger ones are sampled (and their Feistel domains compared whole). */
const EVERY_STEP_UP_TO = 256;
const ORDER_TYPES = ['ORDER', 'REVERSE', 'RANDOM'] as const;

function sampleSteps(n: number): number[] {
  if (n <= EVERY_STEP_UP_TO) return Array.from({ length: n }, (_, step) => step);
  const steps = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let step = 8; step <= n - 9; step += Math.floor(n / 32)) steps.push(step);
  for (let step = n - 8; step < n; step += 1) steps.push(step);
  return steps;
}

describe("the TypeScript order (domain/order.ts) and the hot path's Lua", () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0');
  afterAll(() => redis.quit());
  const seeds = [0, 1, 123_456_789, 2_147_483_647];

  /** Courses of the given sizes in scripts of about `stepsPerScript` RANDOM steps: Redis is shared, so no long script. */
  function batches(sizes: number[], stepsPerScript = 4_000): number[][] {
    const result: number[][] = [[]];
    let steps = 0;
    for (const n of sizes) {
      if (steps > stepsPerScript) {
        result.push([]);
        steps = 0;
      }
      result.at(-1)!.push(n);
      steps += sampleSteps(n).length;
    }
    return result;
  }

  /** Runs the Lua over `sizes` for one seed and lists where TypeScript says otherwise (at most a few). */
  async function disagreements(seed: number, sizes: number[], every = EVERY_STEP_UP_TO) {
    const found: object[] = [];
    let compared = 0;
    const rows = await Promise.all(
      batches(sizes).map(
        (batch) => redis.eval(ORDERS_OF_COURSES, 0, seed, every, ...batch) as Promise<number[][]>,
      ),
    );
    const results = rows.flat();
    sizes.forEach((n, course) => {
      const lua = results[course]!;
      const steps = n <= every ? Array.from({ length: n }, (_, step) => step) : sampleSteps(n);
      expect(lua).toHaveLength(steps.length * ORDER_TYPES.length);
      steps.forEach((step, index) => {
        ORDER_TYPES.forEach((order, column) => {
          const expected = lua[index * ORDER_TYPES.length + column];
          const actual = orderIndex(order, step, n, seed);
          compared += 1;
          if (actual !== expected && found.length < 5)
            found.push({ seed, n, step, order, lua: expected, ts: actual });
        });
      });
    });
    return { found, compared };
  }

  it('when every course size from 1 to 2,000 is ordered with several seeds, then both give the same questions', async () => {
    const sizes = Array.from({ length: 2_000 }, (_, index) => index + 1);
    for (const seed of seeds) {
      const { found, compared } = await disagreements(seed, sizes);
      expect(found).toEqual([]);
      expect(compared).toBeGreaterThan(100_000);
    }
  });

  it('when the RANDOM permutation is taken over its whole domain (a power of four, no cycle-walking), then both agree on every step', async () => {
    for (const seed of seeds) {
      const { found } = await disagreements(seed, [1_024, 2_000, 4_096], 4_096);
      expect(found).toEqual([]);
    }
  });
});
