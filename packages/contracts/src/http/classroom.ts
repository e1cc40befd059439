// Request, response and push-event shapes of the classroom service's live games (issue 17; DESIGN.md "Live
// classroom"). The limits are in rules/classroom.ts.
import { CloneType, type Static, type TSchema, Type } from '@sinclair/typebox';
import { Language } from '../event-catalog.js';
import { QuestionKindSchema } from '../question-kinds.js';
import {
  LIVE_PIN_PATTERN,
  NICKNAME_MAX_LENGTH,
  QUESTION_SECONDS_MAX,
  QUESTION_SECONDS_MIN,
} from '../rules/classroom.js';
import { ANSWER_FORMS } from '../rules/grading.js';
import { ANSWER_MAX_LENGTH } from '../rules/kinds.js';
import { CourseName } from './content.js';

/** Live games are played in course order or shuffled once for the whole class. */
export const LiveOrderType = Type.Union([Type.Literal('ORDER'), Type.Literal('RANDOM')]);
export type LiveOrderType = Static<typeof LiveOrderType>;

/** Where a game stands: players gather, a question is open, its answer is shown, or it is over. */
export const GameStatus = Type.Union([
  Type.Literal('lobby'),
  Type.Literal('question'),
  Type.Literal('reveal'),
  Type.Literal('finished'),
]);
export type GameStatus = Static<typeof GameStatus>;

/** Why a game ended: its last question was played, its host ended it, or its host was away too long. */
export const GameEndReason = Type.Union([
  Type.Literal('completed'),
  Type.Literal('ended'),
  Type.Literal('abandoned'),
]);
export type GameEndReason = Static<typeof GameEndReason>;

export const GameId = Type.String({
  format: 'uuid',
  description: 'The live game, as `POST /api/v2/live/games` or `POST /api/v2/live/join` answered it.',
});
export const GameParams = Type.Object({ gameId: GameId });
export const PlayerParams = Type.Object({
  gameId: GameId,
  playerId: Type.String({
    pattern: '^[1-9][0-9]{0,5}$',
    description: 'The player, as the game lists them (`playerId`).',
  }),
});
export const HostAction = Type.Union([
  Type.Literal('start'),
  Type.Literal('next'),
  Type.Literal('reveal'),
  Type.Literal('end'),
]);
export type HostAction = Static<typeof HostAction>;
export const HostActionParams = Type.Object({
  gameId: GameId,
  action: CloneType(HostAction, {
    description:
      "`start` the game from the lobby, open the `next` question, `reveal` the open question's answer early, or " +
      '`end` the game.',
  }),
});

export const Pin = Type.String({ pattern: LIVE_PIN_PATTERN, description: 'Six digits, the first not 0' });

