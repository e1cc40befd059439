// What the live stores read and write: a game's hash as TypeScript sees it, each script's outcomes, and the parsing
// of Redis's flat replies. keys.ts lists the fields; lua.ts the scripts.
import type { GameEndReason, GameStatus, LiveOrderType } from '@quizdrill/contracts';

export type Reply = (string | number | Reply)[];
export type Script = (...keysThenArgs: (string | number)[]) => Promise<Reply>;

/** A game's hash as TypeScript reads it (keys.ts lists the fields). */
export interface GameMeta {
  gameId: string;
  hostId: string;
  hostName: string;
  course: { id: number; name: string; displayName: string };
  orderType: LiveOrderType;
  /** null: the teacher advances. */
  questionSeconds: number | null;
  allowGuests: boolean;
  maxPlayers: number;
  pin: string;
  /** The team whose members alone may join (issue 18), or null for an open game. */
  groupId: string | null;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
  endReason: GameEndReason | null;
  status: GameStatus;
  /** -1 before the first question. */
  questionIndex: number;
  questionCount: number;
  shownAt: number;
  /** 0 without a timer. */
  deadline: number;
  revealedAt: number | null;
  players: number;
  version: number;
}

/** A stored question as players see it, and its answer key. */
export interface StoredQuestion {
  shown: string;
  answerKey: string;
  questionId: number;
}

/** A game as created: what its hash starts with, and its questions. */
export type NewGame = Pick<
  GameMeta,
  | 'gameId'
  | 'hostId'
  | 'hostName'
  | 'course'
  | 'orderType'
  | 'questionSeconds'
  | 'allowGuests'
  | 'maxPlayers'
  | 'pin'
  | 'groupId'
> & { questions: StoredQuestion[] };

export type JoinResult =
  | {
      status: 'joined' | 'rejoined';
      playerId: string;
      nickname: string;
      players: number;
      gameStatus: GameStatus;
    }
  | { status: 'missing' }
  | { status: 'ended' }
  | { status: 'guests_not_allowed' }
  | { status: 'removed' }
  | { status: 'name_taken' }
  | { status: 'full'; maxPlayers: number };

export type AnswerResult =
  | { status: 'ok'; answered: number; players: number; timed: boolean }
  | { status: 'unauthorized' }
  | { status: 'removed' }
  | { status: 'not_current' }
  | { status: 'answered' }
  | { status: 'too_late' }
  | { status: 'invalid'; labels: string }
  /** The question's answer is graded in TypeScript (live/answer-keys.ts): answer again with the credit. */
  | { status: 'grade'; answerKey: string };

export type ShowResult =
  | {
      status: 'question';
      index: number;
      total: number;
      shown: string;
      deadline: number;
      version: number;
      seconds: number;
    }
  | { status: 'last' }
  | { status: 'missing' }
  | { status: 'not_allowed'; gameStatus: GameStatus };

export type RevealResult =
  | {
      status: 'revealed';
      index: number;
      version: number;
      answerKey: string;
      counts: Map<string, number>;
      /** Player id → their answer to the revealed question. */
      answers: Map<string, StoredAnswer>;
      players: number;
    }
  | { status: 'missing' }
  | { status: 'moved' }
  | { status: 'not_due' }
  | { status: 'not_allowed'; gameStatus: GameStatus };

export type EndResult =
  | { status: 'finished'; version: number }
  | { status: 'missing' }
  | { status: 'already' };

export type RemoveResult =
  | { status: 'removed'; players: number }
  | { status: 'missing' }
  | { status: 'unknown' }
  | { status: 'already' };

export interface StoredAnswer {
  answer: string;
  elapsedMs: number;
  points: number;
  /** 0–1; absent in a game from before kinds (right when it scored). */
  credit?: number;
}

export interface PlayerEntry {
  /** What the other players see: a guest's nickname, a signed-in player's first name and initial. */
  nickname: string;
  /** What the host sees (contracts' playerNameFor); absent in a game joined before names were kept. */
  name?: string;
  userId: string | null;
  username: string | null;
}

/** The players with their running totals, as one moment of the game. */
export interface StandingsSnapshot {
  players: Map<string, PlayerEntry>;
  scores: Map<string, number>;
  times: Map<string, number>;
  removed: Set<string>;
}

/** What one viewer needs beyond the game's hash: the question on screen and, for a player, their own part. */
export interface ViewerSnapshot {
  question: string | null;
  answerKey: string | null;
  counts: Map<string, number>;
  answered: number;
  /** The viewing player, their answer to the current question and their score. */
  player: PlayerEntry | null;
  ownAnswer: StoredAnswer | null;
  ownScore: number;
}

/** `answer|ms|points|credit` (or `label|ms|points` from before kinds): a typed answer may hold `|` itself. */
export function parseStoredAnswer(stored: string): StoredAnswer {
  const parts = stored.split('|');
  if (parts.length === 3) {
    const [answer = '', elapsed = '0', points = '0'] = parts;
    return { answer, elapsedMs: Number(elapsed), points: Number(points) };
  }
  const [elapsed = '0', points = '0', credit = '0'] = parts.slice(-3);
  return {
    answer: parts.slice(0, -3).join('|'),
    elapsedMs: Number(elapsed),
    points: Number(points),
    credit: Number(credit),
  };
}

export function pairs(flat: Reply | null | undefined): [string, string][] {
  const list = (flat ?? []) as string[];
  const result: [string, string][] = [];
  for (let position = 0; position + 1 < list.length; position += 2) {
    result.push([String(list[position]), String(list[position + 1])]);
  }
  return result;
}

export const numberMap = (entries: [string, string][]) =>
  new Map(entries.map(([key, value]): [string, number] => [key, Number(value)]));

export function parseMeta(gameId: string, hash: Record<string, string>): GameMeta | undefined {
  if (!hash.status) return undefined;
  const optionalNumber = (value: string | undefined) => (value === undefined ? null : Number(value));
  const seconds = Number(hash.secs);
  return {
    gameId,
    hostId: hash.host ?? '',
    hostName: hash.hostName ?? '',
    course: { id: Number(hash.course), name: hash.courseName ?? '', displayName: hash.courseTitle ?? '' },
    orderType: hash.order as LiveOrderType,
    questionSeconds: seconds > 0 ? seconds : null,
    allowGuests: hash.guests === '1',
    maxPlayers: Number(hash.max),
    pin: hash.pin ?? '',
    groupId: hash.group ?? null,
    createdAt: Number(hash.created),
    startedAt: optionalNumber(hash.started),
    endedAt: optionalNumber(hash.ended),
    endReason: (hash.reason as GameEndReason | undefined) ?? null,
    status: hash.status as GameStatus,
    questionIndex: Number(hash.q),
    questionCount: Number(hash.n),
    shownAt: Number(hash.shown ?? 0),
    deadline: Number(hash.deadline ?? 0),
    revealedAt: optionalNumber(hash.revealed),
    players: Number(hash.players ?? 0),
    version: Number(hash.ver ?? 0),
  };
}
