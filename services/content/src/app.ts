// The content service as one function: infrastructure, consumers, the snapshot responder, routes.
import multipart from '@fastify/multipart';
import { Domain, MAX_IMAGE_BYTES } from '@quizdrill/contracts';
import { buildService, type ServiceDefinition, startRowPrivacy } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { ContentConfig } from './config.js';
import { startUsersConsumer } from './consumers/users.consumer.js';
import { startCourseSnapshotResponder } from './courses/course-snapshot.responder.js';
import { DATABASE } from './db/schema.js';
import type { ContentTables } from './db/tables.js';
import { createQuestionBankReader } from './interchange/reader-pool.js';
import { contentPrivacy } from './privacy/privacy.js';
import { contentRetentionRules } from './retention/retention.js';
import { coursesRoutes } from './routes/courses.routes.js';
import { imagesRoutes } from './routes/images.routes.js';
import { interchangeRoutes } from './routes/interchange.routes.js';
import { questionsRoutes } from './routes/questions.routes.js';
import { sqlRoutes } from './routes/sql.routes.js';

export function buildContentApp(config: ContentConfig, deps: { logger?: Logger } = {}) {
  const service: ServiceDefinition<ContentTables> = {
    name: 'content',
    moduleUrl: import.meta.url,
    config,
    logger: deps.logger,
    ...DATABASE,
    streams: [Domain.content, Domain.users],
    outbox: true,
    verifyTokens: true,
    retention: ({ db }) => contentRetentionRules(db, config),
  };
  return buildService(service, async ({ app, infrastructure, scope }) => {
    startCourseSnapshotResponder(infrastructure, scope);
    await startUsersConsumer(infrastructure, config.EVENT_NAMESPACE);
    await startRowPrivacy(infrastructure, scope, contentPrivacy);
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    const reader = app.lifecycle.use(
      'question bank reader',
      createQuestionBankReader({ threads: config.IMPORT_READER_THREADS }),
      (pool) => pool.close(),
    );
    const dependencies = { config, db: infrastructure.db, tokens: infrastructure.verifier, reader };
    await app.register(coursesRoutes, dependencies);
    await app.register(questionsRoutes, dependencies);
    await app.register(imagesRoutes, dependencies);
    await app.register(interchangeRoutes, dependencies);
    await app.register(sqlRoutes, dependencies);
  });
}
