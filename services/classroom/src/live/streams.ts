// The event streams this replica holds (`GET /api/v2/live/games/{gameId}/events`), grouped by game: each game's
// news arrives over NATS (fan-out.ts) once per replica and is written to every stream of that game here.
//
// - A stream starts with the game's current state; news arriving while that state is being read waits and goes
//   out after it, unless the state already covers it (`version`). The same happens after a NATS reconnect, when
//   news may have been missed: every stream gets the state again.
// - A question, a reveal and the end are written to every stream as they come. A reveal and the end carry each
//   player's own outcome, spliced into the shared text per stream.
// - Counts (answers, players) are written at most once per `countIntervalMs` per game, and at once when every
//   player has answered: a class of 1,000 answering must not cost a million writes.

import type { ServerResponse } from 'node:http';
import type { Subscription } from '@nats-io/transport-node';
import { type Clock, epochMs } from '@quizdrill/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { LiveFanOut, LiveMessage } from './fan-out.js';

export type Viewer = { role: 'host' } | { role: 'player'; playerId: string };

/** The `state` event for one viewer: its JSON and the game version it shows. */
export interface ViewerState {
  json: string;
  version: number;
}

export interface LiveStreamsOptions {
  fanOut: LiveFanOut;
  /** The state event for a viewer, or undefined when the game is gone. */
  stateOf(gameId: string, viewer: Viewer): Promise<ViewerState | undefined>;
  /** Tells that these games' hosts are watching (they are not abandoned). */
  hostsPresent(gameIds: string[]): Promise<void>;
  clock: Clock;
  countIntervalMs: number;
  heartbeatMs: number;
  logger: Logger;
}

