// Answers `content.course.snapshot` so the quiz service can rebuild a course's read model on a miss.
import {
  assertValid,
  type CourseSnapshotReply,
  CourseSnapshotRequest,
  Requests,
  requestSubject,
} from '@quizdrill/contracts';
import type { Infrastructure } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { ContentTables } from '../db/tables.js';
import { toQuestionResponse } from '../questions/question-view.js';
import { questionsOfCourse } from '../questions/questions.repository.js';
import { findCourse, findCourseByName } from './courses.repository.js';

export async function courseSnapshot(
  db: Infrastructure<ContentTables>['db'],
  request: CourseSnapshotRequest,
): Promise<CourseSnapshotReply> {
  const course =
    'courseName' in request
      ? await findCourseByName(db, request.courseName)
      : await findCourse(db, request.courseId);
  if (!course) return { course: null, questions: [] };
  const questions = await questionsOfCourse(db, course.id);
  return {
    course: { id: course.id, name: course.name, displayName: course.displayName, language: course.language },
    questions: questions.map(toQuestionResponse),
  };
}

export function startCourseSnapshotResponder(
  infrastructure: Infrastructure<ContentTables>,
  namespace: string,
  logger: Logger,
) {
  // A queue group: with several replicas, each request is answered once.
  const subscription = infrastructure.nats.subscribe(requestSubject(Requests.courseSnapshot, namespace), {
    queue: 'content',
    callback: (error, message) => {
      if (error) {
        logger.warn({ err: error }, 'course snapshot subscription failed');
        return;
      }
      void (async () => {
        try {
          const request = assertValid(CourseSnapshotRequest, message.json(), 'course snapshot request');
          message.respond(JSON.stringify(await courseSnapshot(infrastructure.db, request)));
        } catch (failure) {
          logger.warn({ err: failure }, 'course snapshot request failed');
          message.respond(JSON.stringify({ error: String(failure) }));
        }
      })();
    },
  });
  return subscription;
}
