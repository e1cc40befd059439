// Resources a process opens, closed in reverse order on shutdown (HTTP first, then consumers, relay, connections).
import type { Logger } from 'pino';

export class Lifecycle {
  private readonly resources: { name: string; close: () => Promise<void> | void }[] = [];
  private closing: Promise<void> | undefined;

  constructor(private readonly logger: Logger) {}

  /** Registers a resource and hands it back, so `const db = lifecycle.use('postgres', open(), db => db.destroy())`. */
  use<T>(name: string, resource: T, close: (resource: T) => Promise<void> | void): T {
    this.resources.push({ name, close: () => close(resource) });
    return resource;
  }

  closeAll(): Promise<void> {
    this.closing ??= (async () => {
      for (const { name, close } of this.resources.reverse()) {
        try {
          await close();
          this.logger.debug({ resource: name }, 'closed');
        } catch (error) {
          this.logger.error({ err: error, resource: name }, 'failed to close resource');
        }
      }
    })();
    return this.closing;
  }
}
