// The live classroom put together: its Redis stores, the fan-out between replicas, the use cases the routes call,
// the timer and the streams. app.ts calls this once; the objects' lifetimes are handed to the app's lifecycle.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type Clock, epochMs, type Infrastructure, type Lifecycle } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { ClassroomConfig } from '../config.js';
import type { CourseSnapshots } from '../courses/course-snapshots.js';
import type { ClassroomTables } from '../db/tables.js';
import type { Teams } from '../teams/teams.js';
import { AnswerQuestion } from './answer-question.js';
import { CreateGame } from './create-game.js';
import { LiveDevices } from './device-cookie.js';
import { LiveFanOut } from './fan-out.js';
import { FinishedGames } from './finished-games.js';
import { GameProgress } from './game-progress.js';
import { GameViews } from './game-views.js';
import { GamesRepository } from './games.repository.js';
import { HostActions } from './host-actions.js';
import { JoinGame } from './join-game.js';
import { JoinGuard } from './join-guard.js';
import { ClassroomKeys } from './keys.js';
import { openLiveStores } from './store/live-stores.js';
import { LiveStreams } from './streams.js';
import { LiveTimer } from './timer.js';

export interface LiveClassroomOptions {
  config: ClassroomConfig;
  infrastructure: Infrastructure<ClassroomTables>;
  lifecycle: Lifecycle;
  courses: CourseSnapshots;
  teams: Teams;
  clock: Clock;
  logger: Logger;
  newPin?: () => string;
  replicaId?: string;
}

export function liveClassroom(options: LiveClassroomOptions) {
  const { config, infrastructure, lifecycle, courses, teams, clock, logger } = options;
  const keys = new ClassroomKeys(config.REDIS_KEY_PREFIX);
  const stores = openLiveStores(infrastructure.redis, keys);
  const fanOut = new LiveFanOut(infrastructure.nats, config.EVENT_NAMESPACE);
  const views = new GameViews(stores, clock, config.PUBLIC_URL);
  const repository = new GamesRepository(infrastructure.db);
  const finished = new FinishedGames(
    stores,
    repository,
    {
      finishedTtlSeconds: config.LIVE_FINISHED_TTL_SECONDS,
      hostAwayAfterMs: config.LIVE_HOST_AWAY_AFTER_SECONDS * 1000,
      clock,
    },
    teams,
  );
  const guard = new JoinGuard(infrastructure.redis, keys, {
    devicesPerAddressPerHour: config.LIVE_DEVICES_PER_ADDRESS_PER_HOUR,
    pinMissesPerDevice: config.LIVE_PIN_FAILURES_PER_DEVICE,
    pinMissesPerUser: config.LIVE_PIN_FAILURES_PER_USER,
    pinMissesPerAddress: config.LIVE_PIN_FAILURES_PER_ADDRESS,
    pinWindowSeconds: config.LIVE_PIN_FAILURE_WINDOW_SECONDS,
    slowedIntervalSeconds: config.LIVE_PIN_SLOWED_INTERVAL_SECONDS,
    joinsPerDevice: config.LIVE_JOINS_PER_DEVICE,
    joinsPerAddressPerMinute: config.LIVE_JOINS_PER_ADDRESS_PER_MINUTE,
  });
  const progress = new GameProgress({
    stores,
    fanOut,
    views,
    finished,
    clock,
    logger,
    finishedTtlSeconds: config.LIVE_FINISHED_TTL_SECONDS,
  });
  // Closed before the connections: games finished on this replica reach Postgres first.
  lifecycle.use('finished games being stored', progress, (inHand) => inHand.settle());
  const timer = lifecycle.use(
    'live timer',
    new LiveTimer({
      stores,
      progress,
      finished,
      clock,
      logger,
      replicaId: options.replicaId ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
      leaseMs: config.LIVE_TIMER_LEASE_MS,
      pollMs: config.LIVE_TIMER_POLL_MS,
      sweepMs: config.LIVE_SWEEP_INTERVAL_MS,
      abandonedAfterMs: config.LIVE_ABANDONED_AFTER_SECONDS * 1000,
      emptyLobbyAfterMs: config.LIVE_EMPTY_LOBBY_AFTER_SECONDS * 1000,
    }),
    (running) => running.stop(),
  );
  const streams = new LiveStreams({
    fanOut,
    stateOf: (gameId, viewer) => views.stateOf(gameId, viewer),
    hostsPresent: (gameIds) => stores.state.hostSeen(gameIds, epochMs(clock)),
    clock,
    countIntervalMs: config.LIVE_COUNT_INTERVAL_MS,
    heartbeatMs: config.LIVE_HEARTBEAT_MS,
    logger,
  });
  const settings = { maxPlayers: config.LIVE_MAX_PLAYERS, maxQuestions: config.LIVE_MAX_QUESTIONS };
  return {
    timer,
    progress,
    routes: {
      creating: new CreateGame(
        { state: stores.state, courses, repository, teams, views, clock, newPin: options.newPin },
        settings,
      ),
      joining: new JoinGame({ state: stores.state, guard, teams, fanOut, clock }),
      answering: new AnswerQuestion({ state: stores.state, progress, fanOut, clock }),
      hosting: new HostActions({ stores, progress, fanOut, views, clock }),
      finished,
      streams,
      devices: new LiveDevices(config.LIVE_DEVICE_COOKIE_SECRET, config.PUBLIC_URL, guard, clock),
    },
  };
}
