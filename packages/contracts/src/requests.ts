// NATS request/reply between services, for answers needed now (DESIGN.md "Services and what each owns").
import { type Static, Type } from '@sinclair/typebox';
import { EventCatalog, Language } from './event-catalog.js';

/**
 * Request subjects live under `rpc.` so no event stream captures them: a stream on `content.>` would store a
 * `content.…` request and answer it with a publish acknowledgement instead of the service's reply.
 */
export function requestSubject(name: string, namespace = ''): string {
  return namespace ? `${namespace}.rpc.${name}` : `rpc.${name}`;
}

export const Requests = {
  courseSnapshot: 'content.course.snapshot',
} as const;

/** By name (a quiz starting) or by id (a running session whose course left the read model). */
export const CourseSnapshotRequest = Type.Union([
  Type.Object({ courseName: Type.String({ minLength: 1 }) }),
  Type.Object({ courseId: Type.Integer({ minimum: 1 }) }),
]);
export type CourseSnapshotRequest = Static<typeof CourseSnapshotRequest>;

/** A course's questions in quiz order, each as `content.question.upserted` carries it; `course` null if unknown. */
export const CourseSnapshotReply = Type.Object({
  course: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), displayName: Type.String(), language: Language }),
    Type.Null(),
  ]),
  questions: Type.Array(EventCatalog['content.question.upserted'].data),
});
export type CourseSnapshotReply = Static<typeof CourseSnapshotReply>;
