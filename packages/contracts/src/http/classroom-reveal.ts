// What a live game shows when a question's answer is revealed, per kind of question, and when the game ends.
import { type Static, Type } from '@sinclair/typebox';
import { QuestionKindSchema } from '../question-kinds.js';
import { GameEndReason, LeaderboardEntry } from './classroom.js';

/** A player's own outcome of a revealed question. */
export const PlayerOutcome = Type.Object({
  /** The player's answer as sent (a label for single choice), or null when they did not answer. */
  answer: Type.Union([Type.String(), Type.Null()]),
  /** Fully right. */
  correct: Type.Boolean(),
  /** The share of full credit earned, 0–1 (partial for multiple, matching and weighted answers). */
  credit: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  /** The teacher's feedback on what the player answered. */
  feedback: Type.Optional(Type.Array(Type.String())),
  points: Type.Integer(),
  score: Type.Integer(),
  rank: Type.Integer({ minimum: 1 }),
});
export type PlayerOutcome = Static<typeof PlayerOutcome>;

/** How the class answered a short, numeric or matching question (choice kinds are told by `counts`). */
export const LiveDistribution = Type.Union([
  Type.Object({
    kind: Type.Literal('short'),
    /** The answers given most (LIVE_SHORT_ANSWERS_SHOWN at most), grouped ignoring case and spaces. */
    answers: Type.Array(
      Type.Object({
        text: Type.String(),
        count: Type.Integer({ minimum: 1 }),
        /** The credit this answer earns, 0–1: 1 is right. */
        credit: Type.Number(),
      }),
    ),
    /** Answers not among those shown. */
    other: Type.Integer({ minimum: 0 }),
  }),
  Type.Object({
    kind: Type.Literal('numeric'),
    right: Type.Integer({ minimum: 0 }),
    partial: Type.Integer({ minimum: 0 }),
    wrong: Type.Integer({ minimum: 0 }),
  }),
  Type.Object({
    kind: Type.Literal('matching'),
    /** Per prompt in order: its right item and how many matched it right. */
    items: Type.Array(Type.Object({ left: Type.String(), right: Type.String(), correct: Type.Integer() })),
  }),
]);
export type LiveDistribution = Static<typeof LiveDistribution>;

/** Short answers shown one by one in a reveal; the rest are counted as other. */
export const LIVE_SHORT_ANSWERS_SHOWN = 5;

export const LiveReveal = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  /** The right answer in the kind's answer form (contracts' gradeAnswer correctAnswer): `B`, `A,C`, `3.14`… */
  correctOption: Type.String(),
  /** Choice kinds: answers per option label, every label present (multiple: how many ticked it); else empty. */
  counts: Type.Record(Type.String(), Type.Integer()),
  /** The question's kind; absent means single choice. */
  kind: Type.Optional(QuestionKindSchema),
  /** Short, numeric and matching: how the class answered. */
  distribution: Type.Optional(LiveDistribution),
  /** The teacher's general explanation, or null. */
  explanation: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Choice kinds: the teacher's feedback per option label (only those that have some). */
  optionFeedback: Type.Optional(Type.Record(Type.String(), Type.String())),
  answered: Type.Integer(),
  players: Type.Integer(),
  top: Type.Array(LeaderboardEntry),
  /** The receiving player's own outcome; absent for the host. */
  you: Type.Optional(PlayerOutcome),
});
export type LiveReveal = Static<typeof LiveReveal>;

export const LiveFinished = Type.Object({
  reason: GameEndReason,
  players: Type.Integer(),
  top: Type.Array(LeaderboardEntry),
  /** The receiving player's final score and place; absent for the host. */
  you: Type.Optional(Type.Object({ score: Type.Integer(), rank: Type.Integer({ minimum: 1 }) })),
});
export type LiveFinished = Static<typeof LiveFinished>;
