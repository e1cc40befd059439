// A durable JetStream pull consumer: explicit acks, bounded concurrency, delayed redelivery, restart on errors, and a
// dead-letter stream for an event that still fails on its last delivery.

import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  AnyEventEnvelope,
  assertValid,
  type Domain,
  type DomainEvent,
  domainOf,
  EventCatalog,
  type EventType,
  isEventType,
  streamFor,
  subjectFor,
} from '@quizdrill/contracts';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { deadLetterCounter, publishDeadLetter, REPLAY_FOR_HEADER } from './dead-letter.js';
import { ensureStreams } from './nats.js';

export type EventHandler<T extends EventType> = (
  event: DomainEvent<T>,
  delivery: { attempt: number },
) => Promise<void>;

interface PullConsumerOptions<T extends EventType> {
  nats: NatsConnection;
  /** Durable name, `<service>-<purpose>` (see consumerName in contracts). */
  durableName: string;
  /** Event types to receive; all from one domain, since a consumer reads one stream. */
  eventTypes: readonly T[];
  logger: Logger;
  namespace?: string;
  /** The events' maximum age, for a stream this consumer makes again (see ensureStreams). */
  streamMaxAgeDays?: number;
  /** The dead-letter stream's maximum age (DEAD_LETTER_MAX_AGE_DAYS), for the stream its first dead letter makes. */
  deadLetterMaxAgeDays?: number;
  /** How long an event may be handled before JetStream redelivers it. */
  ackWaitMs?: number;
  /**
   * Events delivered and not yet acknowledged, across every replica sharing the durable consumer. 1 makes the
   * consumer strictly ordered even with several replicas (default 1,000).
   */
  maxAckPending?: number;
  /** Redelivery delay after a failure: base · 2^(attempt-1), capped. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /**
   * Deliveries an event gets before it goes to the dead-letter stream instead of blocking or re-running forever
   * (default 10: with the default delays that is about four minutes of retries, so a restart of Postgres or a
   * short outage never dead-letters an event that would have succeeded).
   */
  maxDeliveries?: number;
  /** Where `events_dead_lettered_total` is counted (the service's metrics). */
  metrics?: Registry;
}

export interface ConsumerOptions<T extends EventType> extends PullConsumerOptions<T> {
  handler: EventHandler<T>;
  /** Events handled at the same time; one slow event never holds up the others beyond this. */
  concurrency?: number;
}

export type BatchHandler<T extends EventType> = (events: DomainEvent<T>[]) => Promise<void>;

export interface BatchConsumerOptions<T extends EventType> extends PullConsumerOptions<T> {
  /** Handles a batch in one go (one transaction, say); the batch is acknowledged, or retried, as a whole. */
  handler: BatchHandler<T>;
  /** Most events in one batch. */
  batchSize?: number;
  /** Longest an event waits for its batch to fill before the batch is handled anyway. */
  maxWaitMs?: number;
}

const NANOS_PER_MS = 1_000_000;
export const DEFAULT_MAX_DELIVERIES = 10;

export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

export abstract class PullConsumer<T extends EventType> {
  private running = false;
  private loop: Promise<void> | undefined;
  private messages: ConsumerMessages | undefined;
  private readonly domain: Domain;
  private readonly stream: string;

  constructor(
    private readonly settings: PullConsumerOptions<T>,
    /** Messages fetched ahead of handling. */
    private readonly prefetch: number,
  ) {
    const domains = new Set(settings.eventTypes.map(domainOf));
    if (domains.size !== 1)
      throw new Error(`Consumer ${settings.durableName} must read events of one domain`);
    this.domain = [...domains][0]!;
    this.stream = streamFor(this.domain, settings.namespace).name;
  }

  async start(): Promise<void> {
    await this.ensureConsumer();
    this.running = true;
    this.loop = this.run();
  }

  /** Stops fetching, lets the events in hand finish (they ack or nak), then returns. */
  async stop(): Promise<void> {
    this.running = false;
    await this.messages?.close();
    await this.loop;
    await this.drain();
  }

  /** Takes one valid event; resolving means the loop may fetch on (backpressure). */
  protected abstract accept(message: JsMsg, event: DomainEvent<T>): Promise<void>;
  /** Finishes the events in hand. */
  protected abstract drain(): Promise<void>;

  protected retryDelay(attempt: number): number {
    return retryDelayMs(
      attempt,
      this.settings.retryBaseDelayMs ?? 1_000,
      this.settings.retryMaxDelayMs ?? 60_000,
    );
  }

  private get maxDeliveries(): number {
    return this.settings.maxDeliveries ?? DEFAULT_MAX_DELIVERIES;
  }

  /**
   * Settles an event whose handler failed: redelivered later, or dead-lettered when this was its last delivery.
   * Returns whether it was dead-lettered.
   */
  protected async failed(message: JsMsg, error: unknown): Promise<boolean> {
    const attempt = message.info.deliveryCount;
    if (attempt >= this.maxDeliveries) return this.deadLetter(message, String(error));
    message.nak(this.retryDelay(attempt));
    return false;
  }

