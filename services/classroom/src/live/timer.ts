// The question timer and the sweeps, run by whichever replica holds the timer lease (DESIGN.md "Live
// classroom"): it reveals every question whose deadline has passed, ends games whose host has been away too long,
// and stores finished games a replica died before storing. The lease lives in Redis with an expiry; its holder
// renews it three times per period, so when the holder dies another replica takes it within one period and
// reveals what fell due meanwhile. Every step is a conditional script, so a late or doubled step changes nothing.
import { type Clock, epochMs } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { FinishedGames } from './finished-games.js';
import type { GameProgress } from './game-progress.js';
import type { LiveStores } from './store/live-stores.js';

export interface LiveTimerOptions {
  stores: Pick<LiveStores, 'lease' | 'finished' | 'state'>;
  progress: GameProgress;
  finished: FinishedGames;
  clock: Clock;
  logger: Logger;
  /** This replica's id in the lease. */
  replicaId: string;
  leaseMs: number;
  pollMs: number;
  sweepMs: number;
  abandonedAfterMs: number;
  /** A lobby nobody joined ends once its host was not seen this long (sooner than abandonedAfterMs). */
  emptyLobbyAfterMs: number;
}

/** Games handled per look: a burst beyond it is taken on the next look, a moment later. */
const BATCH = 200;

export class LiveTimer {
  private holding = false;
  private running = false;
  private readonly sleepers = new Set<() => void>();
  private readonly loops: Promise<void>[] = [];

  constructor(private readonly options: LiveTimerOptions) {}

  start(): void {
    this.running = true;
    const { leaseMs, pollMs, sweepMs } = this.options;
    this.loops.push(
      this.every(Math.max(1, Math.floor(leaseMs / 3)), () => this.renewLease()),
      this.every(pollMs, () => this.revealDue()),
      this.every(sweepMs, () => this.sweep()),
    );
  }

  /** Stops the loops and hands the lease back, so another replica takes over at once. */
  async stop(): Promise<void> {
    this.running = false;
    for (const wake of [...this.sleepers]) wake();
    await Promise.all(this.loops);
    if (this.holding)
      await this.options.stores.lease.releaseLease(this.options.replicaId).catch(() => undefined);
    this.holding = false;
  }

  /** Whether this replica holds the lease now (for the tests and the logs). */
  get isHolder(): boolean {
    return this.holding;
  }

  /** Runs `step` every `ms` until stopped, one run at a time; a failing run is logged and the next one comes. */
  private async every(ms: number, step: () => Promise<void>): Promise<void> {
    while (this.running) {
      try {
        await step();
      } catch (error) {
        this.options.logger.warn({ err: error }, 'live timer step failed');
      }
      if (this.running) await this.sleep(ms);
    }
  }

  /** Waits `ms`, or less when the timer stops meanwhile. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }

  private async renewLease(): Promise<void> {
    const { stores, replicaId, leaseMs, logger } = this.options;
    const held = await stores.lease.holdLease(replicaId, leaseMs).catch((error) => {
      logger.warn({ err: error }, 'could not renew the live timer lease');
      return false;
    });
    if (held !== this.holding)
      logger.info({ replicaId }, held ? 'holding the live timer lease' : 'lost the live timer lease');
    this.holding = held;
  }

  private async revealDue(): Promise<void> {
    if (!this.holding) return;
    const { stores, progress, clock } = this.options;
    const due = await stores.lease.dueDeadlines(epochMs(clock), BATCH);
    await Promise.all(
      due.map((gameId) => progress.reveal(gameId, 'timer').catch((error) => this.failed(error, gameId))),
    );
  }

  private async sweep(): Promise<void> {
    if (!this.holding) return;
    const { stores, progress, finished, clock, abandonedAfterMs, emptyLobbyAfterMs, sweepMs } = this.options;
    const now = epochMs(clock);
    // One look at the hosts gone past the sooner limit; longest gone first, so abandoned games never wait behind
    // lobbies. A game gone less than abandonedAfterMs ends only if it is a lobby nobody joined.
    const lobbyLimit = Math.min(emptyLobbyAfterMs, abandonedAfterMs);
    for (const { gameId, lastSeen } of await stores.lease.hostsGone(now - lobbyLimit, BATCH)) {
      if (lastSeen > now - abandonedAfterMs) {
        const meta = await stores.state.meta(gameId);
        if (meta?.status !== 'lobby' || meta.players > 0) continue;
      }
      await progress.finish(gameId, 'abandoned').catch((error) => this.failed(error, gameId));
    }
    // Finished a sweep ago or more and still not stored: the replica that finished it died, or Postgres failed.
    for (const gameId of await stores.finished.unstored(now - sweepMs, BATCH)) {
      await finished.save(gameId).catch((error) => this.failed(error, gameId));
    }
  }

  private failed(error: unknown, gameId: string): void {
    this.options.logger.error({ err: error, gameId }, 'live timer could not handle a game');
  }
}
