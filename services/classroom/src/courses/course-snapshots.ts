// A course's questions for a new game or an assignment, asked of content over NATS request/reply (as quiz's read
// model asks).
import type { NatsConnection } from '@nats-io/transport-node';
import { type CourseSnapshotReply, type CourseSnapshotRequest, Requests } from '@quizdrill/contracts';
import { askFor } from '@quizdrill/service-kit';

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

  private ask(request: CourseSnapshotRequest): Promise<CourseSnapshotReply> {
    return askFor(this.nats, Requests.courseSnapshot, request, {
      namespace: this.namespace,
      timeoutMs: this.timeoutMs,
      unavailableMessage: 'Courses cannot be loaded right now; try again shortly',
    });
  }
}
