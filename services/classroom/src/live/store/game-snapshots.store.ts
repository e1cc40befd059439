// One moment of a live game, each read one MULTI: what a viewer sees, the standings, and everything that happened
// (for the results and for storing the game once it is over).
import type { Redis } from 'ioredis';
import type { GameRecord, RecordedAnswer, RecordedPlayer, RecordedQuestion } from '../../domain/results.js';
import { readKey } from '../answer-keys.js';
import type { ClassroomKeys } from '../keys.js';
import {
  type GameMeta,
  numberMap,
  type PlayerEntry,
  parseStoredAnswer,
  type StandingsSnapshot,
  type ViewerSnapshot,
} from './game-records.js';

export class GameSnapshotsStore {
  constructor(
    private readonly redis: Redis,
    private readonly keys: ClassroomKeys,
  ) {}

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
      ownAnswer: ownAnswer ? parseStoredAnswer(ownAnswer) : null,
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
      const key = readKey(answerKeys[index] ?? '|');
      questions.push({
        index,
        questionId: Number(questionIds[index]),
        questionText:
          (JSON.parse(shownQuestions[index] ?? '{}') as { questionText?: string }).questionText ?? '',
        correctOption: key.correct,
        labels: key.labels,
      });
      for (const [playerId, stored] of Object.entries(value<Record<string, string>>(5 + index) ?? {})) {
        answers.push({ playerId, index, ...parseStoredAnswer(stored) });
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
}
