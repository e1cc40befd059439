// The live games in Redis as typed calls: each change one script of lua.ts, each read that must see one moment of
// a game one MULTI. Nothing else touches the keys of keys.ts.
import type { GameEndReason, GameStatus, LiveOrderType } from '@quizdrill/contracts';
import type { Redis } from 'ioredis';
import type { GameRecord, RecordedAnswer, RecordedPlayer, RecordedQuestion } from '../domain/results.js';
import type { ClassroomKeys } from './keys.js';
import {
  ANSWER_LUA,
  CREATE_LUA,
  END_LUA,
  JOIN_LUA,
  LEASE_LUA,
  RELEASE_LUA,
  REMOVE_LUA,
  REVEAL_LUA,
  SHOW_LUA,
} from './lua.js';

type Reply = (string | number | Reply)[];
type Script = (...keysThenArgs: (string | number)[]) => Promise<Reply>;

interface LiveRedis extends Redis {
  liveCreate: Script;
  liveJoin: Script;
  liveAnswer: Script;
  liveShow: Script;
  liveReveal: Script;
  liveEnd: Script;
  liveRemove: Script;
  liveLease(lease: string, replica: string, ms: number): Promise<number>;
  liveRelease(lease: string, replica: string): Promise<number>;
}

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

export interface NewGame {
  gameId: string;
  hostId: string;
  hostName: string;
  course: { id: number; name: string; displayName: string };
  orderType: LiveOrderType;
  questionSeconds: number | null;
  allowGuests: boolean;
  maxPlayers: number;
  pin: string;
  groupId: string | null;
  questions: StoredQuestion[];
}

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
  | { status: 'invalid'; labels: string };

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
      answers: Map<string, ParsedAnswer>;
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

export interface ParsedAnswer {
  answer: string;
  elapsedMs: number;
  points: number;
}

export interface PlayerEntry {
  nickname: string;
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
  ownAnswer: ParsedAnswer | null;
  ownScore: number;
}

export function parseAnswer(stored: string): ParsedAnswer {
  const [answer = '', elapsed = '0', points = '0'] = stored.split('|');
  return { answer, elapsedMs: Number(elapsed), points: Number(points) };
}

function pairs(flat: Reply | null | undefined): [string, string][] {
  const list = (flat ?? []) as string[];
  const result: [string, string][] = [];
  for (let position = 0; position + 1 < list.length; position += 2) {
    result.push([String(list[position]), String(list[position + 1])]);
  }
  return result;
}

const numberMap = (entries: [string, string][]) =>
  new Map(entries.map(([key, value]): [string, number] => [key, Number(value)]));

