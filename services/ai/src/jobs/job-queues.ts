// The three BullMQ queues as the HTTP service sees them: enqueue (idempotently), find, wait, follow.
import { createHash, randomUUID } from 'node:crypto';
import { type JobKind, type JobPayload, type QueueName, QueueOfJobKind } from '@quizdrill/contracts';
import { createRedis } from '@quizdrill/service-kit';
import { type Job, type JobsOptions, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';

export const JOB_KINDS = Object.keys(QueueOfJobKind) as JobKind[];

/**
 * Retried with backoff (a provider's bad minute passes); finished jobs kept a while for `GET /jobs/{id}` and
 * then removed so Redis does not fill up.
 */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 3_600, count: 5_000 },
  removeOnFail: { age: 24 * 3_600 },
};

/** BullMQ key prefix under the deployment's Redis prefix (tests run side by side on one Redis). */
export const bullPrefix = (redisKeyPrefix: string) => `${redisKeyPrefix}bull`;

/**
 * A job id says which kind it is (so `GET /jobs/{id}` knows its queue) and, given an idempotency key, is the
 * same for the same user and key: a retried request finds the job it started instead of starting another.
 */
export function jobIdFor(kind: JobKind, userId: string, idempotencyKey?: string): string {
  const unique = idempotencyKey
    ? createHash('sha256').update(`${userId}\0${kind}\0${idempotencyKey}`).digest('hex').slice(0, 32)
    : randomUUID().replaceAll('-', '');
  return `${kind}-${unique}`;
}

export function kindOfJobId(jobId: string): JobKind | undefined {
  return JOB_KINDS.find((kind) => jobId.startsWith(`${kind}-`));
}

type AnyPayload = JobPayload<QueueName>;

export class JobQueues {
  private readonly queues = new Map<JobKind, Queue<AnyPayload>>();
  private readonly events = new Map<JobKind, QueueEvents>();
  private readonly connections: Redis[] = [];

  constructor(redisUrl: string, redisKeyPrefix: string) {
    const prefix = bullPrefix(redisKeyPrefix);
    // Enqueueing fails fast when Redis is away; listening for events blocks, so it waits out a restart.
    const producer = createRedis(redisUrl, 'producer', { connectionName: 'ai-queues' });
    this.connections.push(producer);
    for (const kind of JOB_KINDS) {
      const name = QueueOfJobKind[kind];
      this.queues.set(kind, new Queue<AnyPayload>(name, { connection: producer, prefix }));
      const events = new QueueEvents(name, {
        connection: createRedis(redisUrl, 'worker', { connectionName: `ai-events-${kind}` }),
        prefix,
      });
      // Every request waiting for a job (and every event stream) listens here until its job ends: many at once is
      // normal, not a leak.
      events.setMaxListeners(0);
      this.events.set(kind, events);
    }
  }

  queue(kind: JobKind): Queue<AnyPayload> {
    return this.queues.get(kind)!;
  }

  queueEvents(kind: JobKind): QueueEvents {
    return this.events.get(kind)!;
  }

  async ready(): Promise<void> {
    await Promise.all([...this.events.values()].map((events) => events.waitUntilReady()));
  }

  /** The job an earlier request with this idempotency key started, if it is still kept. */
  async existing(
    kind: JobKind,
    userId: string,
    idempotencyKey: string,
  ): Promise<Job<AnyPayload> | undefined> {
    return (await this.queue(kind).getJob(jobIdFor(kind, userId, idempotencyKey))) ?? undefined;
  }

  /** Adds the job unless one with its id exists; `created` says which happened. */
  async enqueue(
    kind: JobKind,
    payload: AnyPayload,
    idempotencyKey?: string,
  ): Promise<{ job: Job<AnyPayload>; created: boolean }> {
    const queue = this.queue(kind);
    const jobId = jobIdFor(kind, payload.userId, idempotencyKey);
    const existing = await queue.getJob(jobId);
    if (existing) return { job: existing, created: false };
    return { job: await queue.add(kind, payload, { ...DEFAULT_JOB_OPTIONS, jobId }), created: true };
  }

  async find(jobId: string): Promise<{ kind: JobKind; job: Job<AnyPayload> } | undefined> {
    const kind = kindOfJobId(jobId);
    if (!kind) return undefined;
    const job = await this.queue(kind).getJob(jobId);
    return job ? { kind, job } : undefined;
  }

  async close(): Promise<void> {
    await Promise.all([...this.events.values()].map((events) => events.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.all(this.connections.map((connection) => connection.quit().catch(() => undefined)));
  }
}
