import type { Migration } from 'kysely';
import * as liveGames from './20261201_1000_live_games.js';

export const migrations: Record<string, Migration> = {
  '20261201_1000_live_games': liveGames,
};
