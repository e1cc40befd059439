// The simulated checkout's clock (development without Stripe): every so often, the paid periods that have run out
// end or renew, and their events go through PaymentEvents exactly as Stripe's webhooks would, so a plan cancelled at
// period end loses premium when the period ends. Stripe does this itself; here nothing else would.
import type { Logger } from 'pino';
import type { SimulatedStripe } from '../stripe/simulated-payments.js';
import type { PaymentEvents } from '../webhooks/payment-events.js';

export class SimulatedRenewals {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly simulation: SimulatedStripe,
    private readonly events: PaymentEvents,
    private readonly logger: Logger,
  ) {}

  /** Closes the periods run out by `now` and applies their events; answers how many events were applied. */
  async settle(now = new Date()): Promise<number> {
    const events = await this.simulation.closeRunOutPeriods(now);
    for (const event of events) await this.events.handle(event);
    return events.length;
  }

  start(everyMs: number): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.settle()
        .then((applied) => {
          if (applied > 0) this.logger.info({ applied }, 'simulated subscriptions renewed or ended');
        })
        .catch((error: unknown) => this.logger.warn({ err: error }, 'simulated renewals failed; next time'))
        .finally(() => {
          this.running = undefined;
        });
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
