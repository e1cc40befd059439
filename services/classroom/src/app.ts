// The classroom service as one function: live games in Redis (changed by atomic scripts), their news between
// replicas over NATS, their streams to host and players, the timer lease, and finished games in Postgres; and
// assignments (issue 18), counted from drill answers against its own view of auth's teams.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Domain } from '@quizdrill/contracts';
import { createLogger, createServiceApp, openInfrastructure, packageVersion } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import { Assignments } from './assignments/assignments.js';
import type { ClassroomConfig } from './config.js';
import { startAnswersConsumer } from './consumers/answers.consumer.js';
import { startCoursesConsumer } from './consumers/courses.consumer.js';
import { startTeamsConsumer } from './consumers/teams.consumer.js';
import { migrations } from './db/migrations/index.js';
import { SCHEMA } from './db/schema.js';
import type { ClassroomTables } from './db/tables.js';
import { type Clock, systemClock } from './live/clock.js';
import { CourseSnapshots } from './live/course-snapshots.js';
import { LiveDevices } from './live/device-cookie.js';
import { LiveFanOut } from './live/fan-out.js';
import { FinishedGames } from './live/finished-games.js';
import { GameViews } from './live/game-views.js';
import { Games } from './live/games.js';
import { GamesRepository } from './live/games.repository.js';
import { JoinGuard } from './live/join-guard.js';
import { ClassroomKeys } from './live/keys.js';
import { LiveStore } from './live/live-store.js';
import { LiveStreams } from './live/streams.js';
import { LiveTimer } from './live/timer.js';
import { startClassroomPrivacy } from './privacy/privacy.js';
import { assignmentsRoutes } from './routes/assignments.routes.js';
import { liveRoutes } from './routes/live.routes.js';
import { Teams } from './teams/teams.js';

export interface ClassroomAppDependencies {
  logger?: Logger;
  /** The time the games go by (tests move their own). */
  clock?: Clock;
  /** Where PINs come from (tests choose them, to see one freed). */
  newPin?: () => string;
  /** This replica's name in the timer lease. */
  replicaId?: string;
}

export async function buildClassroomApp(config: ClassroomConfig, deps: ClassroomAppDependencies = {}) {
  const logger = deps.logger ?? createLogger('classroom', config.LOG_LEVEL);
  const app = await createServiceApp({
    name: 'classroom',
    version: packageVersion(import.meta.url),
    logger,
    // Behind the gateway: request.ip is the client's address (PIN guessing is counted per client).
    fastify: { trustProxy: (_address, hop) => hop < config.TRUST_PROXY_HOPS },
  });
  try {
    const infrastructure = await openInfrastructure<ClassroomTables>(app, {
      service: 'classroom',
      logger,
      postgres: { url: config.DATABASE_URL, schema: SCHEMA, migrations },
      nats: {
        url: config.NATS_URL,
        namespace: config.EVENT_NAMESPACE,
        streams: [Domain.classroom, Domain.users, Domain.content, Domain.quiz],
      },
      outbox: true,
      // A class answering at once: its scripts are sent to Redis together.
      redis: { url: config.REDIS_URL, autoPipelining: true },
      auth: { jwksUrl: config.AUTH_JWKS_URL },
    });
    const clock = deps.clock ?? systemClock;
    const keys = new ClassroomKeys(config.REDIS_KEY_PREFIX);
    const store = new LiveStore(infrastructure.redis, keys);
    const fanOut = new LiveFanOut(infrastructure.nats, config.EVENT_NAMESPACE);
    const views = new GameViews(store, clock, config.PUBLIC_URL);
    const repository = new GamesRepository(infrastructure.db);
    const finished = new FinishedGames(store, repository, {
      finishedTtlSeconds: config.LIVE_FINISHED_TTL_SECONDS,
      hostAwayAfterMs: config.LIVE_HOST_AWAY_AFTER_SECONDS * 1000,
      clock,
    });
    const snapshots = new CourseSnapshots(
      infrastructure.nats,
      config.EVENT_NAMESPACE,
      config.LIVE_SNAPSHOT_TIMEOUT_MS,
    );
    const teams = new Teams(
      infrastructure.db,
      infrastructure.nats,
      config.EVENT_NAMESPACE,
      config.TEAM_SNAPSHOT_TIMEOUT_MS,
    );
    await startTeamsConsumer(infrastructure);
    await startAnswersConsumer(infrastructure);
    await startCoursesConsumer(infrastructure);
    await startClassroomPrivacy(infrastructure, {
      namespace: config.EVENT_NAMESPACE,
      logger,
      lifecycle: app.lifecycle,
    });
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
    const games = new Games(
      {
        store,
        repository,
        fanOut,
        views,
        finished,
        snapshots,
        teams,
        guard,
        clock,
        logger,
        newPin: deps.newPin,
      },
      {
        maxPlayers: config.LIVE_MAX_PLAYERS,
        maxQuestions: config.LIVE_MAX_QUESTIONS,
        finishedTtlSeconds: config.LIVE_FINISHED_TTL_SECONDS,
      },
    );
    // Closed before the connections: games finished on this replica reach Postgres first.
    app.lifecycle.use('finished games being stored', games, (inHand) => inHand.settle());
    const timer = app.lifecycle.use(
      'live timer',
      new LiveTimer({
        store,
        games,
        finished,
        clock,
        logger,
        replicaId: deps.replicaId ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
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
      hostsPresent: (gameIds) => store.hostSeen(gameIds, clock.now()),
      clock,
      countIntervalMs: config.LIVE_COUNT_INTERVAL_MS,
      heartbeatMs: config.LIVE_HEARTBEAT_MS,
      logger,
    });

    await app.register(liveRoutes, {
      games,
      finished,
      streams,
      tokens: infrastructure.verifier,
      devices: new LiveDevices(config.LIVE_DEVICE_COOKIE_SECRET, config.PUBLIC_URL, guard, clock),
    });
    await app.register(assignmentsRoutes, {
      assignments: new Assignments(infrastructure.db, teams, snapshots),
      tokens: infrastructure.verifier,
    });
    await app.ready();
    timer.start();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
