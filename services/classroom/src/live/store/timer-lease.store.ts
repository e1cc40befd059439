// What the live timer reads: the lease one replica holds to run it, the deadlines that have passed and the games
// whose host has gone.
import type { Redis } from 'ioredis';
import type { ClassroomKeys } from '../keys.js';
import { LEASE_LUA, RELEASE_LUA } from '../lua.js';

interface LeaseRedis extends Redis {
  liveLease(lease: string, replica: string, ms: number): Promise<number>;
  liveRelease(lease: string, replica: string): Promise<number>;
}

export class TimerLeaseStore {
  private readonly redis: LeaseRedis;

  constructor(
    redis: Redis,
    private readonly keys: ClassroomKeys,
  ) {
    redis.defineCommand('liveLease', { numberOfKeys: 1, lua: LEASE_LUA });
    redis.defineCommand('liveRelease', { numberOfKeys: 1, lua: RELEASE_LUA });
    this.redis = redis as LeaseRedis;
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

  /** Live games whose host was last seen before `before`, longest gone first, with when (ms). */
  async hostsGone(before: number, limit: number): Promise<{ gameId: string; lastSeen: number }[]> {
    const flat = await this.redis.zrangebyscore(
      this.keys.hostsSeen,
      '-inf',
      before,
      'WITHSCORES',
      'LIMIT',
      0,
      limit,
    );
    const games: { gameId: string; lastSeen: number }[] = [];
    for (let index = 0; index < flat.length; index += 2) {
      games.push({ gameId: flat[index] as string, lastSeen: Number(flat[index + 1]) });
    }
    return games;
  }

  /** Takes or renews the timer lease for `replicaId`; true while this replica holds it. */
  async holdLease(replicaId: string, leaseMs: number): Promise<boolean> {
    return (await this.redis.liveLease(this.keys.timerLease, replicaId, leaseMs)) === 1;
  }

  async releaseLease(replicaId: string): Promise<void> {
    await this.redis.liveRelease(this.keys.timerLease, replicaId);
  }
}