function parseMeta(gameId: string, hash: Record<string, string>): GameMeta | undefined {
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

export class LiveStore {
  private readonly redis: LiveRedis;

  /** `redis` gains the scripts as commands (loaded once, then run by hash). */
  constructor(
    redis: Redis,
    private readonly keys: ClassroomKeys,
  ) {
    redis.defineCommand('liveCreate', { numberOfKeys: 6, lua: CREATE_LUA });
    redis.defineCommand('liveJoin', { numberOfKeys: 11, lua: JOIN_LUA });
    redis.defineCommand('liveAnswer', { numberOfKeys: 9, lua: ANSWER_LUA });
    redis.defineCommand('liveShow', { numberOfKeys: 4, lua: SHOW_LUA });
    redis.defineCommand('liveReveal', { numberOfKeys: 6, lua: REVEAL_LUA });
    redis.defineCommand('liveEnd', { numberOfKeys: 5, lua: END_LUA });
    redis.defineCommand('liveRemove', { numberOfKeys: 5, lua: REMOVE_LUA });
    redis.defineCommand('liveLease', { numberOfKeys: 1, lua: LEASE_LUA });
    redis.defineCommand('liveRelease', { numberOfKeys: 1, lua: RELEASE_LUA });
    this.redis = redis as LiveRedis;
  }

  async create(game: NewGame, now: number): Promise<'ok' | 'pin_taken' | 'exists'> {
    const keys = this.keys.game(game.gameId);
    const meta: Record<string, string> = {
      host: game.hostId,
      hostName: game.hostName,
      course: String(game.course.id),
      courseName: game.course.name,
      courseTitle: game.course.displayName,
      order: game.orderType,
      secs: String(game.questionSeconds ?? 0),
      guests: game.allowGuests ? '1' : '0',
      max: String(game.maxPlayers),
      pin: game.pin,
      ...(game.groupId === null ? {} : { group: game.groupId }),
      created: String(now),
      status: 'lobby',
      q: '-1',
      n: String(game.questions.length),
      deadline: '0',
      players: '0',
      seq: '0',
      ver: '0',
    };
    const questions = game.questions.map((question) => [
      question.shown,
      question.answerKey,
      String(question.questionId),
    ]);
    const [status] = await this.redis.liveCreate(
      keys.meta,
      keys.questions,
      keys.answerKeys,
      keys.questionIds,
      this.keys.pin(game.pin),
      this.keys.hostsSeen,
      game.gameId,
      now,
      JSON.stringify(meta),
      JSON.stringify(questions),
    );
    return status as 'ok' | 'pin_taken' | 'exists';
  }

  /** The team a game admits only the members of, or null (an open game, or one gone from Redis). */
  async groupOf(gameId: string): Promise<string | null> {
    return this.redis.hget(this.keys.game(gameId).meta, 'group');
  }

  /** The id of the game that has the PIN, and whether it is over. */
  async gameOfPin(pin: string): Promise<{ gameId: string; ended: boolean } | undefined> {
    const held = await this.redis.get(this.keys.pin(pin));
    if (held === null) return undefined;
    return held.startsWith('ended:')
      ? { gameId: held.slice(6), ended: true }
      : { gameId: held, ended: false };
  }

  async join(
    gameId: string,
    player: {
      userId: string | null;
      username: string | null;
      nickname: string;
      nicknameKey: string;
      device: string | undefined;
    },
    tokenHash: string,
  ): Promise<JoinResult> {
    const keys = this.keys.game(gameId);
    const reply = await this.redis.liveJoin(
      keys.meta,
      keys.players,
      keys.names,
      keys.users,
      keys.tokens,
      keys.removed,
      keys.scores,
      keys.times,
      keys.rights,
      keys.devices,
      keys.removedDevices,
      player.userId ?? '',
      player.nickname,
      player.nicknameKey,
      tokenHash,
      player.username ?? '',
      player.device ?? '',
    );
    const status = reply[0] as string;
    if (status === 'joined' || status === 'rejoined') {
      return {
        status,
        playerId: String(reply[1]),
        nickname: String(reply[2]),
        players: Number(reply[3]),
        gameStatus: reply[4] as GameStatus,
      };
    }
    if (status === 'full') return { status, maxPlayers: Number(reply[1]) };
    return { status } as JoinResult;
  }

  async answer(
    gameId: string,
    tokenHash: string,
    index: number,
    label: string,
    now: number,
  ): Promise<AnswerResult> {
    const keys = this.keys.game(gameId);
    const reply = await this.redis.liveAnswer(
      keys.meta,
      keys.tokens,
      keys.removed,
      keys.answerKeys,
      keys.answers(index),
      keys.counts(index),
      keys.scores,
      keys.times,
      keys.rights,
      tokenHash,
      index,
      label,
      now,
    );
    const status = reply[0] as string;
    if (status === 'ok') {
      return { status, answered: Number(reply[1]), players: Number(reply[2]), timed: reply[3] === 1 };
    }
    if (status === 'invalid') return { status, labels: String(reply[1]) };
    return { status } as AnswerResult;
  }

  async show(gameId: string, action: 'start' | 'next', now: number): Promise<ShowResult> {
    const keys = this.keys.game(gameId);
    const reply = await this.redis.liveShow(
      keys.meta,
      keys.questions,
      this.keys.deadlines,
      this.keys.hostsSeen,
      action,
      now,
      gameId,
    );
    const status = reply[0] as string;
    if (status === 'question') {
      return {
        status,
        index: Number(reply[1]),
        total: Number(reply[2]),
        shown: String(reply[3]),
        deadline: Number(reply[4]),
        version: Number(reply[5]),
        seconds: Number(reply[6]),
      };
    }
    if (status === 'not_allowed') return { status, gameStatus: reply[1] as GameStatus };
    return { status } as ShowResult;
  }

  /** Reveals the question the game is on, if `mode` allows it now (see REVEAL_LUA). */
  async reveal(gameId: string, mode: 'host' | 'timer' | 'all_answered', now: number): Promise<RevealResult> {
    const keys = this.keys.game(gameId);
    // The script's keys name the question: read which it is, and read again if it moved meanwhile.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const index = Number((await this.redis.hget(keys.meta, 'q')) ?? -1);
      if (index < 0) {
        const status = await this.redis.hget(keys.meta, 'status');
        return status === null
          ? { status: 'missing' }
          : { status: 'not_allowed', gameStatus: status as GameStatus };
      }
      const reply = await this.redis.liveReveal(
        keys.meta,
        keys.answerKeys,
        keys.answers(index),
        keys.counts(index),
        this.keys.deadlines,
        this.keys.hostsSeen,
        mode,
        now,
        gameId,
        index,
      );
      const status = reply[0] as string;
      if (status === 'moved') continue;
      if (status === 'revealed') {
        return {
          status,
          index,
          version: Number(reply[1]),
          answerKey: String(reply[2]),
          counts: numberMap(pairs(reply[3] as Reply)),
          answers: new Map(pairs(reply[4] as Reply).map(([id, stored]) => [id, parseAnswer(stored)])),
          players: Number(reply[5]),
        };
      }
      if (status === 'not_allowed') return { status, gameStatus: reply[1] as GameStatus };
      return { status } as RevealResult;
    }
    return { status: 'moved' };
  }

  async end(gameId: string, reason: GameEndReason, now: number, endedPinSeconds: number): Promise<EndResult> {
    const keys = this.keys.game(gameId);
    const pin = await this.redis.hget(keys.meta, 'pin');
    const reply = await this.redis.liveEnd(
      keys.meta,
      this.keys.pin(pin ?? 'none'),
      this.keys.deadlines,
      this.keys.hostsSeen,
      this.keys.unstored,
      reason,
      now,
      gameId,
      endedPinSeconds,
    );
    const status = reply[0] as string;
    if (status === 'finished') return { status, version: Number(reply[1]) };
    return { status } as EndResult;
  }

  async remove(gameId: string, playerId: string): Promise<RemoveResult> {
    const keys = this.keys.game(gameId);
    const reply = await this.redis.liveRemove(
      keys.meta,
      keys.players,
      keys.removed,
      keys.devices,
      keys.removedDevices,
      playerId,
    );
    const status = reply[0] as string;
    if (status === 'removed') return { status, players: Number(reply[1]) };
    return { status } as RemoveResult;
  }

  /** The host acted or holds a stream open: the game is not abandoned (live games only). */
  async hostSeen(gameIds: readonly string[], now: number): Promise<void> {
    if (gameIds.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const gameId of gameIds) pipeline.zadd(this.keys.hostsSeen, 'XX', now, gameId);
    await pipeline.exec();
  }

  async meta(gameId: string): Promise<GameMeta | undefined> {
    return parseMeta(gameId, await this.redis.hgetall(this.keys.game(gameId).meta));
  }

  /** The player a token belongs to in this game, and whether the host removed them. */
  async playerOfToken(
    gameId: string,
    tokenHash: string,
  ): Promise<{ playerId: string; removed: boolean } | undefined> {
    const keys = this.keys.game(gameId);
    const playerId = await this.redis.hget(keys.tokens, tokenHash);
    if (playerId === null) return undefined;
    return { playerId, removed: (await this.redis.sismember(keys.removed, playerId)) === 1 };
  }

  /** The question on screen (when there is one) and, for a player, their answer to it and their score. */
  async viewerSnapshot(
    gameId: string,
    questionIndex: number,
    playerId: string | null,
  ): Promise<ViewerSnapshot> {
    const keys = this.keys.game(gameId);
    // Before the first question there is none to read: index -1 names keys that never exist.
    const index = String(questionIndex);
    const results = await this.redis
      .multi()
      .hget(keys.questions, index)
      .hget(keys.answerKeys, index)
      .hgetall(keys.counts(questionIndex))
      .hlen(keys.answers(questionIndex))
      .hget(keys.answers(questionIndex), playerId ?? '')
      .hget(keys.players, playerId ?? '')
      .hget(keys.scores, playerId ?? '')
      .exec();
    const value = (position: number) => results?.[position]?.[1];
    const ownAnswer = value(4) as string | null;
    const player = value(5) as string | null;
    return {
      question: (value(0) as string | null) ?? null,
      answerKey: (value(1) as string | null) ?? null,
      counts: numberMap(Object.entries((value(2) as Record<string, string>) ?? {})),
      answered: Number(value(3) ?? 0),
      player: player ? (JSON.parse(player) as PlayerEntry) : null,
      ownAnswer: ownAnswer ? parseAnswer(ownAnswer) : null,
      ownScore: Number(value(6) ?? 0),
    };
  }

  async standings(gameId: string): Promise<StandingsSnapshot> {
    const keys = this.keys.game(gameId);
    const results = await this.redis
      .multi()
      .hgetall(keys.players)
      .hgetall(keys.scores)
      .hgetall(keys.times)
      .smembers(keys.removed)
      .exec();
    const value = <T>(position: number) => results?.[position]?.[1] as T;
    const players = new Map(
      Object.entries(value<Record<string, string>>(0) ?? {}).map(([id, json]): [string, PlayerEntry] => [
        id,
        JSON.parse(json) as PlayerEntry,
      ]),
    );
    return {
      players,
      scores: numberMap(Object.entries(value<Record<string, string>>(1) ?? {})),
      times: numberMap(Object.entries(value<Record<string, string>>(2) ?? {})),
      removed: new Set(value<string[]>(3) ?? []),
    };
  }

  /** Everything that happened in the game so far, for its results and for storing it once it is over. */
  async record(meta: GameMeta): Promise<GameRecord> {
    const keys = this.keys.game(meta.gameId);
    const shown = meta.questionIndex + 1;
    const multi = this.redis
      .multi()
      .hgetall(keys.players)
      .smembers(keys.removed)
      .hgetall(keys.questions)
      .hgetall(keys.answerKeys)
      .hgetall(keys.questionIds);
    for (let index = 0; index < shown; index += 1) multi.hgetall(keys.answers(index));
    const results = (await multi.exec()) ?? [];
    const value = <T>(position: number) => results[position]?.[1] as T;
    const removed = new Set(value<string[]>(1) ?? []);
    const players: RecordedPlayer[] = Object.entries(value<Record<string, string>>(0) ?? {}).map(
      ([playerId, json]) => ({
        playerId,
        ...(JSON.parse(json) as PlayerEntry),
        removed: removed.has(playerId),
      }),
    );
    const shownQuestions = value<Record<string, string>>(2) ?? {};
    const answerKeys = value<Record<string, string>>(3) ?? {};
    const questionIds = value<Record<string, string>>(4) ?? {};
    const questions: RecordedQuestion[] = [];
    const answers: RecordedAnswer[] = [];
    for (let index = 0; index < shown; index += 1) {
      const answerKey = answerKeys[index] ?? '';
      questions.push({
        index,
        questionId: Number(questionIds[index]),
        questionText:
          (JSON.parse(shownQuestions[index] ?? '{}') as { questionText?: string }).questionText ?? '',
        correctOption: answerKey.slice(0, 1),
        labels: answerKey.slice(2),
      });
      for (const [playerId, stored] of Object.entries(value<Record<string, string>>(5 + index) ?? {})) {
        answers.push({ playerId, index, ...parseAnswer(stored) });
      }
    }
    return {
      gameId: meta.gameId,
      status: meta.status,
      endReason: meta.endReason,
      course: meta.course,
      questionCount: meta.questionCount,
      createdAt: new Date(meta.createdAt),
      startedAt: meta.startedAt === null ? null : new Date(meta.startedAt),
      endedAt: meta.endedAt === null ? null : new Date(meta.endedAt),
      players,
      questions,
      answers,
    };
  }

  /** Games whose open question's deadline has passed. */
  dueDeadlines(now: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.keys.deadlines, '-inf', now, 'LIMIT', 0, limit);
  }

  /** When the live game's host was last seen (ms); null when the game is not live. */
  async hostLastSeen(gameId: string): Promise<number | null> {
    const score = await this.redis.zscore(this.keys.hostsSeen, gameId);
    return score === null ? null : Number(score);
  }

  /** Live games whose host was last seen before `before`. */
  abandoned(before: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.keys.hostsSeen, '-inf', before, 'LIMIT', 0, limit);
  }

  /** Finished games still waiting to be stored since before `before`. */
  unstored(before: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.keys.unstored, '-inf', before, 'LIMIT', 0, limit);
  }

  /** The game is gone from Redis (emptied, or expired): it leaves the schedules too. */
  async forget(gameId: string): Promise<void> {
    await this.redis
      .multi()
      .zrem(this.keys.deadlines, gameId)
      .zrem(this.keys.hostsSeen, gameId)
      .zrem(this.keys.unstored, gameId)
      .exec();
  }

  /** The game is in Postgres: it leaves the waiting list, and its live state expires after `ttlSeconds`. */
  async stored(gameId: string, questionCount: number, ttlSeconds: number): Promise<void> {
    const multi = this.redis.multi().zrem(this.keys.unstored, gameId);
    for (const key of this.keys.allOf(gameId, questionCount)) multi.expire(key, ttlSeconds);
    await multi.exec();
  }

  /** Takes or renews the timer lease for `replicaId`; true while this replica holds it. */
  async holdLease(replicaId: string, leaseMs: number): Promise<boolean> {
    return (await this.redis.liveLease(this.keys.timerLease, replicaId, leaseMs)) === 1;
  }

  async releaseLease(replicaId: string): Promise<void> {
    await this.redis.liveRelease(this.keys.timerLease, replicaId);
  }
}
