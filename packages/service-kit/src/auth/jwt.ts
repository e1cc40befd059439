// Verifies bearer tokens against the auth service's JWKS and turns them into the caller every route sees.
import { ErrorCode, type Role } from '@quizdrill/contracts';
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

/**
 * The claim carrying the user's token version when the token was issued. A token without it (issued before
 * versions existed) counts as version 0.
 */
export const TOKEN_VERSION_CLAIM = 'ver';

/** Who calls: `userId` (the `uid` claim) is the identity every service keys data by; `username` is for display. */
export interface Caller {
  userId: string;
  username: string;
  role: Static<typeof Role>;
  isPremium: boolean;
}

/**
 * What this process knows of each user's newest token version (`TokenVersionFeed`, kept in memory from
 * `users.token.revoked`): asked on every request, so it must answer from memory.
 */
export interface TokenVersions {
  newestVersion(userId: string): number;
}

export interface VerifyOptions {
  /** Accept a token that a newer version outdated: only for swapping it for a fresh one (POST /auth/refresh). */
  acceptOutdated?: boolean;
}

export interface TokenVerifier {
  verify(token: string, options?: VerifyOptions): Promise<Caller>;
}

export interface TokenVerifierOptions {
  /** The JWKS address, or a comma-separated list (one per auth replica), asked in order until one answers. */
  jwksUrl: string;
  versions: TokenVersions;
  /** A JWKS fetched less than this long ago is not fetched again for an unknown `kid`. */
  cooldownMs?: number;
  /** How long a fetched JWKS is trusted before it is fetched again. */
  cacheMaxAgeMs?: number;
}

/** 401 `token_outdated`: the web app answers it by refreshing the token, not by logging out (SPEC §4's rule). */
export function tokenOutdated(): AppError {
  return new AppError(
    401,
    ErrorCode.tokenOutdated,
    'The token is outdated: the account changed since it was issued; get a fresh one from /api/v2/auth/refresh',
  );
}

interface VerifiedToken {
  caller: Caller;
  version: number;
}

function verifiedFromClaims(payload: JWTPayload): VerifiedToken {
  const claims = payload as JWTPayload & Record<string, unknown>;
  const { sub, uid, role, isPremium } = claims;
  const version = claims[TOKEN_VERSION_CLAIM] ?? 0;
  if (typeof sub !== 'string' || typeof uid !== 'string' || typeof role !== 'string') {
    throw AppError.unauthorized('Token lacks the required claims');
  }
  if (!['ROLE_USER', 'ROLE_PREMIUM', 'ROLE_EDUCATOR', 'ROLE_ADMIN'].includes(role)) {
    throw AppError.unauthorized('Token carries an unknown role');
  }
  if (!Number.isSafeInteger(version) || (version as number) < 0) {
    throw AppError.unauthorized('Token carries an invalid version');
  }
  return {
    caller: { userId: uid, username: sub, role: role as Caller['role'], isPremium: isPremium === true },
    version: version as number,
  };
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
 * remembering a verification for at most a minute (and never past the token's expiry) trusts nothing new. What is
 * remembered is the signature check only: whether the token is outdated is asked again on every request.
 * Insertion order makes the Map a simple FIFO bound on memory.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, VerifiedToken & { until: number }>();

  get(token: string): VerifiedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, verified: VerifiedToken, expiresAtSeconds: number | undefined): void {
    const until = Math.min(
      Date.now() + VERIFIED_TOKEN_TTL_MS,
      (expiresAtSeconds ?? Number.POSITIVE_INFINITY) * 1000,
    );
    if (this.entries.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(token, { ...verified, until });
  }
}

function verifierFor(keySet: JWTVerifyGetKey, versions: TokenVersions): TokenVerifier {
  const remembered = new VerifiedTokens();
  const checkSignature = async (token: string): Promise<VerifiedToken> => {
    try {
      const { payload } = await jwtVerify(token, keySet, { algorithms: ALLOWED_JWT_ALGORITHMS });
      const verified = verifiedFromClaims(payload);
      remembered.set(token, verified, payload.exp);
      return verified;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (keysUnreachable(error)) throw AppError.serviceUnavailable('Token keys are unavailable right now');
      if (error instanceof joseErrors.JWTExpired) throw AppError.unauthorized('Token has expired');
      throw AppError.unauthorized('Invalid token');
    }
  };
  return {
    async verify(token, options) {
      const { caller, version } = remembered.get(token) ?? (await checkSignature(token));
      // A map lookup: the versions arrive as events, never fetched per request.
      if (!options?.acceptOutdated && version < versions.newestVersion(caller.userId)) throw tokenOutdated();
      return caller;
    },
  };
}

/**
 * Several addresses of one key set (every auth replica publishes the same keys): the first that answers gives the
 * key, so tokens are still checked while one replica is down.
 */
function firstAnswering(keySets: JWTVerifyGetKey[]): JWTVerifyGetKey {
  if (keySets.length === 1) return keySets[0] as JWTVerifyGetKey;
  return async (header, token) => {
    let unreachable: unknown;
    for (const keySet of keySets) {
      try {
        return await keySet(header, token);
      } catch (error) {
        if (!keysUnreachable(error)) throw error;
        unreachable = error;
      }
    }
    throw unreachable;
  };
}

/**
 * For every service but auth. jose's remote key set caches keys and refetches when a token names a `kid` it does
 * not know (rate-limited by the cooldown), which is exactly how key rotation must behave.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const urls = options.jwksUrl.split(',').map((url) => new URL(url.trim()));
  return verifierFor(
    firstAnswering(
      urls.map((url) =>
        createRemoteJWKSet(url, {
          cooldownDuration: options.cooldownMs ?? 30_000,
          cacheMaxAge: options.cacheMaxAgeMs ?? 10 * 60_000,
          timeoutDuration: 2_000,
        }),
      ),
    ),
    options.versions,
  );
}

/** For the auth service itself, which holds the public keys it publishes. */
export function createLocalTokenVerifier(keys: JSONWebKeySet, versions: TokenVersions): TokenVerifier {
  return verifierFor(createLocalJWKSet(keys), versions);
}

/**
 * RFC 6750 §2.1: the scheme (case-insensitive, RFC 7235 §2.1), exactly one space, one b64token and nothing else.
 * JWTs use a subset of its characters.
 */
const BEARER_HEADER = /^bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * The request's bearer token; undefined when it sends no Authorization header. Any other header value (another
 * scheme, no token, a second word, two spaces) is a 401: a token is never guessed out of a malformed header.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = BEARER_HEADER.exec(header);
  if (!match) throw AppError.unauthorized('The Authorization header must be "Bearer <token>"');
  return match[1];
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
export function requireCaller(
  verifier: TokenVerifier,
  roles?: readonly Caller['role'][],
  options?: VerifyOptions,
) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    const caller = await verifier.verify(token, options);
    if (roles && !roles.includes(caller.role)) throw AppError.forbidden();
    request.caller = caller;
  };
}

/** The caller set by requireCaller; a route that calls this without the preHandler is a programming error. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf() used on a route without requireCaller()');
  return request.caller;
}
