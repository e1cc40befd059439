// Fills the read model on a miss: asks content for the course's snapshot over NATS request/reply and merges it.

import type { NatsConnection } from '@nats-io/transport-node';
import { type CourseSnapshotRequest, Requests } from '@quizdrill/contracts';
import { askFor } from '@quizdrill/service-kit';
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
    const { nats, namespace, timeoutMs } = this.options;
    const snapshot = await askFor(nats, Requests.courseSnapshot, request, {
      namespace,
      timeoutMs,
      unavailableMessage: 'Courses cannot be loaded right now; try again shortly',
    });
    if (!snapshot.course) return undefined;
    await this.options.model.merge({ course: snapshot.course, questions: snapshot.questions });
    return snapshot.course.id;
  }
}
