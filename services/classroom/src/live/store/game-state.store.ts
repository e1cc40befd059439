// A live game's state in Redis: created, joined, answered, moved on and ended, each change one script of lua.ts so
// that replicas racing on one game cannot interleave. What a viewer reads at one moment is game-snapshots.store.ts's.
import type { GameEndReason, GameStatus } from '@quizdrill/contracts';
import type { Redis } from 'ioredis';
import type { ClassroomKeys } from '../keys.js';
import { ANSWER_LUA, CREATE_LUA, END_LUA, JOIN_LUA, REMOVE_LUA, REVEAL_LUA, SHOW_LUA } from '../lua.js';
import {
  type AnswerResult,
  type EndResult,
  type GameMeta,
  type JoinResult,
  type NewGame,
  numberMap,
  pairs,
  parseMeta,
  parseStoredAnswer,
  type RemoveResult,
  type Reply,
  type RevealResult,
  type Script,
  type ShowResult,
} from './game-records.js';

/** Each script's command name, with how many of its arguments are keys. */
const SCRIPTS = {
  liveCreate: [6, CREATE_LUA],
  liveJoin: [11, JOIN_LUA],
  liveAnswer: [9, ANSWER_LUA],
  liveShow: [4, SHOW_LUA],
  liveReveal: [6, REVEAL_LUA],
  liveEnd: [5, END_LUA],
  liveRemove: [5, REMOVE_LUA],
} as const;

interface GameStateRedis extends Redis {
  liveCreate: Script;
  liveJoin: Script;
  liveAnswer: Script;
  liveShow: Script;
  liveReveal: Script;
  liveEnd: Script;
  liveRemove: Script;
}

export class GameStateStore {
  private readonly redis: GameStateRedis;

  /** `redis` gains the scripts as commands (loaded once, then run by hash). */
  constructor(
    redis: Redis,
    private readonly keys: ClassroomKeys,
  ) {
    for (const [name, [numberOfKeys, lua]] of Object.entries(SCRIPTS))
      redis.defineCommand(name, { numberOfKeys, lua });
    this.redis = redis as GameStateRedis;
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
      /** What the host sees: a signed-in player's full name (a guest is their nickname to everyone). */
      name: string;
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
      player.name,
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

  /**
   * `graded` absent: a single-choice answer (`answer` one label) the script scores itself; present: the credit and
   * counted fields of an answer graded in TypeScript (after the script answered 'grade').
   */
  async answer(
    gameId: string,
    tokenHash: string,
    index: number,
    answer: string,
    now: number,
    graded?: { credit: number; buckets: readonly string[] },
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
      answer,
      now,
      graded === undefined ? '' : String(graded.credit),
      ...(graded?.buckets ?? []),
    );
    const status = reply[0] as string;
    if (status === 'ok') {
      return { status, answered: Number(reply[1]), players: Number(reply[2]), timed: reply[3] === 1 };
    }
    if (status === 'invalid') return { status, labels: String(reply[1]) };
    if (status === 'grade') return { status, answerKey: String(reply[1]) };
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
          answers: new Map(pairs(reply[4] as Reply).map(([id, stored]) => [id, parseStoredAnswer(stored)])),
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
}
