// The push events of a live game, to the host and the players.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { GameView, LiveQuestion, PlayerSelf, RosterEntry } from './classroom.js';
import { LiveFinished, LiveReveal } from './classroom-reveal.js';

const sentAt = {
  /** When the server sent the event (ms since 1970): lets a client (and the benchmark) see how late it came. */
  sentAt: Type.Number(),
};

/**
 * The push stream's events (`GET /api/v2/live/games/{gameId}/events`, server-sent events: `event: <name>` and
 * `data: <json>`). `state` comes first on every connection, so a reconnect resumes where the game is; a comment
 * line (`: heartbeat`) keeps a quiet stream open.
 */
export const LiveEvents = {
  /** Everything needed to draw the screen now; first on every connection. */
  state: Type.Object({
    game: GameView,
    question: Type.Union([LiveQuestion, Type.Null()]),
    reveal: Type.Union([LiveReveal, Type.Null()]),
    finished: Type.Union([LiveFinished, Type.Null()]),
    you: Type.Union([PlayerSelf, Type.Null()]),
    /** Every player, for the host; null for players. */
    roster: Type.Union([Type.Array(RosterEntry), Type.Null()]),
    ...sentAt,
  }),
  /** To the host: a player joined. */
  'player.joined': Type.Object({ ...RosterEntry.properties, players: Type.Integer(), ...sentAt }),
  /** To the host: the host removed a player. */
  'player.left': Type.Object({ playerId: Type.String(), players: Type.Integer(), ...sentAt }),
  /** To players: how many are in the game (a few times a second at most while many join). */
  lobby: Type.Object({ players: Type.Integer(), ...sentAt }),
  question: Type.Object({ ...LiveQuestion.properties, version: Type.Integer(), ...sentAt }),
  /** How many have answered the current question (a few times a second at most; at once when all have). */
  answers: Type.Object({
    index: Type.Integer(),
    answered: Type.Integer(),
    players: Type.Integer(),
    ...sentAt,
  }),
  reveal: Type.Object({
    ...LiveReveal.properties,
    version: Type.Integer(),
    revealedAt: Type.Number(),
    ...sentAt,
  }),
  finished: Type.Object({ ...LiveFinished.properties, version: Type.Integer(), ...sentAt }),
  /** To a removed player, after which the stream ends. */
  kicked: Type.Object({ ...sentAt }),
} satisfies Record<string, TSchema>;
export type LiveEventName = keyof typeof LiveEvents;
export type LiveEventData<N extends LiveEventName> = Static<(typeof LiveEvents)[N]>;
