import type { TokenVerifier } from '@quizdrill/service-kit';
import type { LiveDevices } from '../live/device-cookie.js';
import type { FinishedGames } from '../live/finished-games.js';
import type { Games } from '../live/games.js';
import type { LiveStreams } from '../live/streams.js';

/** What the route plugins are given: nothing reaches them through globals. */
export interface ClassroomRouteDependencies {
  games: Games;
  finished: FinishedGames;
  streams: LiveStreams;
  tokens: TokenVerifier;
  devices: LiveDevices;
}
