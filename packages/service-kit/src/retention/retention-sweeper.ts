// The daily retention sweep (issue 44): each service states how long it keeps each kind of data and, once a day, its
// own process removes what is older. One mechanism for every service; each hands in its rules (a cutoff and a delete).
import type { Logger } from 'pino';
import { systemClock } from '../time/clock.js';

export const DAY_MS = 24 * 3600 * 1000;

export interface RetentionRule {
  /** What goes, as the log names it ("answers", "finished live games"). */
  name: string;
  /** Rows from before this time go; rows from this time on stay. */
  cutoff(now: Date): Date;
  /**
   * Removes at most `limit` rows from before `cutoff` and answers how many went. The sweep asks again until fewer
   * than `limit` went, so no one statement holds its locks on a large table for long.
   */
  remove(cutoff: Date, limit: number): Promise<number>;
  /** Rows one statement removes at most, when this rule's rows are larger than most (a game with all its answers). */
  batchSize?: number;
}

/** The cutoff of a rule that keeps rows `days` days. */
export function olderThanDays(days: number): (now: Date) => Date {
  return (now) => new Date(now.getTime() - days * DAY_MS);
}

export interface RetentionSweeperOptions {
  rules: readonly RetentionRule[];
  logger: Logger;
  /** How often to sweep (a day). */
  everyMs?: number;
  /**
   * The first sweep, this long after start: a restarted service catches up on a day it missed, without adding to
   * the work of its start-up.
   */
  firstAfterMs?: number;
  /** Rows one statement removes at most. */
  batchSize?: number;
}

export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: RetentionSweeperOptions) {}

  start(): void {
    this.schedule(this.options.firstAfterMs ?? 60_000);
  }

  /**
   * Removes what each rule's time has run out for at `now`; answers how many rows went, rule by rule. Retention is
   * reckoned in real time (the system's clock), whatever clock a service's other rules follow in its tests.
   */
  async sweep(now: Date = systemClock.now()): Promise<Record<string, number>> {
    const { rules, logger, batchSize = 1_000 } = this.options;
    const removed: Record<string, number> = {};
    for (const rule of rules) {
      const cutoff = rule.cutoff(now);
      const limit = rule.batchSize ?? batchSize;
      let total = 0;
      try {
        let batch: number;
        do {
          batch = await rule.remove(cutoff, limit);
          total += batch;
        } while (batch >= limit && !this.stopped);
      } catch (error) {
        // One rule failing (its table locked, the database away a moment) leaves the others to run; tomorrow retries.
        logger.warn({ err: error, rule: rule.name }, 'retention sweep failed for one kind of data');
      }
      removed[rule.name] = total;
    }
    logger.info({ removed }, 'retention sweep done');
    return removed;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep().finally(() => {
        this.running = undefined;
        this.schedule(this.options.everyMs ?? DAY_MS);
      });
    }, delayMs);
    // A timer alone never keeps the process up.
    this.timer.unref();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's retention sweep, once its app started it (tests run a sweep at a time of their choosing). */
    retention?: RetentionSweeper;
  }
}
