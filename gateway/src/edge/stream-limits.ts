// Caps on the event streams (a live game's push, a job's progress) this gateway holds open at once: per player token,
// per signed-in user, per game, per address, and in all. A stream holds two file descriptors for as long as it lasts,
// so streams nobody capped once took every descriptor of the process, and every other user's connection was reset
// (issue 39). A stream over a cap is answered 429 here, before anything is opened at the service.
//
// Counted in this process only: a stream is held by one gateway, and while it lasts its count is a number in memory
// here, with no round trip to take or give back its place. With several gateways behind a balancer each holds its own
// caps, so a player may hold up to that many times their cap in all; the ceiling is this process's by nature.
import { normalizeIP } from '@fastify/rate-limit';
import { ErrorCode } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import { isEventStream, liveGameOfStream } from '../proxy/upstream-policy.js';
import type { EdgeCheck } from './edge-check.js';

export type StreamLimit = 'player' | 'user' | 'game' | 'address' | 'ceiling';

export interface StreamCaps {
  /** One guest's player token: a tab or two, and a reconnect whose old connection has not yet closed. */
  perPlayer: number;
  /** One signed-in user: a host's screens and their AI jobs' progress. */
  perUser: number;
  perGame: number;
  /** One address: a whole school behind its NAT. */
  perAddress: number;
  /** Every stream of this process: what its file descriptors allow (stream-ceiling.ts). */
  ceiling: number;
}

/** Who a stream is for, as far as the gateway knows before forwarding it. */
export interface StreamHolder {
  address: string;
  /** A digest of the player token (edge-auth.ts). */
  player?: string;
  userId?: string;
  game?: string;
}

export type StreamPlace = { release(): void } | { refusedBy: StreamLimit };

/** The streams held now, counted per holder and in all. */
export class OpenStreams {
  private readonly counts = new Map<string, number>();
  private total = 0;

  constructor(readonly caps: StreamCaps) {}

  get size(): number {
    return this.total;
  }

  /**
   * A place for one more stream of `holder`, given back by `release()` (once, however often it is called); or the
   * first cap it would pass, the holder's own first, and then nothing is taken.
   */
  open(holder: StreamHolder): StreamPlace {
    const { caps } = this;
    const keys: [StreamLimit, string, number][] = [];
    if (holder.player !== undefined) keys.push(['player', `player:${holder.player}`, caps.perPlayer]);
    if (holder.userId !== undefined) keys.push(['user', `user:${holder.userId}`, caps.perUser]);
    if (holder.game !== undefined) keys.push(['game', `game:${holder.game}`, caps.perGame]);
    keys.push(['address', `address:${holder.address}`, caps.perAddress]);
    for (const [limit, key, cap] of keys) if ((this.counts.get(key) ?? 0) >= cap) return { refusedBy: limit };
    if (this.total >= caps.ceiling) return { refusedBy: 'ceiling' };

    for (const [, key] of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        for (const [, key] of keys) {
          const left = (this.counts.get(key) ?? 1) - 1;
          if (left === 0) this.counts.delete(key);
          else this.counts.set(key, left);
        }
      },
    };
  }
}

/** A refused stream's client waits about as long as the web app's longest pause between reconnects. */
const RETRY_AFTER_SECONDS = 5;

const MESSAGES: Record<StreamLimit, (cap: number) => string> = {
  player: (cap) =>
    `This player already has ${cap} live connections open. Close another tab or window and try again.`,
  user: (cap) => `You already have ${cap} live connections open. Close another tab or window and try again.`,
  game: (cap) => `This game already has ${cap} live connections open. Try again in a moment.`,
  address: (cap) => `Your network already has ${cap} live connections open. Try again in a moment.`,
  ceiling: () => 'The server holds as many live connections as it can right now. Try again in a moment.',
};

export function tooManyStreams(limit: StreamLimit, caps: StreamCaps): AppError {
  const cap = {
    player: caps.perPlayer,
    user: caps.perUser,
    game: caps.perGame,
    address: caps.perAddress,
    ceiling: caps.ceiling,
  }[limit];
  return new AppError(429, ErrorCode.tooManyStreams, MESSAGES[limit](cap), {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}

/**
 * The caps as an onRequest hook, after the token check (which names the user or player) and the rate limits. Other
 * requests pass at the cost of one substring test. A refused stream's connection is closed with its answer: kept
 * alive, each refused attempt of a flood would hold a descriptor for the keep-alive timeout.
 */
export function limitEventStreams(streams: OpenStreams): EdgeCheck {
  return function limitStreams(request, reply, done) {
    if (!request.url.includes('/events')) return done();
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (!isEventStream(pathname)) return done();
    const place = streams.open({
      address: normalizeIP(request.ip),
      player: request.player,
      userId: request.caller?.userId,
      game: liveGameOfStream(pathname),
    });
    if ('refusedBy' in place) {
      reply.header('connection', 'close');
      return done(tooManyStreams(place.refusedBy, streams.caps));
    }
    // The response closes when the stream ends either way (the client left, the service ended it, forwarding failed).
    if (reply.raw.destroyed) place.release();
    else reply.raw.once('close', place.release);
    done();
  };
}
