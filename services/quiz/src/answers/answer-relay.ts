// Publishes recorded answers from the Redis stream the submit script appends to (the hot path's outbox) to
// JetStream as `quiz.answer.recorded`, so the request path never waits for NATS or Postgres.
//
// A consumer group lets several replicas share the stream; an entry is acknowledged and deleted only after
// JetStream has stored the event. Entries a crashed replica had taken are claimed by another after a while.
// Publishing twice is harmless: the message id is the event id, which JetStream de-duplicates.
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NatsConnection } from '@nats-io/transport-node';
import { assertValid, type DomainEvent, EventCatalog, subjectFor } from '@quizdrill/contracts';
import { JetStreamPublisher, type OutgoingMessage } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

const GROUP = 'relay';
const TYPE = 'quiz.answer.recorded';

type Entry = [id: string, fields: string[]];

export interface AnswerRelayOptions {
  /** A connection of its own: it blocks on XREADGROUP. */
  redis: Redis;
  stream: string;
  nats: NatsConnection;
  namespace: string;
  logger: Logger;
  batchSize?: number;
  /** An entry taken by a replica that has not acknowledged it for this long is taken over. */
  claimAfterMs?: number;
  /** How long to let answers gather after a batch that did not fill up. */
  lingerMs?: number;
}

export function answerEvent(fields: string[]): DomainEvent<typeof TYPE> {
  const field = (name: string) => fields[fields.indexOf(name) + 1];
  const id = field('id');
  const data = assertValid(EventCatalog[TYPE].data, JSON.parse(field('data') ?? 'null'), TYPE);
  return { id: id ?? '', type: TYPE, version: EventCatalog[TYPE].version, occurredAt: data.answeredAt, data };
}

export class AnswerRelay {
  private running = false;
  private loop: Promise<void> | undefined;
  private readonly consumer = `${hostname()}-${process.pid}`;
  private readonly batchSize: number;
  private readonly claimAfterMs: number;
  private readonly lingerMs: number;
  private readonly publisher: JetStreamPublisher;

  constructor(private readonly options: AnswerRelayOptions) {
    this.batchSize = options.batchSize ?? 500;
    this.claimAfterMs = options.claimAfterMs ?? 30_000;
    this.lingerMs = options.lingerMs ?? 100;
    this.publisher = new JetStreamPublisher(options.nats);
  }

  async start(): Promise<void> {
    await this.ensureGroup();
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Lets the batch in hand finish (its blocking read returns within a second), then disconnects. The consumer
   * stays in the group: deleting it would drop any entries it still has pending, which others must claim.
   */
  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
    this.publisher.close();
    this.options.redis.disconnect();
  }

  private async ensureGroup(): Promise<void> {
    try {
      // From the stream's start: answers recorded before the group existed are published too.
      await this.options.redis.xgroup('CREATE', this.options.stream, GROUP, '0', 'MKSTREAM');
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
  }

  private async run(): Promise<void> {
    const { redis, stream, logger } = this.options;
    // Own entries left unacknowledged (a failed publish) first, then new ones; now and then, abandoned ones.
    let backlog = true;
    let lastClaim = 0;
    let delay = 250;
    while (this.running) {
      try {
        let entries: Entry[];
        if (Date.now() - lastClaim > this.claimAfterMs) {
          lastClaim = Date.now();
          const claimed = (await redis.xautoclaim(
            stream,
            GROUP,
            this.consumer,
            this.claimAfterMs,
            '0-0',
            'COUNT',
            this.batchSize,
          )) as [string, Entry[]];
          entries = claimed[1];
        } else {
          const reply = (await redis.xreadgroup(
            'GROUP',
            GROUP,
            this.consumer,
            'COUNT',
            this.batchSize,
            'BLOCK',
            1_000,
            'STREAMS',
            stream,
            backlog ? '0' : '>',
          )) as [string, Entry[]][] | null;
          entries = reply?.[0]?.[1] ?? [];
          if (backlog && entries.length === 0) backlog = false;
        }
        if (entries.length > 0) await this.publish(entries);
        delay = 250;
        // A part batch means the relay has caught up: let answers gather for a moment, so each batch (and the
        // store's transaction behind it) carries many answers instead of a few. Answers are statistics; a tenth
        // of a second later costs nobody anything.
        if (entries.length > 0 && entries.length < this.batchSize) await sleep(this.lingerMs);
      } catch (error) {
        if (!this.running) break;
        backlog = true;
        logger.warn({ err: error }, 'answer relay failed; retrying');
        // Redis lost the stream (flushed, or a new server): the group goes with it.
        if (String(error).includes('NOGROUP')) await this.ensureGroup().catch(() => undefined);
        await sleep(delay);
        delay = Math.min(delay * 2, 5_000);
      }
    }
  }

  private async publish(entries: Entry[]): Promise<void> {
    const { redis, stream, namespace, logger } = this.options;
    const done: string[] = [];
    const sending: { entryId: string; message: OutgoingMessage }[] = [];
    for (const [entryId, fields] of entries) {
      try {
        const event = answerEvent(fields);
        const message = {
          subject: subjectFor(TYPE, namespace),
          data: JSON.stringify(event),
          msgID: event.id,
        };
        sending.push({ entryId, message });
      } catch (error) {
        // Written by our own script, so this is a bug: keep the stream moving, keep the evidence in the log.
        logger.error({ err: error, entryId, fields }, 'dropping malformed answer entry');
        done.push(entryId);
      }
    }
    const outcomes = await this.publisher.publishAll(sending.map(({ message }) => message));
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') done.push(sending[index]!.entryId);
    });
    if (done.length > 0)
      await redis
        .multi()
        .xack(stream, GROUP, ...done)
        .xdel(stream, ...done)
        .exec();
    // What was not stored stays pending in the group and is published again from the backlog.
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }
}
