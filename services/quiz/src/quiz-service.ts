// What both quiz processes open: the quiz schema (migrated), the content, quiz and users streams, Redis.
import { Domain } from '@quizdrill/contracts';
import type { ServiceDefinition } from '@quizdrill/service-kit';
import type { QuizConfig } from './config.js';
import { DATABASE } from './db/schema.js';
import type { QuizTables } from './db/tables.js';

export function quizService(
  config: QuizConfig,
  process: Pick<ServiceDefinition<QuizTables>, 'name' | 'moduleUrl' | 'logger'>,
): ServiceDefinition<QuizTables> {
  return {
    ...process,
    config,
    ...DATABASE,
    streams: [Domain.content, Domain.quiz, Domain.users],
    redis: {},
  };
}
