// The consumer for many small writes: events handed over in batches, with a poison event found and settled alone.
import type { JsMsg } from '@nats-io/jetstream';
import type { DomainEvent, EventType } from '@quizdrill/contracts';
import { type BatchConsumerOptions, PullConsumer } from './consumer.js';

/**
 * Collects events into batches (full, or `maxWaitMs` after the first event arrived) and hands each batch to one
 * call: many small writes become one. Batches are handled one after another, in the order the events came.
 */
export class BatchEventConsumer<T extends EventType> extends PullConsumer<T> {
  private pending: { message: JsMsg; event: DomainEvent<T> }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly batchSize: number;
  private readonly maxWaitMs: number;

  constructor(private readonly options: BatchConsumerOptions<T>) {
    const batchSize = options.batchSize ?? 500;
    // Two batches in flight: one being written while the next fills.
    super(options, batchSize * 2);
    this.batchSize = batchSize;
    this.maxWaitMs = options.maxWaitMs ?? 100;
  }

  protected async accept(message: JsMsg, event: DomainEvent<T>): Promise<void> {
    this.pending.push({ message, event });
    if (this.pending.length >= this.batchSize) {
      this.flush();
      await this.flushing;
    } else {
      this.timer ??= setTimeout(() => this.flush(), this.maxWaitMs);
    }
  }

  protected drain(): Promise<void> {
    this.flush();
    return this.flushing;
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) this.flushing = this.flushing.then(() => this.handle(batch));
  }

  private async handle(batch: { message: JsMsg; event: DomainEvent<T> }[]): Promise<void> {
    try {
      await this.options.handler(batch.map((entry) => entry.event));
      for (const { message } of batch) message.ack();
      return;
    } catch (error) {
      if (batch.length === 1) {
        await this.settleOne(batch[0]!.message, error);
        return;
      }
      this.options.logger.warn(
        { err: error, consumer: this.options.durableName, events: batch.length },
        'batch handler failed; handling its events one by one',
      );
    }
    // One poison event must not fail its whole batch forever: alone, the others succeed (in their order) and only
    // it is retried, then dead-lettered. When the cause is shared (Postgres away), each fails and is redelivered.
    let failures = 0;
    let lastError: unknown;
    for (const { message, event } of batch) {
      try {
        await this.options.handler([event]);
        message.ack();
      } catch (error) {
        failures += 1;
        lastError = error;
        await this.failed(message, error);
      }
    }
    if (failures > 0) {
      this.options.logger.warn(
        { err: lastError, consumer: this.options.durableName, failed: failures, events: batch.length },
        'events failed on their own; will be redelivered (or dead-lettered after the last delivery)',
      );
    }
  }

  private async settleOne(message: JsMsg, error: unknown): Promise<void> {
    if (await this.failed(message, error)) return;
    this.log(message).warn(
      { err: error, retryInMs: this.retryDelay(message.info.deliveryCount) },
      'batch handler failed; will be redelivered',
    );
  }
}
