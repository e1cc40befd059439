// Past live games as their host sees them: the list, and each game's standings and questions.
import { CloneType, type Static, Type } from '@sinclair/typebox';
import { Language } from '../event-catalog.js';
import { GameEndReason, GameId, GameStatus, LiveCourse } from './classroom.js';

/** One game in the host's list. */
export const GameSummary = Type.Object({
  gameId: GameId,
  /** The PIN while the game runs; null once it is over (the PIN may then belong to another game). */
  pin: Type.Union([Type.String(), Type.Null()]),
  status: GameStatus,
  course: LiveCourse,
  players: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The team the game was played with, or null for an open game. */
  group: Type.Union([Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }), Type.Null()]),
  /**
   * The game is live but its host has not been seen for a while (no screen open, no action): it waits, paused, until
   * they come back or end it; it ends by itself after LIVE_ABANDONED_AFTER_SECONDS (a lobby nobody joined sooner).
   */
  hostAway: Type.Boolean(),
});
export type GameSummary = Static<typeof GameSummary>;

export const PlayerResult = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  playerId: Type.String(),
  /** The name the other players saw: a guest's nickname, a signed-in player's first name and initial. */
  nickname: Type.String(),
  /** The name the host sees (the results are the host's): a signed-in player's full name, a guest's nickname. */
  name: Type.String(),
  /** The account's username for a signed-in player; null for a guest. */
  username: Type.Union([Type.String(), Type.Null()]),
  score: Type.Integer(),
  correct: Type.Integer(),
  answered: Type.Integer(),
  /** Milliseconds spent answering, summed over the answers given: breaks ties in score. */
  answerTimeMs: Type.Integer(),
  /** The player's answer to each question shown (null: none), in question order. */
  answers: Type.Array(Type.Union([Type.String(), Type.Null()])),
  /** The host removed the player; their points stay in the results. */
  removed: Type.Boolean(),
});
export type PlayerResult = Static<typeof PlayerResult>;

export const QuestionResult = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  questionId: Type.Integer(),
  questionText: Type.String(),
  correctOption: Type.String(),
  answered: Type.Integer(),
  correct: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type QuestionResult = Static<typeof QuestionResult>;

/** `GET /api/v2/live/games/{gameId}/results`: the standings and each question shown so far. */
export const GameResults = Type.Object({
  gameId: GameId,
  status: GameStatus,
  endReason: Type.Union([GameEndReason, Type.Null()]),
  course: LiveCourse,
  questionCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  players: Type.Array(PlayerResult),
  questions: Type.Array(QuestionResult),
});
export type GameResults = Static<typeof GameResults>;

export const ResultsQuery = Type.Object(
  {
    format: Type.Optional(
      Type.Union([Type.Literal('json'), Type.Literal('csv')], {
        description: '`json` (the default), or `csv`: the same as a spreadsheet to download.',
      }),
    ),
    language: Type.Optional(
      CloneType(Language, { description: "The CSV's column headings: Swedish (the default) or English." }),
    ),
  },
  { additionalProperties: false },
);
