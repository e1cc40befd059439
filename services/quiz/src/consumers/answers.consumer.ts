// quiz-answers: stores `quiz.answer.recorded` in Postgres, many answers per transaction.
// quiz-cards: moves each student's FSRS card on with the same events (memory/cards.repository.ts).
import { consumerName } from '@quizdrill/contracts';
import type { Infrastructure } from '@quizdrill/service-kit';
import { recordAnswers } from '../answers/answers.repository.js';
import type { QuizTables } from '../db/tables.js';
import { applyAnswers } from '../memory/cards.repository.js';

export const ANSWERS_CONSUMER = consumerName('quiz', 'answers');
export const CARDS_CONSUMER = consumerName('quiz', 'cards');

export function startAnswersConsumer(infrastructure: Infrastructure<QuizTables>) {
  return infrastructure.startBatchConsumer({
    durableName: ANSWERS_CONSUMER,
    eventTypes: ['quiz.answer.recorded'],
    batchSize: 500,
    maxWaitMs: 100,
    handler: (events) => recordAnswers(infrastructure.db, events),
  });
}

/**
 * A consumer of its own, not a step of quiz-answers' transaction: the answer history never waits for scheduling,
 * and each keeps its own place in the stream. Batches run one after another; within one, each card takes its
 * answers in answer order, and the review log makes a redelivered event a no-op.
 */
export function startCardsConsumer(infrastructure: Infrastructure<QuizTables>) {
  return infrastructure.startBatchConsumer({
    durableName: CARDS_CONSUMER,
    eventTypes: ['quiz.answer.recorded'],
    batchSize: 500,
    maxWaitMs: 100,
    handler: (events) => applyAnswers(infrastructure.db, events),
  });
}
