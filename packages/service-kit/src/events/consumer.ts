// A durable JetStream pull consumer: explicit acks, bounded concurrency, delayed redelivery, restart on errors.

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
  type DomainEvent,
  domainOf,
  EventCatalog,
  type EventType,
  isEventType,
  streamFor,
  subjectFor,
} from '@quizdrill/contracts';
import type { Logger } from 'pino';

export type EventHandler<T extends EventType> = (
  event: DomainEvent<T>,
  delivery: { attempt: number },
) => Promise<void>;

export interface ConsumerOptions<T extends EventType> {
  nats: NatsConnection;
  /** Durable name, `<service>-<purpose>` (see consumerName in contracts). */
  durableName: string;
  /** Event types to receive; all from one domain, since a consumer reads one stream. */
  eventTypes: readonly T[];
  handler: EventHandler<T>;
  logger: Logger;
  namespace?: string;
  /** Events handled at the same time; one slow event never holds up the others beyond this. */
  concurrency?: number;
  /** How long an event may be handled before JetStream redelivers it. */
  ackWaitMs?: number;
  /** Redelivery delay after a failure: base · 2^(attempt-1), capped. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
}

const NANOS_PER_MS = 1_000_000;

export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  private readonly idleWaiters: (() => void)[] = [];

  constructor(private readonly size: number) {
    this.free = size;
  }

  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
      return;
    }
    this.free += 1;
    if (this.free === this.size) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  idle(): Promise<void> {
    if (this.free === this.size) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

export class EventConsumer<T extends EventType> {
  private running = false;
  private loop: Promise<void> | undefined;
  private messages: ConsumerMessages | undefined;
  private readonly concurrency: number;
  private readonly slots: Slots;
  private readonly stream: string;

  constructor(private readonly options: ConsumerOptions<T>) {
    const domains = new Set(options.eventTypes.map(domainOf));
    if (domains.size !== 1) throw new Error(`Consumer ${options.durableName} must read events of one domain`);
    this.stream = streamFor([...domains][0]!, options.namespace).name;
    this.concurrency = options.concurrency ?? 8;
    this.slots = new Slots(this.concurrency);
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
    await this.slots.idle();
  }

  private async ensureConsumer(): Promise<void> {
    const manager = await jetstreamManager(this.options.nats);
    const namespace = this.options.namespace ?? '';
    await manager.consumers.add(this.stream, {
      durable_name: this.options.durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: (this.options.ackWaitMs ?? 30_000) * NANOS_PER_MS,
      // One filter subject, not `filter_subjects`: Debian's NATS (2.9) predates multi-filter consumers. Other
      // event types of the domain are acknowledged and skipped in handle().
      filter_subject:
        this.options.eventTypes.length === 1
          ? subjectFor(this.options.eventTypes[0]!, namespace)
          : streamFor(domainOf(this.options.eventTypes[0]!), namespace).subjects[0],
      max_ack_pending: 1_000,
    });
  }

  private async run(): Promise<void> {
    let restartDelay = 500;
    while (this.running) {
      try {
        const consumer = await jetstream(this.options.nats).consumers.get(
          this.stream,
          this.options.durableName,
        );
        this.messages = await consumer.consume({ max_messages: this.concurrency });
        // stop() may have run while consume() was pending, when there was nothing yet for it to close.
        if (!this.running) {
          this.messages.stop();
          break;
        }
        for await (const message of this.messages) {
          await this.slots.acquire();
          void this.handle(message).finally(() => this.slots.release());
          restartDelay = 500;
        }
        if (this.running) throw new Error('message stream ended unexpectedly');
      } catch (error) {
        if (!this.running) break;
        this.options.logger.warn(
          { err: error, consumer: this.options.durableName },
          'consumer failed; restarting',
        );
        await new Promise((resolve) => setTimeout(resolve, restartDelay));
        restartDelay = Math.min(restartDelay * 2, 10_000);
        try {
          await this.ensureConsumer();
        } catch {
          // NATS still away: the next round retries.
        }
      }
    }
  }

  private async handle(message: JsMsg): Promise<void> {
    const attempt = message.info.deliveryCount;
    const log = this.options.logger.child({
      consumer: this.options.durableName,
      subject: message.subject,
      attempt,
    });
    let event: DomainEvent<T>;
    try {
      const envelope = assertValid(AnyEventEnvelope, message.json(), 'event envelope');
      if (!isEventType(envelope.type)) throw new Error(`unknown event type ${envelope.type}`);
      if (!this.options.eventTypes.includes(envelope.type as T)) {
        message.ack();
        return;
      }
      assertValid(EventCatalog[envelope.type].data, envelope.data, envelope.type);
      event = envelope as DomainEvent<T>;
    } catch (error) {
      // A malformed event can never succeed: stop its redelivery instead of retrying forever.
      log.error({ err: error }, 'dropping malformed event');
      message.term(String(error));
      return;
    }
    try {
      await this.options.handler(event, { attempt });
      message.ack();
    } catch (error) {
      const delay = retryDelayMs(
        attempt,
        this.options.retryBaseDelayMs ?? 1_000,
        this.options.retryMaxDelayMs ?? 60_000,
      );
      log.warn(
        { err: error, eventId: event.id, retryInMs: delay },
        'event handler failed; will be redelivered',
      );
      message.nak(delay);
    }
  }
}
