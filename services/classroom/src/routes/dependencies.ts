import type { TokenVerifier } from '@quizdrill/service-kit';
import type { AnswerQuestion } from '../live/answer-question.js';
import type { CreateGame } from '../live/create-game.js';
import type { LiveDevices } from '../live/device-cookie.js';
import type { FinishedGames } from '../live/finished-games.js';
import type { HostActions } from '../live/host-actions.js';
import type { JoinGame } from '../live/join-game.js';
import type { LiveStreams } from '../live/streams.js';

/** What the route plugins are given: nothing reaches them through globals. */
export interface ClassroomRouteDependencies {
  creating: CreateGame;
  joining: JoinGame;
  answering: AnswerQuestion;
  hosting: HostActions;
  finished: FinishedGames;
  streams: LiveStreams;
  tokens: TokenVerifier;
  devices: LiveDevices;
}
