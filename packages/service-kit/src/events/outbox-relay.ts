// The one relay (DESIGN.md "Events"): takes committed events from an outbox, publishes them to JetStream in batches
// with msgID = event id (publishing one again is a no-op), and has the outbox record what was stored. Two outboxes
// feed it: the Postgres outbox services write with enqueueEvent (postgres-outbox.ts), and a Redis stream a script
// appends to in the same atomic step as its change (redis-stream-outbox.ts: quiz's answers).
import { setTimeout as sleep } from 'node:timers/promises';
import type { NatsConnection } from '@nats-io/transport-node';
import { domainOf, subjectFor } from '@quizdrill/contracts';
import type { Logger } from 'pino';
import {
  JetStreamPublisher,
  type OutgoingMessage,
  PublishRefused,
  WRONG_LAST_MSG_ID,
} from './jetstream-publisher.js';

/** An event waiting in an outbox. */
export interface OutboxEvent {
  /** The event id, JetStream's de-duplication id. */
  id: string;
  type: string;
  /** The whole envelope as JSON, published as it is. */
  envelope: string;
}

export type PublishOutcome =
  | { status: 'stored' }
  /**
   * Not stored, and nothing went wrong with it: in an ordered outbox an earlier event of its stream was not stored
   * (or another replica's event came in between), so it waits for the next batch rather than overtake.
   */
  | { status: 'held' }
  | { status: 'failed'; error: Error };

/** Publishes a batch; one outcome per event, in order. */
export type PublishEvents = (events: readonly OutboxEvent[]) => Promise<PublishOutcome[]>;

export interface OutboxSource {
  /** For the logs. */
  readonly name: string;
  /** Whether each stream must receive this outbox's events in the order they are taken. */
  readonly ordered: boolean;
  /** Gets ready before the first batch (a consumer group, a listening connection). */
  open(): Promise<void>;
  /**
   * Takes up to `limit` waiting events, publishes them once with `publish` and records which were stored; the rest
   * wait for a later batch. Returns how many it took.
   */
  relay(limit: number, publish: PublishEvents): Promise<number>;
  /** Waits, after a batch that left nothing waiting (`taken` < the limit), until more may have come. */
  idle(taken: number, signal: AbortSignal): Promise<void>;
  /** After a failed batch, puts right what the failure says is broken (a Redis stream that lost its group). */
  recover?(error: unknown): Promise<void>;
  close(): Promise<void>;
}

export interface OutboxRelayOptions {
  source: OutboxSource;
  nats: NatsConnection;
  namespace?: string;
  logger: Logger;
  /** Events per batch: one round of publishing, one commit or acknowledgement. */
  batchSize?: number;
  /** How long JetStream has to acknowledge a batch before its unacknowledged events count as not stored. */
  publishTimeoutMs?: number;
}

interface BatchResult {
  taken: number;
  published: number;
  held: number;
  failure: Error | undefined;
}

/** After the n-th failure in a row: 250 ms, doubling, at most 5 s (NATS needs time to come back). */
const backoffMs = (failures: number) => Math.min(250 * 2 ** (failures - 1), 5_000);

export class OutboxRelay {
  private readonly publisher: JetStreamPublisher;
  private readonly batchSize: number;
  private running = false;
  private loop: Promise<void> | undefined;
  private readonly stopping = new AbortController();
  private stopped: Promise<void> | undefined;

  constructor(private readonly options: OutboxRelayOptions) {
    this.publisher = new JetStreamPublisher(options.nats, options.publishTimeoutMs ?? 5_000);
    this.batchSize = options.batchSize ?? 100;
  }

  async start(): Promise<void> {
    if (this.running) return;
    await this.options.source.open();
    this.running = true;
    this.loop = this.run();
  }

  /** Finishes the batch in hand, then publishes nothing more; what is left waits in the outbox for the next start. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.running = false;
      this.stopping.abort();
      await this.loop;
      await this.options.source.close();
      this.publisher.close();
    })();
    return this.stopped;
  }

  /** Publishes everything waiting now; tests use it. Returns how many events were published. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.relayBatch();
      if (batch.failure) throw batch.failure;
      total += batch.published;
      if (!this.moreWaiting(batch)) return total;
    }
  }

  private async run(): Promise<void> {
    const { source, logger } = this.options;
    const { signal } = this.stopping;
    let failures = 0;
    while (this.running) {
      try {
        const batch = await this.relayBatch();
        if (batch.failure) throw batch.failure;
        failures = 0;
        if (!this.moreWaiting(batch)) await source.idle(batch.taken, signal);
      } catch (error) {
        if (!this.running) break;
        failures += 1;
        logger.warn(
          { err: error, failures, outbox: source.name },
          'outbox relay could not publish; will retry',
        );
        await source.recover?.(error).catch(() => undefined);
        await sleep(backoffMs(failures), undefined, { signal }).catch(() => undefined);
      }
    }
  }

  /** A full batch, or events held back, mean more is waiting right now. */
  private moreWaiting(batch: BatchResult): boolean {
    return batch.taken === this.batchSize || batch.held > 0;
  }

  private async relayBatch(): Promise<BatchResult> {
    let outcomes: PublishOutcome[] = [];
    const taken = await this.options.source.relay(this.batchSize, async (events) => {
      outcomes = await this.publish(events);
      return outcomes;
    });
    const count = (status: PublishOutcome['status']) =>
      outcomes.filter((outcome) => outcome.status === status).length;
    const failed = outcomes.find((outcome) => outcome.status === 'failed');
    return { taken, published: count('stored'), held: count('held'), failure: failed?.error };
  }

  private async publish(events: readonly OutboxEvent[]): Promise<PublishOutcome[]> {
    const { namespace = '', source } = this.options;
    // In an ordered outbox each event names the one before it in its stream: JetStream stores it only after that
    // one, so an event lost in transit (a dropped connection) cannot be overtaken by the events sent after it.
    const lastInStream = new Map<string, string>();
    const messages = events.map(({ id, type, envelope }): OutgoingMessage => {
      const message: OutgoingMessage = { subject: subjectFor(type, namespace), data: envelope, msgID: id };
      if (source.ordered) {
        message.expectedLastMsgID = lastInStream.get(domainOf(type));
        lastInStream.set(domainOf(type), id);
      }
      return message;
    });
    const settled = await this.publisher.publishAll(messages);
    return settled.map((outcome): PublishOutcome => {
      if (outcome.status === 'fulfilled') return { status: 'stored' };
      const error = outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason));
      const outOfTurn = error instanceof PublishRefused && error.errorCode === WRONG_LAST_MSG_ID;
      return outOfTurn ? { status: 'held' } : { status: 'failed', error };
    });
  }
}
