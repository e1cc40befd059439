// A counting semaphore for a consumer's handlers in flight, which can also be waited on until all are done.

export class Slots {
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

/**
 * The part every durable pull consumer shares: creating the consumer, the fetch loop that restarts while NATS is
 * away, checking each event against its schema, and stopping. Subclasses decide what happens to a valid event.
 */
