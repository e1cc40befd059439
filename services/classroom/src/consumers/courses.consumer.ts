// classroom-courses: assignments show their course's names of today, and close when the course is deleted.
import { consumerName, type DomainEvent } from '@quizdrill/contracts';
import type { Infrastructure } from '@quizdrill/service-kit';
import { closeAssignments, courseRenamed } from '../assignments/assignments.repository.js';
import type { ClassroomTables } from '../db/tables.js';

export const COURSES_CONSUMER = consumerName('classroom', 'courses');

const COURSE_EVENT_TYPES = ['content.course.upserted', 'content.course.deleted'] as const;
type CourseEvent = DomainEvent<'content.course.upserted'> | DomainEvent<'content.course.deleted'>;

export function startCoursesConsumer(
  infrastructure: Pick<Infrastructure<ClassroomTables>, 'startConsumer' | 'db'>,
) {
  return infrastructure.startConsumer({
    durableName: COURSES_CONSUMER,
    eventTypes: COURSE_EVENT_TYPES,
    // In stream order, even with several replicas: a course's rename and its deletion must not swap.
    concurrency: 1,
    maxAckPending: 1,
    // Each write is guarded by the event's time too: a redelivered or replayed rename never undoes a newer one.
    handler: (event) => {
      const course = event as CourseEvent;
      const at = new Date(course.occurredAt);
      return course.type === 'content.course.upserted'
        ? courseRenamed(infrastructure.db, course.data, at)
        : closeAssignments(infrastructure.db, { courseId: course.data.id }, at);
    },
  });
}
