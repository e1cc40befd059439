// Who calls a live-game route: the host (an account token), a player (a player token), or, to join, either an
// account or nobody. The two schemes never stand in for each other.
import { isPlayerAuthorization, playerTokenOf } from '@quizdrill/contracts';
import { AppError, bearerToken, requireCaller, type TokenVerifier } from '@quizdrill/service-kit';
import type { FastifyRequest } from 'fastify';
import { notHost, playerTokenInvalid } from '../live/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `Player` token of a player's request (set by `requirePlayer`). */
    playerToken?: string;
  }
}

/** The host's routes: an account token; a player token is a player, and players do not run games. */
export function requireAccount(tokens: TokenVerifier) {
  const account = requireCaller(tokens);
  return async (request: FastifyRequest, reply: Parameters<typeof account>[1]) => {
    if (isPlayerAuthorization(request.headers.authorization)) throw notHost();
    await account(request, reply);
  };
}

/** Joining: signed in (an account token) or not at all; a player token says nothing about who joins. */
export function optionalAccount(tokens: TokenVerifier) {
  return async (request: FastifyRequest) => {
    if (isPlayerAuthorization(request.headers.authorization)) return;
    const token = bearerToken(request);
    if (token) request.caller = await tokens.verify(token);
  };
}

/** A player's routes: `Authorization: Player <token>`, checked against the game by the route itself. */
export async function requirePlayer(request: FastifyRequest): Promise<void> {
  const token = playerTokenOf(request.headers.authorization);
  if (!token) throw playerTokenInvalid();
  request.playerToken = token;
}

/** The events stream takes either: a player token for a player, an account token for the host. */
export function playerOrAccount(tokens: TokenVerifier) {
  const account = requireAccount(tokens);
  return async (request: FastifyRequest, reply: Parameters<typeof account>[1]) => {
    if (isPlayerAuthorization(request.headers.authorization)) return requirePlayer(request);
    if (request.headers.authorization === undefined) throw AppError.unauthorized();
    return account(request, reply);
  };
}
