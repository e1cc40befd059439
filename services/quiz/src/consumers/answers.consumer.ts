// quiz-answers: stores `quiz.answer.recorded` in Postgres, many answers per transaction.
import { consumerName } from '@quizdrill/contracts';
import type { Infrastructure } from '@quizdrill/service-kit';
import { recordAnswers } from '../answers/answers.repository.js';
import type { QuizTables } from '../db/tables.js';

export const ANSWERS_CONSUMER = consumerName('quiz', 'answers');

export function startAnswersConsumer(infrastructure: Infrastructure<QuizTables>) {
  return infrastructure.startBatchConsumer({
    durableName: ANSWERS_CONSUMER,
    eventTypes: ['quiz.answer.recorded'],
    batchSize: 500,
    maxWaitMs: 100,
    handler: (events) => recordAnswers(infrastructure.db, events),
  });
}
