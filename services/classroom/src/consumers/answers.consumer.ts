// classroom-answers: keeps every drill answer (`quiz.answer.recorded`) once, keyed by its event id, so that each
// assignment counts those on its course since it was made.
import { consumerName } from '@quizdrill/contracts';
import type { Infrastructure } from '@quizdrill/service-kit';
import { recordAnswers } from '../assignments/assignments.repository.js';
import type { ClassroomTables } from '../db/tables.js';

export const ANSWERS_CONSUMER = consumerName('classroom', 'answers');

export function startAnswersConsumer(
  infrastructure: Pick<Infrastructure<ClassroomTables>, 'startBatchConsumer' | 'db'>,
) {
  return infrastructure.startBatchConsumer({
    durableName: ANSWERS_CONSUMER,
    eventTypes: ['quiz.answer.recorded'],
    batchSize: 500,
    maxWaitMs: 100,
    handler: (events) => recordAnswers(infrastructure.db, events),
  });
}
