// Publishes committed outbox rows to JetStream, in order, with msgID = event id so a retried publish is a no-op.

import { type JetStreamClient, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { subjectFor } from '@quizdrill/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { ServiceKitTables } from '../db/service-kit-migrations.js';
import { outboxChannel } from './outbox.js';

export interface OutboxRelayOptions {
  /** The service's pool; one of its connections LISTENs, so a commit wakes the relay at once. */
  pool: pg.Pool;
  schema: string;
  nats: NatsConnection;
  namespace?: string;
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  publishTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OutboxRelay {
  private readonly js: JetStreamClient;
  private readonly db: Kysely<ServiceKitTables>;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private listener: pg.PoolClient | undefined;
  private readonly released = new WeakSet<pg.PoolClient>();
  private failures = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.js = jetstream(options.nats, { timeout: options.publishTimeoutMs ?? 2_000 });
    // Its own typed view of the service's pool (never destroyed here: the pool belongs to the service).
    this.db = new Kysely<ServiceKitTables>({ dialect: new PostgresDialect({ pool: options.pool }) });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.listen();
    this.loop = this.run();
  }

  /** Stops after the batch in flight, then publishes nothing more; unpublished rows wait for the next start. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    if (this.listener) this.releaseListener(this.listener);
  }

  /** Publishes everything pending now; tests and shutdown use it. Returns how many events were published. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.publishBatch();
      total += published;
      if (published < this.batchSize) return total;
    }
  }

  private get batchSize() {
    return this.options.batchSize ?? 100;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let published = 0;
      try {
        published = await this.publishBatch();
        this.failures = 0;
      } catch (error) {
        this.failures += 1;
        this.options.logger.warn(
          { err: error, failures: this.failures },
          'outbox relay could not publish; will retry',
        );
      }
      if (published === this.batchSize) continue;
      const backoff = this.failures > 0 ? Math.min(250 * 2 ** this.failures, 10_000) : undefined;
      await this.idle(backoff ?? this.options.pollIntervalMs ?? 1_000);
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      // A NOTIFY cuts the poll short, but not a failure backoff: NATS needs time to come back.
      this.wake = this.failures > 0 ? () => (this.running ? undefined : done()) : done;
    });
  }

  /**
   * Locks a batch (SKIP LOCKED lets several replicas relay side by side), publishes in sequence order and marks
   * what was acknowledged. A failure stops the batch: later events never overtake an earlier unpublished one.
   */
  private async publishBatch(): Promise<number> {
    const namespace = this.options.namespace ?? '';
    const { published, failure } = await this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('outbox')
        .select(['sequence', 'id', 'type', 'envelope'])
        .where('published_at', 'is', null)
        .orderBy('sequence')
        .limit(this.batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      const publishedIds: string[] = [];
      let failure: unknown;
      for (const row of rows) {
        try {
          await this.js.publish(subjectFor(row.type, namespace), JSON.stringify(row.envelope), {
            msgID: row.id,
          });
          publishedIds.push(row.id);
        } catch (error) {
          failure = error;
          await trx
            .updateTable('outbox')
            .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String(error) }))
            .where('id', '=', row.id)
            .execute();
          break;
        }
      }
      if (publishedIds.length > 0) {
        await trx
          .updateTable('outbox')
          .set({ published_at: new Date() })
          .where('id', 'in', publishedIds)
          .execute();
      }
      return { published: publishedIds.length, failure };
    });
    // Thrown only after the commit, so what was acknowledged stays marked as published.
    if (failure) throw failure;
    return published;
  }

  private async listen(): Promise<void> {
    while (this.running && !this.listener) {
      let client: pg.PoolClient | undefined;
      try {
        client = await this.options.pool.connect();
        const connection = client;
        connection.on('notification', this.onNotification);
        connection.on('error', (error) => {
          this.options.logger.warn({ err: error }, 'outbox listener lost its connection; polling meanwhile');
          this.releaseListener(connection, error);
          void this.listen();
        });
        await connection.query(`listen ${outboxChannel(this.options.schema)}`);
        this.listener = connection;
        if (!this.running) this.releaseListener(connection);
      } catch (error) {
        if (client) this.releaseListener(client, error as Error);
        this.options.logger.warn({ err: error }, 'outbox listener could not connect; polling meanwhile');
        await sleep(2_000);
      }
    }
  }

  private readonly onNotification = () => this.wake?.();

  /**
   * Hands the LISTEN connection back to the pool once, without our handlers: a released connection that later
   * fails (database restart, pool end) is the pool's business, and releasing it twice would throw.
   */
  private releaseListener(client: pg.PoolClient, error?: Error): void {
    if (this.released.has(client)) return;
    this.released.add(client);
    client.removeAllListeners('notification');
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    // Destroyed, never reused: the connection is still LISTENing, and may be broken.
    client.release(error ?? true);
    if (this.listener === client) this.listener = undefined;
  }
}
