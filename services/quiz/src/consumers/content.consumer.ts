// quiz-read-model: keeps the courses in the read model current with content's events.
import { consumerName, type DomainEvent } from '@quizdrill/contracts';
import type { Infrastructure } from '@quizdrill/service-kit';
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

/** Every write is idempotent (set, not add), so a redelivered event changes nothing. */
export function applyContentEvent(model: CourseModel, event: ContentEvent): Promise<void> {
  switch (event.type) {
    case 'content.course.upserted':
      return model.upsertCourse(event.data);
    case 'content.course.deleted':
      return model.deleteCourse(event.data);
    case 'content.question.upserted':
      return model.upsertQuestion(event.data);
    case 'content.question.deleted':
      return model.deleteQuestion(event.data);
  }
}

export function startReadModelConsumer(
  infrastructure: Pick<Infrastructure<unknown>, 'startConsumer'>,
  model: CourseModel,
) {
  return infrastructure.startConsumer({
    durableName: READ_MODEL_CONSUMER,
    eventTypes: CONTENT_EVENT_TYPES,
    // In stream order, even with several replicas: a question's upsert and its deletion must not swap.
    concurrency: 1,
    maxAckPending: 1,
    handler: (event) => applyContentEvent(model, event as ContentEvent),
  });
}
