// Games once they are over, and the host's look back at them: storing a finished game in Postgres (with its
// `classroom.game.finished` event), its results while it runs and after, and the host's list of games.

import {
  type EventData,
  fullName,
  type GameResults,
  type GameStatus,
  type GameSummary,
} from '@quizdrill/contracts';
import { type Caller, type Clock, epochMs } from '@quizdrill/service-kit';
import { mayRun } from '../domain/hosting.js';
import { type GameRecord, resultsOf } from '../domain/results.js';
import type { Teams } from '../teams/teams.js';
import { gameNotFound, notHost } from './errors.js';
import type { GamesRepository } from './games.repository.js';
import type { LiveStores } from './store/live-stores.js';

/** Games in the host's list, newest first. */
const LISTED_GAMES = 100;

export class FinishedGames {
  constructor(
    private readonly stores: Pick<LiveStores, 'state' | 'snapshots' | 'finished' | 'lease'>,
    private readonly repository: GamesRepository,
    private readonly settings: {
      /** How long a stored game's live state stays in Redis. */
      finishedTtlSeconds: number;
      /** A live game whose host was not seen this long is listed as paused (hostAway). */
      hostAwayAfterMs: number;
      clock: Clock;
    },
    private readonly people: Pick<Teams, 'namesOf'>,
  ) {}

  /** Writes a finished game to Postgres once; then its live state may expire. Nothing for a game still on. */
  async save(gameId: string): Promise<void> {
    const meta = await this.stores.state.meta(gameId);
    if (!meta) {
      // Its live state is gone before it was stored (Redis emptied): nothing is left to store.
      await this.stores.finished.forget(gameId);
      return;
    }
    if (meta.status !== 'finished') return;
    const record = await this.stores.snapshots.record(meta);
    await this.repository.storeFinished(record, finishedEvent(record, meta.hostId));
    await this.stores.finished.stored(gameId, meta.questionCount, this.settings.finishedTtlSeconds);
  }

  async results(gameId: string, caller: Caller): Promise<GameResults> {
    const meta = await this.stores.state.meta(gameId);
    if (meta) {
      if (!mayRun(meta, caller)) throw notHost();
      return resultsOf(await this.stores.snapshots.record(meta));
    }
    const row = await this.repository.find(gameId);
    if (!row) throw gameNotFound();
    if (!mayRun({ hostId: row.host_id }, caller)) throw notHost();
    const record = await this.repository.record(row);
    // Created but neither live nor stored: its live state was lost (Redis emptied) before it ended.
    if (!record) throw gameNotFound();
    return resultsOf(await this.withHostNames(record));
  }

  /**
   * A stored game names its signed-in players by the classroom's view of people (its rows keep only their ids): the
   * host reads today's name and username; an erased player stays the nameless one erasure left.
   */
  private async withHostNames(record: GameRecord): Promise<GameRecord> {
    const userIds = record.players.flatMap((player) => (player.userId === null ? [] : [player.userId]));
    const names = await this.people.namesOf(userIds);
    return {
      ...record,
      players: record.players.map((player) => {
        const person = player.userId === null ? undefined : names.get(player.userId);
        return person ? { ...player, name: fullName(person), username: person.username } : player;
      }),
    };
  }

  async list(caller: Caller): Promise<GameSummary[]> {
    const rows = await this.repository.ofHost(caller.userId, LISTED_GAMES);
    return Promise.all(
      rows.map(async (row) => {
        const meta = row.ended_at === null ? await this.stores.state.meta(row.id) : undefined;
        const live = meta !== undefined && meta.status !== 'finished';
        const hostSeenAt = live ? await this.stores.lease.hostLastSeen(row.id) : null;
        const { clock, hostAwayAfterMs } = this.settings;
        const status: GameStatus = meta?.status ?? 'finished';
        return {
          gameId: row.id,
          pin: live ? row.pin : null,
          status,
          course: { id: row.course_id, name: row.course_name, displayName: row.course_display_name },
          players: meta?.players ?? row.player_count,
          createdAt: row.created_at.toISOString(),
          endedAt: meta?.endedAt
            ? new Date(meta.endedAt).toISOString()
            : (row.ended_at?.toISOString() ?? null),
          group: row.group_id === null ? null : { id: row.group_id, name: row.group_name ?? '' },
          hostAway: hostSeenAt !== null && epochMs(clock) - hostSeenAt >= hostAwayAfterMs,
        };
      }),
    );
  }
}

function finishedEvent(record: GameRecord, hostId: string): EventData<'classroom.game.finished'> {
  const results = resultsOf(record);
  const userIds = new Map(record.players.map((player) => [player.playerId, player.userId]));
  return {
    gameId: record.gameId,
    hostId,
    courseId: record.course.id,
    courseName: record.course.name,
    reason: record.endReason ?? 'ended',
    questionCount: record.questionCount,
    questionsShown: record.questions.length,
    startedAt: record.startedAt?.toISOString() ?? null,
    endedAt: (record.endedAt ?? new Date()).toISOString(),
    players: results.players.map((player) => ({
      playerId: player.playerId,
      userId: userIds.get(player.playerId) ?? null,
      // A signed-in player by id only: the event outlives an erasure (issue 44).
      nickname: userIds.get(player.playerId) ? null : player.nickname,
      rank: player.rank,
      score: player.score,
      correct: player.correct,
      answered: player.answered,
    })),
  };
}
