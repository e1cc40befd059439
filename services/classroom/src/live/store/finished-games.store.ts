// Finished games on their way to Postgres: the list of those not stored yet, and their live state let go once they
// are (or once it is gone).
import type { Redis } from 'ioredis';
import type { ClassroomKeys } from '../keys.js';

export class FinishedGamesStore {
  constructor(
    private readonly redis: Redis,
    private readonly keys: ClassroomKeys,
  ) {}

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
}
