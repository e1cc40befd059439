// The classroom service as one function: live games in Redis (changed by atomic scripts), their news between
// replicas over NATS, their streams to host and players, the timer lease, and finished games in Postgres; and
// assignments (issue 18), counted from drill answers against its own view of auth's teams.
import { Domain } from '@quizdrill/contracts';
import {
  buildService,
  type Clock,
  type ServiceDefinition,
  startRowPrivacy,
  systemClock,
} from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import { Assignments } from './assignments/assignments.js';
import type { ClassroomConfig } from './config.js';
import { startAnswersConsumer } from './consumers/answers.consumer.js';
import { startCoursesConsumer } from './consumers/courses.consumer.js';
import { startTeamsConsumer } from './consumers/teams.consumer.js';
import { CourseSnapshots } from './courses/course-snapshots.js';
import { DATABASE } from './db/schema.js';
import type { ClassroomTables } from './db/tables.js';
import { liveClassroom } from './live/live-classroom.js';
import { classroomPrivacy } from './privacy/privacy.js';
import { classroomRetentionRules } from './retention/retention.js';
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

export function buildClassroomApp(config: ClassroomConfig, deps: ClassroomAppDependencies = {}) {
  // The live classroom is wired before the kit asks for the retention rules, which end games left running.
  let wiredLive: ReturnType<typeof liveClassroom> | undefined;
  const service: ServiceDefinition<ClassroomTables> = {
    name: 'classroom',
    moduleUrl: import.meta.url,
    config,
    logger: deps.logger,
    ...DATABASE,
    streams: [Domain.classroom, Domain.users, Domain.content, Domain.quiz],
    outbox: true,
    // A class answering at once: its scripts are sent to Redis together.
    redis: { autoPipelining: true },
    verifyTokens: true,
    // request.ip is the client's address: PIN guessing is counted per client.
    behindGateway: true,
    retention: ({ db }) => classroomRetentionRules(db, config, wiredLive!.progress),
  };
  return buildService(service, async ({ app, infrastructure, logger, scope }) => {
    const teams = new Teams(
      infrastructure.db,
      infrastructure.nats,
      config.EVENT_NAMESPACE,
      config.TEAM_SNAPSHOT_TIMEOUT_MS,
    );
    const courses = new CourseSnapshots(
      infrastructure.nats,
      config.EVENT_NAMESPACE,
      config.LIVE_SNAPSHOT_TIMEOUT_MS,
    );
    await startTeamsConsumer(infrastructure, teams);
    await startAnswersConsumer(infrastructure);
    await startCoursesConsumer(infrastructure);
    await startRowPrivacy(infrastructure, scope, classroomPrivacy);
    const live = liveClassroom({
      config,
      infrastructure,
      lifecycle: app.lifecycle,
      courses,
      teams,
      clock: deps.clock ?? systemClock,
      logger,
      newPin: deps.newPin,
      replicaId: deps.replicaId,
    });
    wiredLive = live;
    await app.register(liveRoutes, { ...live.routes, tokens: infrastructure.verifier });
    await app.register(assignmentsRoutes, {
      assignments: new Assignments(infrastructure.db, teams, courses),
      tokens: infrastructure.verifier,
    });
    // The timer lease is taken once the app is ready, as the last thing it starts.
    app.addHook('onReady', async () => live.timer.start());
  });
}
