// The classroom service as one function: live games in Redis (changed by atomic scripts), their news between
// replicas over NATS, their streams to host and players, the timer lease, and finished games in Postgres; and
// assignments (issue 18), counted from drill answers against its own view of auth's teams.
import { Domain } from '@quizdrill/contracts';
import {
  type Clock,
  createLogger,
  createServiceApp,
  openInfrastructure,
  packageVersion,
  systemClock,
} from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import { Assignments } from './assignments/assignments.js';
import type { ClassroomConfig } from './config.js';
import { startAnswersConsumer } from './consumers/answers.consumer.js';
import { startCoursesConsumer } from './consumers/courses.consumer.js';
import { startTeamsConsumer } from './consumers/teams.consumer.js';
import { CourseSnapshots } from './courses/course-snapshots.js';
import { migrations } from './db/migrations/index.js';
import { SCHEMA } from './db/schema.js';
import type { ClassroomTables } from './db/tables.js';
import { liveClassroom } from './live/live-classroom.js';
import { startClassroomPrivacy } from './privacy/privacy.js';
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
      postgres: {
        url: config.DATABASE_URL,
        schema: SCHEMA,
        migrations,
        outboxPublishedMaxAgeDays: config.OUTBOX_PUBLISHED_MAX_AGE_DAYS,
      },
      nats: {
        url: config.NATS_URL,
        maxAgeDays: config.EVENT_STREAM_MAX_AGE_DAYS,
        namespace: config.EVENT_NAMESPACE,
        streams: [Domain.classroom, Domain.users, Domain.content, Domain.quiz],
      },
      outbox: true,
      // A class answering at once: its scripts are sent to Redis together.
      redis: { url: config.REDIS_URL, autoPipelining: true },
      auth: { jwksUrl: config.AUTH_JWKS_URL },
    });
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
    await startClassroomPrivacy(infrastructure, {
      namespace: config.EVENT_NAMESPACE,
      logger,
      lifecycle: app.lifecycle,
    });
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
    await app.register(liveRoutes, { ...live.routes, tokens: infrastructure.verifier });
    await app.register(assignmentsRoutes, {
      assignments: new Assignments(infrastructure.db, teams, courses),
      tokens: infrastructure.verifier,
    });
    app.decorate(
      'retention',
      infrastructure.startRetention(classroomRetentionRules(infrastructure.db, config)),
    );
    await app.ready();
    live.timer.start();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