function frame(event: string, json: string, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json}\n\n`;
}

/** A frame every stream gets alike, encoded once rather than once per stream. */
function sharedFrame(event: string, json: string, id?: number): Buffer {
  return Buffer.from(frame(event, json, id));
}

type Frame = string | Buffer;

/** `{"you":…,` followed by the shared object's fields: one player's copy without parsing the shared text again. */
function withYou(sharedJson: string, you: unknown): string {
  return `{"you":${JSON.stringify(you)},${sharedJson.slice(1)}`;
}

/** What one message means for the streams of its game, worked out once for all of them. */
interface Delivery {
  /** Versioned news (a question, a reveal, the end): written only to streams that have not seen it. */
  version?: number;
  /** The text for the host's streams, and for a player's (undefined: nothing for them). */
  forHost?: Frame;
  forPlayer?: (playerId: string) => Frame | undefined;
  /** This player was removed: their streams end. */
  removedPlayer?: string;
  sentAt: number;
}

class Stream {
  version = -1;
  /** False while the state is being read: deliveries wait in `waiting`. */
  started = false;
  waiting: Delivery[] = [];
  private ended = false;

  constructor(
    readonly viewer: Viewer,
    private readonly response: ServerResponse,
    private readonly onEnd: (stream: Stream) => void,
  ) {
    response.on('close', () => this.end());
  }

  write(text: Frame): void {
    if (!this.ended) this.response.write(text);
  }

  deliver(delivery: Delivery): void {
    if (!this.started) {
      this.waiting.push(delivery);
      return;
    }
    if (delivery.version !== undefined) {
      if (delivery.version <= this.version) return;
      this.version = delivery.version;
    }
    const { viewer } = this;
    if (viewer.role === 'host') {
      if (delivery.forHost) this.write(delivery.forHost);
      return;
    }
    if (delivery.removedPlayer === viewer.playerId) {
      this.write(frame('kicked', JSON.stringify({ sentAt: delivery.sentAt })));
      this.end();
      return;
    }
    const text = delivery.forPlayer?.(viewer.playerId);
    if (text) this.write(text);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.response.end();
    this.onEnd(this);
  }

  get isEnded(): boolean {
    return this.ended;
  }
}

/** One game's streams on this replica, its NATS subscription and the counts waiting to go out. */
class Audience {
  readonly streams = new Set<Stream>();
  subscription: Promise<Subscription> | undefined;
  /** The latest answer count known, and whether the streams have yet to get it. */
  answers: { index: number; answered: number; players: number } | undefined;
  answersUnsent = false;
  /** A player count the players' streams have yet to get. */
  players: number | undefined;
  countTimer: NodeJS.Timeout | undefined;
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

export class LiveStreams {
  private readonly audiences = new Map<string, Audience>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: LiveStreamsOptions) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    options.fanOut.watchReconnects(() => this.resendStates());
  }

  /** Takes over the request's connection as the viewer's event stream; resolves once its state is sent. */
  async open(gameId: string, viewer: Viewer, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    // How long a browser's EventSource waits before reconnecting; fetch readers choose their own.
    response.write('retry: 2000\n\n');
    const audience = this.audienceOf(gameId);
    const stream = new Stream(viewer, response, (ended) => this.forget(gameId, ended));
    audience.streams.add(stream);
    try {
      await audience.subscription;
      await this.sendState(gameId, stream);
    } catch (error) {
      this.options.logger.warn({ err: error, gameId }, 'could not start a live event stream');
      stream.end();
    }
  }

  /** Ends every stream (the service is shutting down; clients reconnect to another replica). */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const audience of this.audiences.values()) {
      for (const stream of [...audience.streams]) stream.end();
    }
  }

  /** How many streams this replica holds (for the metrics and the tests). */
  get size(): number {
    let count = 0;
    for (const audience of this.audiences.values()) count += audience.streams.size;
    return count;
  }

  private audienceOf(gameId: string): Audience {
    let audience = this.audiences.get(gameId);
    if (!audience) {
      const created = new Audience();
      created.subscription = this.options.fanOut.subscribe(gameId, (message) =>
        this.receive(gameId, message),
      );
      this.audiences.set(gameId, created);
      audience = created;
    }
    return audience;
  }

  private forget(gameId: string, stream: Stream): void {
    const audience = this.audiences.get(gameId);
    if (!audience) return;
    audience.streams.delete(stream);
    if (audience.streams.size > 0) return;
    this.audiences.delete(gameId);
    clearTimeout(audience.countTimer);
    void audience.subscription?.then((subscription) => subscription.unsubscribe()).catch(() => undefined);
  }

  private async sendState(gameId: string, stream: Stream): Promise<void> {
    stream.started = false;
    const state = await this.options.stateOf(gameId, stream.viewer);
    if (stream.isEnded) return;
    if (!state) {
      stream.end();
      return;
    }
    stream.version = state.version;
    stream.write(frame('state', state.json, state.version));
    stream.started = true;
    for (const delivery of stream.waiting.splice(0)) stream.deliver(delivery);
  }

  private resendStates(): void {
    for (const [gameId, audience] of this.audiences) {
      for (const stream of audience.streams) {
        this.sendState(gameId, stream).catch((error) => {
          this.options.logger.warn({ err: error, gameId }, 'could not resend a live state');
          stream.end();
        });
      }
    }
  }

  private receive(gameId: string, message: LiveMessage): void {
    const audience = this.audiences.get(gameId);
    if (!audience) return;
    switch (message.kind) {
      case 'answers': {
        const pending = audience.answers;
        // From several replicas the counts may arrive out of order: the highest for the question wins.
        if (pending && pending.index === message.index && pending.answered >= message.answered) return;
        audience.answers = { index: message.index, answered: message.answered, players: message.players };
        audience.answersUnsent = true;
        if (message.answered >= message.players)
          this.sendCounts(audience, { playersToo: !message.revealing });
        else this.scheduleCounts(audience);
        return;
      }
      case 'joined':
      case 'left': {
        const { kind, sentAt, ...data } = message;
        audience.players = message.players;
        this.scheduleCounts(audience);
        this.deliver(audience, {
          forHost: frame(
            kind === 'joined' ? 'player.joined' : 'player.left',
            JSON.stringify({ ...data, sentAt }),
          ),
          removedPlayer: kind === 'left' ? message.playerId : undefined,
          sentAt,
        });
        return;
      }
      case 'question': {
        // A new question: counts of the last one are old news.
        audience.answers = undefined;
        audience.answersUnsent = false;
        const { deadline } = message.question;
        const json = JSON.stringify({
          ...message.question,
          remainingMs: deadline === null ? null : Math.max(0, deadline - epochMs(this.options.clock)),
          version: message.version,
          sentAt: message.sentAt,
        });
        const text = sharedFrame('question', json, message.version);
        this.deliver(audience, {
          version: message.version,
          forHost: text,
          forPlayer: () => text,
          sentAt: message.sentAt,
        });
        return;
      }
      case 'reveal': {
        const fields = {
          ...message.reveal,
          version: message.version,
          revealedAt: message.revealedAt,
          sentAt: message.sentAt,
        };
        const shared = JSON.stringify(fields);
        // The host's leaders by full name, the players' by nickname or short name (issue 41).
        const forHost = JSON.stringify({ ...fields, top: message.hostTop });
        this.deliver(audience, {
          version: message.version,
          forHost: sharedFrame('reveal', forHost, message.version),
          forPlayer: (playerId) => {
            const outcome = message.outcomes[playerId];
            if (!outcome) return undefined;
            const [answer, points, score, rank, credit, feedback] = outcome;
            const you = {
              answer,
              correct: credit === undefined ? points > 0 : credit >= 1,
              ...(credit !== undefined && { credit }),
              ...(feedback !== undefined && feedback.length > 0 && { feedback }),
              points,
              score,
              rank,
            };
            return frame('reveal', withYou(shared, you), message.version);
          },
          sentAt: message.sentAt,
        });
        return;
      }
      case 'finished': {
        const fields = { ...message.finished, version: message.version, sentAt: message.sentAt };
        const shared = JSON.stringify(fields);
        const forHost = JSON.stringify({ ...fields, top: message.hostTop });
        this.deliver(audience, {
          version: message.version,
          forHost: sharedFrame('finished', forHost, message.version),
          forPlayer: (playerId) => {
            const outcome = message.outcomes[playerId];
            const you = outcome ? { score: outcome[0], rank: outcome[1] } : undefined;
            return frame('finished', you ? withYou(shared, you) : shared, message.version);
          },
          sentAt: message.sentAt,
        });
        return;
      }
    }
  }

  private deliver(audience: Audience, delivery: Delivery): void {
    for (const stream of audience.streams) stream.deliver(delivery);
  }

  private scheduleCounts(audience: Audience): void {
    if (audience.countTimer) return;
    audience.countTimer = setTimeout(() => this.sendCounts(audience), this.options.countIntervalMs);
  }

  /**
   * Writes the counts waiting: the answers to everyone (to the hosts only when the reveal, right behind, will tell
   * the players), the number of players to the players (hosts got each join).
   */
  private sendCounts(audience: Audience, { playersToo } = { playersToo: true }): void {
    clearTimeout(audience.countTimer);
    audience.countTimer = undefined;
    const sentAt = epochMs(this.options.clock);
    if (audience.answers && audience.answersUnsent) {
      audience.answersUnsent = false;
      const text = sharedFrame('answers', JSON.stringify({ ...audience.answers, sentAt }));
      for (const stream of audience.streams) {
        if (stream.started && (playersToo || stream.viewer.role === 'host')) stream.write(text);
      }
    }
    if (audience.players !== undefined) {
      const text = sharedFrame('lobby', JSON.stringify({ players: audience.players, sentAt }));
      for (const stream of audience.streams) {
        if (stream.started && stream.viewer.role === 'player') stream.write(text);
      }
      audience.players = undefined;
    }
  }

  /** A comment line on every stream; and the games whose host watches here are marked as attended. */
  private beat(): void {
    const attended = new Set<string>();
    for (const [gameId, audience] of this.audiences) {
      for (const stream of audience.streams) {
        stream.write(HEARTBEAT);
        if (stream.viewer.role === 'host') attended.add(gameId);
      }
    }
    this.options.hostsPresent([...attended]).catch((error) => {
      this.options.logger.warn({ err: error }, 'could not mark hosts as present');
    });
  }
}
