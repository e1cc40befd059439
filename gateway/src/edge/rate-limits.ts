// Per-address and per-user request budgets, checked before a request is forwarded. A signed-in request uses its
// user's budget only: a whole school behind one NAT (4,000 students answering every 2 s is 120,000 requests a minute
// from one address) is never refused for being many. The address budget is for everything without a verified user:
// sign-in, registration, guests, live players, and requests whose token was refused.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '@quizdrill/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { createRateLimitStore } from './rate-limit-store.js';

const ONE_MINUTE_MS = 60_000;

export interface RateLimitSettings {
  perIpPerMinute: number;
  perUserPerMinute: number;
  redis: Redis;
  keyPrefix: string;
}

export type RateLimitHook = (request: FastifyRequest) => Promise<void>;

/**
 * Registers @fastify/rate-limit on `app` (without limiting its routes by itself) and returns the two checks as
 * hooks, so the caller decides their order: both after token verification (they need to know whether there is a
 * verified user), and the address check also before a refused token's 401 (it bounds guessing).
 */
export async function createRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<{ limitByIp: RateLimitHook; limitByUser: RateLimitHook }> {
  await app.register(rateLimit, {
    global: false,
    timeWindow: ONE_MINUTE_MS,
    store: createRateLimitStore({ redis: settings.redis, keyPrefix: settings.keyPrefix, log: app.log }),
  });

  const byIp = app.createRateLimit({
    max: settings.perIpPerMinute,
    keyGenerator: (request) => `ip:${normalizeIP(request.ip)}`,
    allowList: (request) => request.caller !== undefined,
  });
  // A live game's players carry no account: each is budgeted as themselves, as a signed-in user is. (The address
  // budget counts their requests too: the gateway cannot verify a player token, classroom does.)
  const byUser = app.createRateLimit({
    max: settings.perUserPerMinute,
    keyGenerator: (request) =>
      request.caller ? `user:${request.caller.userId}` : `player:${request.player}`,
    allowList: (request) => request.caller === undefined && request.player === undefined,
  });

  const enforce = (check: typeof byIp): RateLimitHook =>
    async function rateLimited(request) {
      const limit = await check(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      const retryAfterSeconds = Math.max(1, limit.ttlInSeconds);
      throw AppError.tooManyRequests(
        `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
        retryAfterSeconds,
      );
    };
  return { limitByIp: enforce(byIp), limitByUser: enforce(byUser) };
}
