// Cost control: how many explanations, generations and OCR runs one user may start per hour (a fixed window).
import { AppError } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';

export type LimitedAction = 'explain' | 'generate' | 'ocr';

export class HourlyLimits {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly perHour: Record<LimitedAction, number>,
  ) {}

  /** Counts one use; above the limit, throws 429 saying when the next hour's allowance starts. */
  async take(action: LimitedAction, userId: string): Promise<void> {
    const key = `${this.keyPrefix}ai:limit:${action}:${userId}`;
    const replies = await this.redis.multi().incr(key).expire(key, 3_600, 'NX').ttl(key).exec();
    const count = Number(replies?.[0]?.[1] ?? 0);
    const ttl = Number(replies?.[2]?.[1] ?? 3_600);
    if (count > this.perHour[action]) {
      const minutes = Math.ceil(ttl / 60);
      throw AppError.tooManyRequests(
        `You have used this hour's ${this.perHour[action]} AI requests of this kind; try again in ${minutes} minutes`,
        Math.max(1, ttl),
      );
    }
  }

  /** Gives back one use (a request that turned out to start nothing new, such as a repeated idempotent one). */
  async refund(action: LimitedAction, userId: string): Promise<void> {
    await this.redis.decr(`${this.keyPrefix}ai:limit:${action}:${userId}`);
  }
}
