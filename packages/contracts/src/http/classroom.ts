// Request and response shapes of the classroom service's live games (issue 17; DESIGN.md "Live classroom"). The
// limits are in rules/classroom.ts; the reveal, the push events and past games' results have files of their own
// (classroom-reveal.ts, classroom-events.ts, classroom-results.ts).
import { CloneType, type Static, Type } from '@sinclair/typebox';
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

/** What the receiving player has done in this game; null for the host. */
export const PlayerSelf = Type.Object({
  playerId: Type.String(),
  nickname: Type.String(),
  /** Their answer to the current question, or null: a reload mid-question shows whether it is locked in. */
  answer: Type.Union([Type.String(), Type.Null()]),
  score: Type.Integer(),
});
export type PlayerSelf = Static<typeof PlayerSelf>;

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
