// The order of a quiz session: which position in the course order the session shows at each step. The hot path
// computes it in Lua (ORDER_LUA in hot-path/lua.ts); this is its twin, line for line, so the rule can be read and
// tested in TypeScript. test/order.test.ts proves the two agree.
import type { OrderType } from '@quizdrill/contracts';

const TWO32 = 4_294_967_296;
const u32 = (x: number) => x % TWO32;
/** a·b mod 2³²: Lua splits a in 16-bit halves to stay exact in doubles; Math.imul is the same product. */
const mul32 = (a: number, b: number) => Math.imul(a, b) >>> 0;
const xor32 = (a: number, b: number) => (a ^ b) >>> 0;

/** A 32-bit finaliser (murmur3's): every input bit moves every output bit. */
function mix(h: number): number {
  let x = xor32(h, h >>> 16);
  x = mul32(x, 2_246_822_507);
  x = xor32(x, x >>> 13);
  x = mul32(x, 3_266_489_909);
  return xor32(x, x >>> 16);
}

/**
 * The seeded RANDOM order: a keyed four-round Feistel network over the smallest power of four ≥ n, cycle-walked
 * into [0, n). A bijection of [0, n), so every question comes exactly once, and computable for any step without
 * storing the shuffled list.
 */
export function permute(step: number, n: number, seed: number): number {
  if (n <= 2) return n === 2 && seed % 2 === 1 ? 1 - step : step;
  let bits = 1;
  while (4 ** bits < n) bits += 1;
  const half = 2 ** bits;
  const keys = [1, 2, 3, 4].map((round) => mix(u32(seed + round * 2_654_435_769)));
  let x = step;
  do {
    let left = Math.floor(x / half);
    let right = x % half;
    for (const key of keys) {
      const f = mix(xor32(right, key)) % half;
      [left, right] = [right, xor32(left, f) % half];
    }
    x = left * half + right;
  } while (x >= n);
  return x;
}

/** The position in the course order (0-based) of a session's `step`, for a course of `n` questions. */
export function orderIndex(order: OrderType, step: number, n: number, seed: number): number {
  if (order === 'REVERSE') return n - 1 - step;
  if (order === 'RANDOM') return permute(step, n, seed);
  return step;
}
