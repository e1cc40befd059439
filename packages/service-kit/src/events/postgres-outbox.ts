// The Postgres outbox as a relay source: rows enqueueEvent wrote in the transaction of their change, published in
// sequence order and marked published in the transaction that took them.
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { ServiceKitTables } from '../db/service-kit-migrations.js';
import { outboxChannel } from './outbox.js';
import type { OutboxSource, PublishEvents } from './outbox-relay.js';

export interface PostgresOutboxOptions {
  /** The service's pool; one of its connections LISTENs, so a commit wakes the relay at once. */
  pool: pg.Pool;
  schema: string;
  logger: Logger;
  /** How often to look for rows when no notification comes (the listener may be down). */
  pollIntervalMs?: number;
}

const LISTEN_RETRY_MS = 2_000;

export class PostgresOutbox implements OutboxSource {
  readonly name = 'postgres';
  readonly ordered = true;
  private readonly db: Kysely<ServiceKitTables>;
  private listener: pg.PoolClient | undefined;
  private readonly released = new WeakSet<pg.PoolClient>();
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  /** A commit was notified since the last batch was taken: look again before idling. */
  private notified = false;
  private wake: (() => void) | undefined;

  constructor(private readonly options: PostgresOutboxOptions) {
    // Its own typed view of the service's pool (never destroyed here: the pool belongs to the service).
    this.db = new Kysely<ServiceKitTables>({ dialect: new PostgresDialect({ pool: options.pool }) });
  }

  open(): Promise<void> {
    return this.listen();
  }

  /**
   * Takes the outbox's lock, publishes the oldest waiting batch in sequence order, and in the same transaction marks
   * what JetStream stored and counts an attempt on what failed.
   *
   * One replica relays at a time: two relaying different batches side by side would reach JetStream interleaved
   * (each over its own connection), and a later batch's first event could be stored before an earlier batch was,
   * breaking commit order. A replica waiting for the lock reads the outbox once the holder committed, so it takes
   * over from the next event on, and at once if the holder dies (its transaction, and the lock, end with it).
   */
  async relay(limit: number, publish: PublishEvents): Promise<number> {
    this.notified = false;
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`${this.options.schema}.outbox`}))`.execute(trx);
      const rows = await trx
        .selectFrom('outbox')
        .select(['id', 'type', 'envelope'])
        .where('published_at', 'is', null)
        .orderBy('sequence')
        .limit(limit)
        .execute();
      if (rows.length === 0) return 0;
      const outcomes = await publish(
        rows.map((row) => ({ id: row.id, type: row.type, envelope: JSON.stringify(row.envelope) })),
      );
      const stored: string[] = [];
      const failed = new Map<string, string[]>();
      rows.forEach((row, index) => {
        const outcome = outcomes[index];
        if (outcome?.status === 'stored') stored.push(row.id);
        if (outcome?.status === 'failed') {
          const reason = String(outcome.error);
          failed.set(reason, [...(failed.get(reason) ?? []), row.id]);
        }
      });
      if (stored.length > 0) {
        await trx.updateTable('outbox').set({ published_at: new Date() }).where('id', 'in', stored).execute();
      }
      for (const [reason, ids] of failed) {
        await trx
          .updateTable('outbox')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: reason }))
          .where('id', 'in', ids)
          .execute();
      }
      return rows.length;
    });
  }

  /** Until a commit is notified, or the poll interval passes. */
  idle(_taken: number, signal: AbortSignal): Promise<void> {
    if (this.notified || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollIntervalMs ?? 1_000);
      signal.addEventListener('abort', done);
      this.wake = done;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    if (this.listener) this.releaseListener(this.listener);
  }

  private readonly onNotification = () => {
    this.notified = true;
    this.wake?.();
  };

  /** Connects the LISTEN connection; without it the relay polls, and tries again in a moment. */
  private async listen(): Promise<void> {
    if (this.closed || this.listener) return;
    const { pool, schema, logger } = this.options;
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      const connection = client;
      connection.on('notification', this.onNotification);
      connection.on('error', (error) => {
        logger.warn({ err: error }, 'outbox listener lost its connection; polling meanwhile');
        this.releaseListener(connection, error);
        void this.listen();
      });
      await connection.query(`listen ${outboxChannel(schema)}`);
      this.listener = connection;
      if (this.closed) this.releaseListener(connection);
    } catch (error) {
      if (client) this.releaseListener(client, error as Error);
      logger.warn({ err: error }, 'outbox listener could not connect; polling meanwhile');
      if (!this.closed) this.retry = setTimeout(() => void this.listen(), LISTEN_RETRY_MS);
    }
  }

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
