// A Redis stream as a relay source: for a hot path that records its events with a script, in the same atomic step as
// its change, so the request never waits for NATS or Postgres (quiz's answers).
//
// A consumer group lets several replicas share the stream; an entry is acknowledged and deleted only after JetStream
// has stored its event. Entries a crashed replica had taken are claimed by another after a while. Publishing twice is
// harmless: the message id is the event id, which JetStream de-duplicates. Order is not kept: claimed entries come
// late by design.
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DomainEvent, EventType } from '@quizdrill/contracts';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { OutboxEvent, OutboxSource, PublishEvents } from './outbox-relay.js';

const GROUP = 'relay';

type Entry = [id: string, fields: string[]];

export interface RedisStreamOutboxOptions {
  /** A connection of its own (it blocks on XREADGROUP), disconnected when the relay stops. */
  redis: Redis;
  stream: string;
  /** The event an entry holds; throws for an entry that is not one. */
  toEvent(fields: string[]): DomainEvent<EventType>;
  logger: Logger;
  /** An entry a replica took and has not acknowledged for this long is taken over. */
  claimAfterMs?: number;
  /** How long to let events gather after a batch that did not fill up. */
  lingerMs?: number;
}

export class RedisStreamOutbox implements OutboxSource {
  readonly name: string;
  readonly ordered = false;
  private readonly consumer = `${hostname()}-${process.pid}`;
  private readonly claimAfterMs: number;
  /** Own entries taken but not acknowledged (a failed publish) come first, before new ones. */
  private backlog = true;
  private lastClaim = 0;

  constructor(private readonly options: RedisStreamOutboxOptions) {
    this.name = `redis stream ${options.stream}`;
    this.claimAfterMs = options.claimAfterMs ?? 30_000;
  }

  open(): Promise<void> {
    return this.ensureGroup();
  }

  async relay(limit: number, publish: PublishEvents): Promise<number> {
    const { redis, stream, toEvent, logger } = this.options;
    const entries = await this.take(limit);
    if (entries.length === 0) return 0;
    const done: string[] = [];
    const sending: { entryId: string; event: OutboxEvent }[] = [];
    for (const [entryId, fields] of entries) {
      try {
        const event = toEvent(fields);
        sending.push({ entryId, event: { id: event.id, type: event.type, envelope: JSON.stringify(event) } });
      } catch (error) {
        // Written by the service's own script, so this is a bug: keep the stream moving, the evidence in the log.
        logger.error({ err: error, entryId, fields }, 'dropping malformed outbox entry');
        done.push(entryId);
      }
    }
    const outcomes = sending.length > 0 ? await publish(sending.map(({ event }) => event)) : [];
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'stored') done.push(sending[index]!.entryId);
    });
    if (done.length > 0) {
      await redis
        .multi()
        .xack(stream, GROUP, ...done)
        .xdel(stream, ...done)
        .exec();
    }
    // What was not stored stays pending in the group and goes again from the backlog (see recover).
    return entries.length;
  }

  /**
   * A part batch means the relay has caught up: let events gather for a moment, so each batch (and the consumer's
   * transaction behind it) carries many. After an empty read there is nothing to wait for: the read itself blocked.
   */
  async idle(taken: number, signal: AbortSignal): Promise<void> {
    if (taken > 0) await sleep(this.options.lingerMs ?? 100, undefined, { signal }).catch(() => undefined);
  }

  async recover(error: unknown): Promise<void> {
    this.backlog = true;
    // Redis lost the stream (flushed, or a new server): the group went with it.
    if (String(error).includes('NOGROUP')) await this.ensureGroup();
  }

  async close(): Promise<void> {
    this.options.redis.disconnect();
  }

  private async ensureGroup(): Promise<void> {
    try {
      // From the stream's start: events recorded before the group existed are published too.
      await this.options.redis.xgroup('CREATE', this.options.stream, GROUP, '0', 'MKSTREAM');
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
  }

  /** Now and then entries abandoned by others; else own unacknowledged ones, else new ones (waiting up to 1 s). */
  private async take(limit: number): Promise<Entry[]> {
    const { redis, stream } = this.options;
    if (Date.now() - this.lastClaim > this.claimAfterMs) {
      this.lastClaim = Date.now();
      const claimed = (await redis.xautoclaim(
        stream,
        GROUP,
        this.consumer,
        this.claimAfterMs,
        '0-0',
        'COUNT',
        limit,
      )) as [string, Entry[]];
      return claimed[1];
    }
    const reply = (await redis.xreadgroup(
      'GROUP',
      GROUP,
      this.consumer,
      'COUNT',
      limit,
      'BLOCK',
      1_000,
      'STREAMS',
      stream,
      this.backlog ? '0' : '>',
    )) as [string, Entry[]][] | null;
    const entries = reply?.[0]?.[1] ?? [];
    if (this.backlog && entries.length === 0) this.backlog = false;
    return entries;
  }
}
