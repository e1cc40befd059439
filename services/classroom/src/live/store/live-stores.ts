// The live games' Redis, one store per use: a game's state, the moments viewers read, the timer's lease and
// schedules, and finished games on their way to Postgres. Each user is handed the stores it needs.
import type { Redis } from 'ioredis';
import type { ClassroomKeys } from '../keys.js';
import { FinishedGamesStore } from './finished-games.store.js';
import { GameSnapshotsStore } from './game-snapshots.store.js';
import { GameStateStore } from './game-state.store.js';
import { TimerLeaseStore } from './timer-lease.store.js';

export interface LiveStores {
  state: GameStateStore;
  snapshots: GameSnapshotsStore;
  lease: TimerLeaseStore;
  finished: FinishedGamesStore;
}

export function openLiveStores(redis: Redis, keys: ClassroomKeys): LiveStores {
  return {
    state: new GameStateStore(redis, keys),
    snapshots: new GameSnapshotsStore(redis, keys),
    lease: new TimerLeaseStore(redis, keys),
    finished: new FinishedGamesStore(redis, keys),
  };
}