export const CreateGameRequest = Type.Object(
  {
    courseName: CloneType(CourseName, { description: 'The course to play, by its name.' }),
    orderType: Type.Optional(
      CloneType(LiveOrderType, {
        description: 'The course order, or shuffled once for the whole class (ORDER by default).',
      }),
    ),
    questionSeconds: Type.Optional(
      Type.Union(
        [Type.Integer({ minimum: QUESTION_SECONDS_MIN, maximum: QUESTION_SECONDS_MAX }), Type.Null()],
        {
          description:
            'Seconds each question stays open (20 when left out); `null`: the teacher reveals and advances.',
        },
      ),
    ),
    allowGuests: Type.Optional(
      Type.Boolean({
        description:
          'Whether players without an account may join with a nickname (they may unless told otherwise).',
      }),
    ),
    groupId: Type.Optional(
      Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
        description:
          "One of the host's teams: only its members may join (no guests), and the game shows in its history.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateGameRequest = Static<typeof CreateGameRequest>;

/** Seconds per question when the host does not say. */
export const DEFAULT_QUESTION_SECONDS = 20;

export const CreateGameResponse = Type.Object({
  gameId: GameId,
  pin: Type.String(),
  /** Where players join: PUBLIC_URL's `/live/{pin}`, for the host screen's link and QR code. */
  joinUrl: Type.String(),
});
export type CreateGameResponse = Static<typeof CreateGameResponse>;

export const JoinRequest = Type.Object(
  {
    pin: Pin,
    // A signed-in player's names are rules' signedInPlayerNames.
    nickname: Type.Optional(
      Type.String({
        maxLength: 4 * NICKNAME_MAX_LENGTH,
        description:
          "A guest's name in the game (1–20 characters once trimmed). A signed-in player plays under their own " +
          'names (first name and initial to the other players, the full name to the host) and sends none.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type JoinRequest = Static<typeof JoinRequest>;

export const JoinResponse = Type.Object({
  gameId: GameId,
  playerId: Type.String(),
  /** Sent as `Authorization: Player <playerToken>` to the game's answer and events routes. */
  playerToken: Type.String(),
  /**
   * The name the other players see: a guest's nickname, a signed-in player's first name and initial ("Tina L."),
   * numbered if another player has it already ("Tina L. 2").
   */
  nickname: Type.String(),
});
export type JoinResponse = Static<typeof JoinResponse>;

export const AnswerRequest = Type.Object(
  {
    questionIndex: Type.Integer({
      minimum: 0,
      maximum: 100_000,
      description:
        '0-based index of the question being answered: an answer meant for another question is refused.',
    }),
    answer: Type.String({
      minLength: 1,
      maxLength: ANSWER_MAX_LENGTH,
      description: `The answer in its kind's form: ${Object.entries(ANSWER_FORMS)
        .map(([kind, form]) => `${kind}: ${form}`)
        .join('; ')}`,
    }),
  },
  { additionalProperties: false },
);
export type AnswerRequest = Static<typeof AnswerRequest>;

export const AnswerResponse = Type.Object({ accepted: Type.Literal(true) });

export const LiveCourse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
});

/** A game as host and players see it; `questionIndex` is null before the first question. */
export const GameView = Type.Object({
  gameId: GameId,
  pin: Type.String(),
  joinUrl: Type.String(),
  status: GameStatus,
  course: LiveCourse,
  orderType: LiveOrderType,
  questionSeconds: Type.Union([Type.Integer(), Type.Null()]),
  allowGuests: Type.Boolean(),
  maxPlayers: Type.Integer(),
  questionIndex: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  questionCount: Type.Integer({ minimum: 1 }),
  /** Players in the game now (those the host removed not counted). */
  players: Type.Integer({ minimum: 0 }),
  /** Answers to the current question so far. */
  answered: Type.Integer({ minimum: 0 }),
  /** Grows with every question shown, answer revealed and the end: a client ignores anything older. */
  version: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type GameView = Static<typeof GameView>;

/** A player as the host sees them: `nickname` is a signed-in player's full name, a guest's nickname (issue 41). */
export const RosterEntry = Type.Object({ playerId: Type.String(), nickname: Type.String() });
export type RosterEntry = Static<typeof RosterEntry>;

/** The host's view of the game right now (`GET /api/v2/live/games/{gameId}`). */
export const GameState = Type.Object({ ...GameView.properties, roster: Type.Array(RosterEntry) });
export type GameState = Static<typeof GameState>;

/** A question as players see it: without the right answer. */
export const LiveQuestion = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 1 }),
  questionId: Type.Integer(),
  questionText: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  language: Language,
  /** The question's kind (issue 43); absent means single choice. */
  kind: Type.Optional(QuestionKindSchema),
  /**
   * The options to pick from: a choice question's; for matching the right items to pick for each prompt
   * (contracts' matchingChoices); none for short and numeric.
   */
  options: Type.Array(Type.Object({ optionLabel: Type.String(), optionText: Type.String() })),
  /** matching: the left items, in the order the answer gives a label for each. */
  prompts: Type.Optional(Type.Array(Type.String())),
  /** Seconds the question is open, or null when the teacher reveals it. */
  seconds: Type.Union([Type.Integer(), Type.Null()]),
  /** When answers stop being accepted (server time, ms since 1970), or null. */
  deadline: Type.Union([Type.Number(), Type.Null()]),
  /** Milliseconds left when the server sent this, for a countdown that does not depend on the device's clock. */
  remainingMs: Type.Union([Type.Number(), Type.Null()]),
});
export type LiveQuestion = Static<typeof LiveQuestion>;

export const LeaderboardEntry = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  playerId: Type.String(),
  /**
   * The name this viewer sees (rules' playerNameFor): to the host a signed-in player's full name, to the players
   * their first name and initial; a guest's nickname to everyone.
   */
  nickname: Type.String(),
  score: Type.Integer(),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

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

/** What the receiving player has done in this game; null for the host. */
export const PlayerSelf = Type.Object({
  playerId: Type.String(),
  nickname: Type.String(),
  /** Their answer to the current question, or null: a reload mid-question shows whether it is locked in. */
  answer: Type.Union([Type.String(), Type.Null()]),
  score: Type.Integer(),
});
export type PlayerSelf = Static<typeof PlayerSelf>;

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

export const ClassroomErrorCode = {
  courseNotFound: 'course_not_found',
  courseEmpty: 'course_empty',
  gameNotFound: 'game_not_found',
  gameEnded: 'game_ended',
  gameFull: 'game_full',
  guestsNotAllowed: 'guests_not_allowed',
  nicknameRequired: 'nickname_required',
  nicknameInvalid: 'nickname_invalid',
  nicknameTaken: 'nickname_taken',
  tooManyPinAttempts: 'too_many_pin_attempts',
  /** A guest joins with the join page's device cookie (the device their guesses and joins count against). */
  deviceRequired: 'device_required',
  /** One address asked for more new devices than its budget (429 with Retry-After). */
  tooManyDevices: 'too_many_devices',
  /** One device or one address joined more often than its budget (429 with Retry-After). */
  tooManyJoins: 'too_many_joins',
  /** The player token is missing, malformed or not one of this game's: join again (never a logout). */
  playerTokenInvalid: 'player_token_invalid',
  playerRemoved: 'player_removed',
  playerNotFound: 'player_not_found',
  alreadyAnswered: 'already_answered',
  answerTooLate: 'answer_too_late',
  questionNotCurrent: 'question_not_current',
  invalidAnswer: 'invalid_answer',
  /** A host action the game's state does not allow now (start twice, next before the reveal…). */
  actionNotAllowed: 'action_not_allowed',
  /** A team game refuses a player who is not a member of its team (403). */
  notTeamMember: 'not_team_member',
} as const;
