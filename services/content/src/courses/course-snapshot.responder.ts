// Answers `content.course.snapshot` so the quiz service can rebuild a course's read model on a miss.
import { type CourseSnapshotReply, type CourseSnapshotRequest, Requests } from '@quizdrill/contracts';
import { type Infrastructure, type RequestScope, serveWhileRunning } from '@quizdrill/service-kit';
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
  scope: RequestScope,
) {
  serveWhileRunning(infrastructure.nats, scope, {
    request: Requests.courseSnapshot,
    queue: 'content',
    answer: (request) => courseSnapshot(infrastructure.db, request),
  });
}