  /** Moves the event to the dead-letter stream and ends its deliveries; if NATS refuses, it is redelivered. */
  private async deadLetter(message: JsMsg, reason: string): Promise<boolean> {
    const log = this.log(message);
    try {
      await publishDeadLetter(this.settings.nats, message, {
        consumer: this.settings.durableName,
        namespace: this.settings.namespace,
        reason,
        maxAgeDays: this.settings.deadLetterMaxAgeDays,
      });
    } catch (error) {
      log.warn({ err: error }, 'could not dead-letter event; will be redelivered');
      message.nak(this.retryDelay(message.info.deliveryCount));
      return false;
    }
    message.term(reason);
    if (this.settings.metrics) {
      deadLetterCounter(this.settings.metrics).inc({ consumer: this.settings.durableName });
    }
    log.error(
      { reason, streamSequence: message.seq, maxDeliveries: this.maxDeliveries },
      'event dead-lettered after its last delivery',
    );
    return true;
  }

  protected log(message: JsMsg): Logger {
    return this.settings.logger.child({
      consumer: this.settings.durableName,
      subject: message.subject,
      attempt: message.info.deliveryCount,
    });
  }

  private async ensureConsumer(): Promise<void> {
    const manager = await jetstreamManager(this.settings.nats);
    const namespace = this.settings.namespace ?? '';
    await manager.consumers.add(this.stream, {
      durable_name: this.settings.durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: (this.settings.ackWaitMs ?? 30_000) * NANOS_PER_MS,
      // One filter subject, not `filter_subjects`: Debian's NATS (2.9) predates multi-filter consumers. Other
      // event types of the domain are acknowledged and skipped in parse().
      filter_subject:
        this.settings.eventTypes.length === 1
          ? subjectFor(this.settings.eventTypes[0]!, namespace)
          : streamFor(domainOf(this.settings.eventTypes[0]!), namespace).subjects[0],
      max_ack_pending: this.settings.maxAckPending ?? 1_000,
    });
  }

  private async run(): Promise<void> {
    let restartDelay = 500;
    while (this.running) {
      try {
        const consumer = await jetstream(this.settings.nats).consumers.get(
          this.stream,
          this.settings.durableName,
        );
        // Ended, not waited on, when the consumer or its stream goes (deleted by hand): nothing else would make
        // them again before the service restarted, and the restart below does.
        this.messages = await consumer.consume({
          max_messages: this.prefetch,
          abort_on_missing_resource: true,
        });
        // stop() may have run while consume() was pending, when there was nothing yet for it to close.
        if (!this.running) {
          this.messages.stop();
          break;
        }
        for await (const message of this.messages) {
          restartDelay = 500;
          // Delivered more often than allowed without an ack or a nak: its handler hung or took the process down
          // each time. Handling it again would do the same.
          if (message.info.deliveryCount > this.maxDeliveries) {
            await this.deadLetter(message, 'never acknowledged (handler hung or the process died)');
            continue;
          }
          const event = this.parse(message);
          if (event) await this.accept(message, event);
        }
        if (this.running) throw new Error('message stream ended unexpectedly');
      } catch (error) {
        if (!this.running) break;
        this.settings.logger.warn(
          { err: error, consumer: this.settings.durableName },
          'consumer failed; restarting',
        );
        await new Promise((resolve) => setTimeout(resolve, restartDelay));
        restartDelay = Math.min(restartDelay * 2, 10_000);
        try {
          // As a start makes them; the stream is the service's own start-up work (ensureStreams), done again here
          // for one deleted meanwhile. Both are no-ops when they are there.
          await ensureStreams(
            this.settings.nats,
            [this.domain],
            this.settings.namespace,
            this.settings.streamMaxAgeDays,
          );
          await this.ensureConsumer();
        } catch {
          // NATS still away: the next round retries.
        }
      }
    }
  }

  /**
   * The event, or undefined when it was settled here: skipped (another type, or a replay for another consumer) or
   * terminated (malformed).
   */
  private parse(message: JsMsg): DomainEvent<T> | undefined {
    const replayFor = message.headers?.get(REPLAY_FOR_HEADER);
    if (replayFor && replayFor !== this.settings.durableName) {
      message.ack();
      return undefined;
    }
    try {
      const envelope = assertValid(AnyEventEnvelope, message.json(), 'event envelope');
      if (!isEventType(envelope.type)) throw new Error(`unknown event type ${envelope.type}`);
      if (!this.settings.eventTypes.includes(envelope.type as T)) {
        message.ack();
        return undefined;
      }
      assertValid(EventCatalog[envelope.type].data, envelope.data, envelope.type);
      return envelope as DomainEvent<T>;
    } catch (error) {
      // A malformed event can never succeed: stop its redelivery instead of retrying forever.
      this.log(message).error({ err: error }, 'dropping malformed event');
      message.term(String(error));
      return undefined;
    }
  }
}
