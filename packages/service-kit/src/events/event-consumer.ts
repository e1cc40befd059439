// The consumer most services use: events handled one by one, several at a time, each acknowledged on its own.
import type { JsMsg } from '@nats-io/jetstream';
import type { DomainEvent, EventType } from '@quizdrill/contracts';
import { type ConsumerOptions, PullConsumer } from './consumer.js';
import { Slots } from './slots.js';

/** Handles events one by one, up to `concurrency` at a time, each acknowledged on its own. */
export class EventConsumer<T extends EventType> extends PullConsumer<T> {
  private readonly slots: Slots;

  constructor(private readonly options: ConsumerOptions<T>) {
    const concurrency = options.concurrency ?? 8;
    super(options, concurrency);
    this.slots = new Slots(concurrency);
  }

  protected async accept(message: JsMsg, event: DomainEvent<T>): Promise<void> {
    await this.slots.acquire();
    void this.handle(message, event).finally(() => this.slots.release());
  }

  protected drain(): Promise<void> {
    return this.slots.idle();
  }

  private async handle(message: JsMsg, event: DomainEvent<T>): Promise<void> {
    const attempt = message.info.deliveryCount;
    try {
      await this.options.handler(event, { attempt });
      message.ack();
    } catch (error) {
      if (await this.failed(message, error)) return;
      this.log(message).warn(
        { err: error, eventId: event.id, retryInMs: this.retryDelay(attempt) },
        'event handler failed; will be redelivered',
      );
    }
  }
}
