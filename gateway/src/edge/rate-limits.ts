// Per-address and per-user request budgets, checked before a request is forwarded. A signed-in request uses its
// user's budget only: a whole school behind one NAT (4,000 students answering every 2 s is 120,000 requests a minute
// from one address) is never refused for being many. The address budget is for everything without a verified user:
// sign-in, registration, guests, live players, and requests whose token was refused.
//
// Two hooks of our own over the lease counter rather than @fastify/rate-limit's limiters: every answer of a class
// passes here twice, and while a lease lasts the check is a map lookup that lets the request go on in the same tick
// (the plugin's limiter awaits its key, its allow list, its budget and the store on every request).
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '@quizdrill/service-kit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { EdgeCheck } from './edge-check.js';
import { createRateCounter, type WindowCount } from './rate-limit-store.js';

const ONE_MINUTE_MS = 60_000;

export interface RateLimitSettings {
  perIpPerMinute: number;
  perUserPerMinute: number;
  redis: Redis;
  keyPrefix: string;
  log: FastifyBaseLogger;
}

function refusalOf({ current, ttl }: WindowCount, max: number): AppError | undefined {
  if (current <= max) return undefined;
  const retryAfterSeconds = Math.max(1, Math.ceil(ttl / 1000));
  return AppError.tooManyRequests(
    `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
    retryAfterSeconds,
  );
}

/**
 * The two checks as hooks, so the caller decides their order: both after token verification (they need to know
 * whether there is a verified user), and the address check also before a refused token's 401 (it bounds guessing).
 */
export function createRateLimits(settings: RateLimitSettings): {
  limitByIp: EdgeCheck;
  limitByUser: EdgeCheck;
} {
  const counter = createRateCounter(settings);

  /** `budgetOf`: the counter a request is counted on, or undefined when this budget does not apply to it. */
  const limit = (max: number, budgetOf: (request: FastifyRequest) => string | undefined): EdgeCheck =>
    function rateLimited(request, _reply, done) {
      const key = budgetOf(request);
      if (key === undefined) return done();
      const counted = counter.hit(key, ONE_MINUTE_MS, max);
      if (counted instanceof Promise) counted.then((count) => done(refusalOf(count, max)), done);
      else done(refusalOf(counted, max));
    };

  return {
    limitByIp: limit(settings.perIpPerMinute, (request) =>
      request.caller === undefined ? `ip:${normalizeIP(request.ip)}` : undefined,
    ),
    // A live game's players carry no account: each is budgeted as themselves, as a signed-in user is. (The address
    // budget counts their requests too: the gateway cannot verify a player token, classroom does.)
    limitByUser: limit(settings.perUserPerMinute, (request) =>
      request.caller
        ? `user:${request.caller.userId}`
        : request.player === undefined
          ? undefined
          : `player:${request.player}`,
    ),
  };
}
