// quiz-read-model: keeps the courses in the read model current with content's events.
import { consumerName, type DomainEvent } from '@quizdrill/contracts';
import type { Infrastructure } from '@quizdrill/service-kit';
import type { QuizTables } from '../db/tables.js';
import { forgetCourse, forgetQuestion } from '../memory/cards.repository.js';
import type { CourseModel } from '../read-model/course-model.js';

export const READ_MODEL_CONSUMER = consumerName('quiz', 'read-model');

const CONTENT_EVENT_TYPES = [
  'content.course.upserted',
  'content.course.deleted',
  'content.question.upserted',
  'content.question.deleted',
] as const;
type ContentEvent = {
  [T in (typeof CONTENT_EVENT_TYPES)[number]]: DomainEvent<T>;
}[(typeof CONTENT_EVENT_TYPES)[number]];

/**
 * Every write is idempotent (set, not add), so a redelivered event changes nothing. Students' cards follow the
 * course: a deleted question or course leaves their review, a question whose right answer changed starts afresh.
 */
export async function applyContentEvent(
  model: CourseModel,
  db: Infrastructure<QuizTables>['db'],
  event: ContentEvent,
): Promise<void> {
  switch (event.type) {
    case 'content.course.upserted':
      return model.upsertCourse(event.data);
    case 'content.course.deleted':
      await model.deleteCourse(event.data);
      return forgetCourse(db, event.data.id);
    case 'content.question.upserted': {
      const { answerChanged } = await model.upsertQuestion(event.data);
      if (answerChanged) await forgetQuestion(db, event.data.id);
      return;
    }
    case 'content.question.deleted':
      await model.deleteQuestion(event.data);
      return forgetQuestion(db, event.data.id);
  }
}

export function startReadModelConsumer(
  infrastructure: Pick<Infrastructure<QuizTables>, 'startConsumer' | 'db'>,
  model: CourseModel,
) {
  return infrastructure.startConsumer({
    durableName: READ_MODEL_CONSUMER,
    eventTypes: CONTENT_EVENT_TYPES,
    // In stream order, even with several replicas: a question's upsert and its deletion must not swap.
    concurrency: 1,
    maxAckPending: 1,
    handler: (event) => applyContentEvent(model, infrastructure.db, event as ContentEvent),
  });
}
