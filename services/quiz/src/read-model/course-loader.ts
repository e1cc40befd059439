// Fills the read model on a miss: asks content for the course's snapshot over NATS request/reply and merges it.

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
import type { CourseModel } from './course-model.js';

export interface CourseLoaderOptions {
  nats: NatsConnection;
  namespace: string;
  model: CourseModel;
  timeoutMs: number;
}

export class CourseLoader {
  /** Loads in progress, by request: a classroom starting at once asks content once, not once per student. */
  private readonly inFlight = new Map<string, Promise<number | undefined>>();

  constructor(private readonly options: CourseLoaderOptions) {}

  /**
   * The id of the course named `name`: from the read model, else loaded into it from content; undefined when
   * content does not know the name. The one way the quiz finds a course by name.
   */
  async courseIdByName(name: string): Promise<number | undefined> {
    return (await this.options.model.courseIdByName(name)) ?? this.load({ courseName: name });
  }

  /** Loads the course into the read model; its id, or undefined when content does not know it. */
  load(request: CourseSnapshotRequest): Promise<number | undefined> {
    const key = JSON.stringify(request);
    let loading = this.inFlight.get(key);
    if (!loading) {
      loading = this.fetchAndMerge(request).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, loading);
    }
    return loading;
  }

  private async fetchAndMerge(request: CourseSnapshotRequest): Promise<number | undefined> {
    const snapshot = await this.fetch(request);
    if (!snapshot.course) return undefined;
    await this.options.model.merge({ course: snapshot.course, questions: snapshot.questions });
    return snapshot.course.id;
  }

  private async fetch(request: CourseSnapshotRequest): Promise<CourseSnapshotReply> {
    const { nats, namespace, timeoutMs } = this.options;
    try {
      const message = await nats.request(
        requestSubject(Requests.courseSnapshot, namespace),
        JSON.stringify(request),
        { timeout: timeoutMs },
      );
      // Content answers `{error}` when it failed: not a snapshot, so refused here like no answer at all.
      return assertValid(CourseSnapshotReplySchema, message.json(), 'course snapshot reply');
    } catch (error) {
      throw new AppError(
        503,
        ErrorCode.serviceUnavailable,
        'Courses cannot be loaded right now; try again shortly',
        {
          cause: error,
        },
      );
    }
  }
}
