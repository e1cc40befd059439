// A course's questions for a new game or an assignment, asked of content over NATS request/reply (as quiz's read
// model asks).
import type { NatsConnection } from '@nats-io/transport-node';
import {
  assertValid,
  type CourseSnapshotReply,
  CourseSnapshotReply as CourseSnapshotReplySchema,
  type CourseSnapshotRequest,
  ErrorCode,
  Requests,
  requestSubject,
} from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';

export class CourseSnapshots {
  constructor(
    private readonly nats: NatsConnection,
    private readonly namespace: string,
    private readonly timeoutMs: number,
  ) {}

  /** The course and its questions in course order; `course` null when content knows no such name. */
  byName(courseName: string): Promise<CourseSnapshotReply> {
    return this.ask({ courseName });
  }

  /** The same by id: an assignment refers to its course by id, whatever it is called today. */
  byId(courseId: number): Promise<CourseSnapshotReply> {
    return this.ask({ courseId });
  }

  private async ask(request: CourseSnapshotRequest): Promise<CourseSnapshotReply> {
    try {
      const message = await this.nats.request(
        requestSubject(Requests.courseSnapshot, this.namespace),
        JSON.stringify(request),
        { timeout: this.timeoutMs },
      );
      // Content answers `{error}` when it failed: not a snapshot, so refused here like no answer at all.
      return assertValid(CourseSnapshotReplySchema, message.json(), 'course snapshot reply');
    } catch (error) {
      throw new AppError(
        503,
        ErrorCode.serviceUnavailable,
        'Courses cannot be loaded right now; try again shortly',
        { cause: error },
      );
    }
  }
}
