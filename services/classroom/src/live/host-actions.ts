// What the host (or an admin) does in a running game: start, next, reveal and end; remove a player; and see the
// game. Each call marks the host as present, so a game whose host is here is never ended as abandoned.
import {
  ClassroomErrorCode,
  type GameEndReason,
  type GameState,
  type GameStatus,
  type GameView,
  type HostAction,
} from '@quizdrill/contracts';
import { AppError, type Caller, type Clock, epochMs } from '@quizdrill/service-kit';
import { mayRun } from '../domain/hosting.js';
import { gameNotFound, notHost } from './errors.js';
import type { LiveFanOut } from './fan-out.js';
import type { GameProgress } from './game-progress.js';
import type { GameViews } from './game-views.js';
import type { GameMeta } from './store/game-records.js';
import type { LiveStores } from './store/live-stores.js';

export interface HostActionsDependencies {
  stores: Pick<LiveStores, 'state' | 'snapshots'>;
  progress: GameProgress;
  fanOut: LiveFanOut;
  views: GameViews;
  clock: Clock;
}

function notAllowed(action: HostAction, status: GameStatus): AppError {
  const why: Record<GameStatus, string> = {
    lobby: 'the game has not started yet',
    question: 'a question is open; reveal its answer first',
    reveal: 'the answer is already shown',
    finished: 'the game is over',
  };
  return AppError.conflict(`Cannot ${action} now: ${why[status]}`, ClassroomErrorCode.actionNotAllowed);
}

/**
 * Why a game the host ends ended: from the last question's results every question was played, so it is completed
 * (issue 41: the players were told it ended before all questions were shown); earlier, the host cut it short.
 */
export function hostEndReason(
  meta: Pick<GameMeta, 'status' | 'questionIndex' | 'questionCount'>,
): GameEndReason {
  return meta.status === 'reveal' && meta.questionIndex >= meta.questionCount - 1 ? 'completed' : 'ended';
}

export class HostActions {
  constructor(private readonly deps: HostActionsDependencies) {}

  async act(gameId: string, caller: Caller, action: HostAction): Promise<GameView> {
    const { stores, progress, views } = this.deps;
    const meta = await this.hostedGame(gameId, caller);
    if (action === 'end') {
      await progress.finish(gameId, hostEndReason(meta));
    } else if (action === 'reveal') {
      const revealed = await progress.reveal(gameId, 'host');
      if (revealed !== true) throw notAllowed(action, revealed);
    } else {
      const shown = await progress.show(gameId, action);
      if (shown !== true) throw notAllowed(action, shown);
    }
    const after = (await stores.state.meta(gameId)) ?? meta;
    const snapshot = await stores.snapshots.viewerSnapshot(gameId, after.questionIndex, null);
    return views.view(after, snapshot.answered);
  }

  async removePlayer(gameId: string, caller: Caller, playerId: string): Promise<void> {
    await this.hostedGame(gameId, caller);
    const { stores, fanOut, clock } = this.deps;
    const removed = await stores.state.remove(gameId, playerId);
    if (removed.status === 'unknown') {
      throw new AppError(404, ClassroomErrorCode.playerNotFound, `No player ${playerId} in this game`);
    }
    if (removed.status === 'missing') throw gameNotFound();
    if (removed.status === 'removed') {
      fanOut.publish(gameId, { kind: 'left', playerId, players: removed.players, sentAt: epochMs(clock) });
    }
  }

  async state(gameId: string, caller: Caller): Promise<GameState> {
    return this.deps.views.hostState(await this.hostedGame(gameId, caller));
  }

  /**
   * The game as its host (or an admin) may run it; 404 when it is not live in Redis, 403 for anyone else. Each
   * call marks the host as present.
   */
  async hostedGame(gameId: string, caller: Caller): Promise<GameMeta> {
    const { stores, clock } = this.deps;
    const meta = await stores.state.meta(gameId);
    if (!meta) throw gameNotFound();
    if (!mayRun(meta, caller)) throw notHost();
    if (meta.status !== 'finished') await stores.state.hostSeen([gameId], epochMs(clock));
    return meta;
  }
}
