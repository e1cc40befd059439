// Bearer tokens are checked at the edge too, to refuse bad ones early and to know whose budget a request uses.
import { createHash } from 'node:crypto';
import { isPlayerAuthorization, playerTokenOf } from '@quizdrill/contracts';
import { AppError, bearerToken, type TokenVerifier } from '@quizdrill/service-kit';
import type { FastifyRequest } from 'fastify';
import type { EdgeCheck } from './edge-check.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** A live-game player's request: a digest of their player token, whose budget the request uses. */
    player?: string;
  }
}

/**
 * Signing in (password, Google, token refresh) is left to the auth service alone: a stale token still stored in
 * the browser must never stand between a user and a fresh one.
 */
const SIGN_IN_PREFIXES = ['/api/v2/auth/', '/oauth2/', '/login/oauth2/'];

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * An onRequest hook: a request without a token passes (login, OAuth and the Stripe webhook carry none; services
 * decide what needs one); a malformed Authorization header, an invalid, expired or outdated token is a 401 here,
 * after `beforeRefusal` (the address budget: refused tokens count against it, so guessing them stays bounded).
 * When the keys cannot be fetched (the auth service is down), the request passes unverified: every service
 * verifies tokens itself, and the address limit applies to it.
 */
export function authenticateAtEdge(
  verifier: TokenVerifier,
  { beforeRefusal }: { beforeRefusal?: EdgeCheck } = {},
): EdgeCheck {
  return function authenticate(request, reply, done) {
    const refuse = (error: unknown) => {
      if (!beforeRefusal) return done(error as Error);
      // Over the address budget: that 429 is the answer; else the token's own refusal.
      beforeRefusal(request, reply, (overBudget) => done(overBudget ?? (error as Error)));
    };
    let identified: Promise<void> | undefined;
    try {
      identified = identifyCaller(verifier, request);
    } catch (error) {
      return refuse(error);
    }
    if (identified) identified.then(() => done(), refuse);
    else done();
  };
}

/** Names the caller or player of `request`; a promise only when a bearer token must be verified. */
function identifyCaller(verifier: TokenVerifier, request: FastifyRequest): Promise<void> | undefined {
  if (isSignInPath(request.url)) return undefined;
  // `Authorization: Player <token>` is a live game's, checked by classroom: it passes untouched, and only
  // names the player whose budget the request uses (a digest: no token is kept as a counter's name).
  const { authorization } = request.headers;
  if (isPlayerAuthorization(authorization)) {
    const token = playerTokenOf(authorization);
    if (token) request.player = createHash('sha256').update(token).digest('base64url');
    return undefined;
  }
  const token = bearerToken(request);
  if (!token) return undefined;
  return verifier.verify(token).then(
    (caller) => {
      request.caller = caller;
    },
    (error: unknown) => {
      if (error instanceof AppError && error.status === 503) {
        request.log.warn('token keys are unavailable: forwarding without checking the token');
        return;
      }
      throw error;
    },
  );
}
