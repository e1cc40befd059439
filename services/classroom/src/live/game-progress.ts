// How a live game moves on, whoever moves it (the host, the timer, or the last answer): the next question shown,
// the open one revealed, the game ended once and stored. What players must hear goes out through the fan-out.
import type { GameEndReason, GameStatus } from '@quizdrill/contracts';
import { type Clock, epochMs } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import { readKey, revealDetails } from './answer-keys.js';
import { gameNotFound } from './errors.js';
import type { FinalOutcome, LiveFanOut, RevealOutcome } from './fan-out.js';
import type { FinishedGames } from './finished-games.js';
import { type GameViews, outcomeOf, type ShownQuestion, topOf } from './game-views.js';
import type { LiveStores } from './store/live-stores.js';

export interface GameProgressDependencies {
  stores: Pick<LiveStores, 'state' | 'finished'>;
  fanOut: LiveFanOut;
  views: GameViews;
  finished: FinishedGames;
  clock: Clock;
  logger: Logger;
  /** How long a finished game's PIN answers "ended" and its state stays in Redis. */
  finishedTtlSeconds: number;
}

export class GameProgress {
  /** Finished games being written to Postgres by this replica; closing waits for them. */
  private readonly storing = new Set<Promise<void>>();

  constructor(private readonly deps: GameProgressDependencies) {}

  /** Shows the next question (`start` the first); true, or the status that did not allow it. */
  async show(gameId: string, action: 'start' | 'next'): Promise<true | GameStatus> {
    const { stores, fanOut, clock } = this.deps;
    const now = epochMs(clock);
    const shown = await stores.state.show(gameId, action, now);
    if (shown.status === 'missing') throw gameNotFound();
    if (shown.status === 'not_allowed') return shown.gameStatus;
    if (shown.status === 'last') {
      await this.finish(gameId, 'completed');
      return true;
    }
    fanOut.publish(gameId, {
      kind: 'question',
      question: {
        index: shown.index,
        total: shown.total,
        ...(JSON.parse(shown.shown) as ShownQuestion),
        seconds: shown.seconds > 0 ? shown.seconds : null,
        deadline: shown.deadline > 0 ? shown.deadline : null,
      },
      version: shown.version,
      sentAt: now,
    });
    return true;
  }

  /** Reveals the open question if `mode` allows it now; true, or the status that did not allow it. */
  async reveal(gameId: string, mode: 'host' | 'timer' | 'all_answered'): Promise<true | GameStatus> {
    const { stores, fanOut, clock, views } = this.deps;
    const now = epochMs(clock);
    const revealed = await stores.state.reveal(gameId, mode, now);
    if (revealed.status === 'missing') {
      await stores.finished.forget(gameId);
      throw gameNotFound();
    }
    if (revealed.status === 'not_allowed') return revealed.gameStatus;
    if (revealed.status !== 'revealed') return 'question';
    const ranked = await views.ranked(gameId, revealed.version);
    const outcomes: Record<string, RevealOutcome> = {};
    const key = readKey(revealed.answerKey);
    for (const player of ranked) {
      const answer = revealed.answers.get(player.playerId);
      const base = [answer?.answer ?? null, answer?.points ?? 0, player.score, player.rank] as const;
      if (key.kind === 'single') outcomes[player.playerId] = [...base];
      else {
        const outcome = outcomeOf(key, answer);
        outcomes[player.playerId] = [...base, outcome.credit ?? 0, outcome.feedback ?? []];
      }
    }
    fanOut.publish(gameId, {
      kind: 'reveal',
      reveal: {
        index: revealed.index,
        ...revealDetails(key, revealed.counts),
        answered: revealed.answers.size,
        players: revealed.players,
        top: topOf(ranked, 'player'),
      },
      hostTop: topOf(ranked, 'host'),
      outcomes,
      version: revealed.version,
      revealedAt: now,
      sentAt: epochMs(clock),
    });
    return true;
  }

  /** Ends the game once, tells everyone, and stores it; a second call changes nothing. */
  async finish(gameId: string, reason: GameEndReason): Promise<void> {
    const { stores, fanOut, clock, views } = this.deps;
    const ended = await stores.state.end(gameId, reason, epochMs(clock), this.deps.finishedTtlSeconds);
    if (ended.status === 'missing') {
      await stores.finished.forget(gameId);
      throw gameNotFound();
    }
    if (ended.status === 'already') return;
    const [meta, ranked] = await Promise.all([
      stores.state.meta(gameId),
      views.ranked(gameId, ended.version),
    ]);
    const outcomes: Record<string, FinalOutcome> = {};
    for (const player of ranked) outcomes[player.playerId] = [player.score, player.rank];
    fanOut.publish(gameId, {
      kind: 'finished',
      finished: { reason, players: meta?.players ?? 0, top: topOf(ranked, 'player') },
      hostTop: topOf(ranked, 'host'),
      outcomes,
      version: ended.version,
      sentAt: epochMs(clock),
    });
    this.storeInBackground(gameId);
  }

  /**
   * Ends a game the retention sweep found still running days after it was made, as abandoned, and stores it at once
   * (as the host's end would); false when the game has no live state left to end.
   */
  async endOverdue(gameId: string): Promise<boolean> {
    const meta = await this.deps.stores.state.meta(gameId);
    if (!meta) return false;
    if (meta.status !== 'finished') await this.finish(gameId, 'abandoned');
    await this.deps.finished.save(gameId);
    return true;
  }

  /** Reveals off the request (everyone has answered); a failure is logged, the timer is the fallback. */
  revealInBackground(gameId: string, mode: 'timer' | 'all_answered'): void {
    this.reveal(gameId, mode).catch((error) => {
      this.deps.logger.error({ err: error, gameId }, 'revealing a question failed');
    });
  }

  /** Writes the finished game to Postgres off the request; the timer's sweep retries what did not get there. */
  private storeInBackground(gameId: string): void {
    const storing = this.deps.finished
      .save(gameId)
      .catch((error) => this.deps.logger.error({ err: error, gameId }, 'storing a finished game failed'))
      .finally(() => this.storing.delete(storing));
    this.storing.add(storing);
  }

  /** Waits for the finished games this replica is storing (the service is shutting down). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.storing]);
  }
}
