// What both quiz processes open: the quiz schema (migrated), the content, quiz and users streams, Redis.
import { Domain } from '@quizdrill/contracts';
import {
  type InfrastructureHost,
  type InfrastructureOptions,
  openInfrastructure,
} from '@quizdrill/service-kit';
import type { QuizConfig } from './config.js';
import { migrations } from './db/migrations/index.js';
import { SCHEMA } from './db/schema.js';
import type { QuizTables } from './db/tables.js';

export function openQuizInfrastructure(
  app: InfrastructureHost,
  config: QuizConfig,
  options: Pick<InfrastructureOptions, 'service' | 'logger' | 'auth'> & { autoPipelining?: boolean },
) {
  return openInfrastructure<QuizTables>(app, {
    service: options.service,
    logger: options.logger,
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
      streams: [Domain.content, Domain.quiz, Domain.users],
    },
    redis: { url: config.REDIS_URL, autoPipelining: options.autoPipelining },
    auth: options.auth,
  });
}
