// Verifies bearer tokens against the auth service's JWKS and turns them into the caller every route sees.
import type { Role } from '@quizdrill/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { AppError } from '../errors.js';

/** Only asymmetric algorithms: a token signed with a shared secret (or `none`) is never accepted. */
export const ALLOWED_JWT_ALGORITHMS = ['EdDSA', 'RS256'];

export interface Caller {
  userId: string;
  username: string;
  role: Static<typeof Role>;
  isPremium: boolean;
}

export interface TokenVerifier {
  verify(token: string): Promise<Caller>;
}

export interface TokenVerifierOptions {
  jwksUrl: string;
  /** A JWKS fetched less than this long ago is not fetched again for an unknown `kid`. */
  cooldownMs?: number;
  /** How long a fetched JWKS is trusted before it is fetched again. */
  cacheMaxAgeMs?: number;
}

function callerFromClaims(payload: JWTPayload): Caller {
  const { sub, uid, role, isPremium } = payload as JWTPayload & Record<string, unknown>;
  if (typeof sub !== 'string' || typeof uid !== 'string' || typeof role !== 'string') {
    throw AppError.unauthorized('Token lacks the required claims');
  }
  if (!['ROLE_USER', 'ROLE_PREMIUM', 'ROLE_EDUCATOR', 'ROLE_ADMIN'].includes(role)) {
    throw AppError.unauthorized('Token carries an unknown role');
  }
  return { userId: uid, username: sub, role: role as Caller['role'], isPremium: isPremium === true };
}

/** The key set could not be fetched (network error, timeout, non-200 answer): not the token's fault. */
function keysUnreachable(error: unknown): boolean {
  if (!(error instanceof joseErrors.JOSEError)) return true;
  return error instanceof joseErrors.JWKSTimeout || error.code === 'ERR_JOSE_GENERIC';
}

/** How long a verified token is trusted without checking its signature again (never past its expiry). */
const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Verified tokens, remembered briefly: a classroom sends each student's token with every answer, and checking an
 * EdDSA signature costs more CPU than the rest of a quiz request. Keys already stay cached for minutes, so
 * remembering a verification for at most a minute (and never past the token's expiry) trusts nothing new.
 * Insertion order makes the Map a simple FIFO bound on memory.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { caller: Caller; until: number }>();

  get(token: string): Caller | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.caller;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, caller: Caller, expiresAtSeconds: number | undefined): void {
    const until = Math.min(
      Date.now() + VERIFIED_TOKEN_TTL_MS,
      (expiresAtSeconds ?? Number.POSITIVE_INFINITY) * 1000,
    );
    if (this.entries.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(token, { caller, until });
  }
}

function verifierFor(keySet: JWTVerifyGetKey): TokenVerifier {
  const verified = new VerifiedTokens();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, keySet, { algorithms: ALLOWED_JWT_ALGORITHMS });
        const caller = callerFromClaims(payload);
        verified.set(token, caller, payload.exp);
        return caller;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (keysUnreachable(error)) throw AppError.serviceUnavailable('Token keys are unavailable right now');
        if (error instanceof joseErrors.JWTExpired) throw AppError.unauthorized('Token has expired');
        throw AppError.unauthorized('Invalid token');
      }
    },
  };
}

/**
 * For every service but auth. jose's remote key set caches keys and refetches when a token names a `kid` it does
 * not know (rate-limited by the cooldown), which is exactly how key rotation must behave.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  return verifierFor(
    createRemoteJWKSet(new URL(options.jwksUrl), {
      cooldownDuration: options.cooldownMs ?? 30_000,
      cacheMaxAge: options.cacheMaxAgeMs ?? 10 * 60_000,
      timeoutDuration: 2_000,
    }),
  );
}

/** For the auth service itself, which holds the public keys it publishes. */
export function createLocalTokenVerifier(keys: JSONWebKeySet): TokenVerifier {
  return verifierFor(createLocalJWKSet(keys));
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/**
 * A preHandler that requires a valid token and, when roles are given, one of them.
 * `app.get('/x', { preHandler: requireCaller(verifier, ['ROLE_ADMIN']) }, handler)`
 */
export function requireCaller(verifier: TokenVerifier, roles?: readonly Caller['role'][]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    const caller = await verifier.verify(token);
    if (roles && !roles.includes(caller.role)) throw AppError.forbidden();
    request.caller = caller;
  };
}

/** The caller set by requireCaller; a route that calls this without the preHandler is a programming error. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf() used on a route without requireCaller()');
  return request.caller;
}
