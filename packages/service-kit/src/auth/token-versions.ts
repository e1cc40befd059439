// Each user's newest token version, kept in this process's memory from `users.token.revoked`, so that every token
// check refuses outdated tokens with a map lookup and no network call.
import { setTimeout as sleep } from 'node:timers/promises';
import { type Consumer, type ConsumerMessages, type JsMsg, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  AnyEventEnvelope,
  assertValid,
  Domain,
  EventCatalog,
  type EventData,
  streamFor,
  subjectFor,
  TOKEN_LIFETIME_MAX_SECONDS,
} from '@quizdrill/contracts';
import type { Logger } from 'pino';
import { ensureStreams } from '../events/nats.js';
import type { TokenVersions } from './jwt.js';

const REVOKED = 'users.token.revoked';
type Revocation = EventData<typeof REVOKED>;

/**
 * How far back revocations matter: a token lives at most TOKEN_LIFETIME_MAX_SECONDS, and one signed from a user
 * row read just before a revocation committed may be issued a moment after it (clocks, slow signing).
 */
const REMEMBERED_MS = (TOKEN_LIFETIME_MAX_SECONDS + 5 * 60) * 1000;
const FORGET_EVERY_MS = 60_000;

/** What open() opened: an ordered consumer on the server and the iterator that reads it. */
interface Reading {
  consumer: Consumer;
  messages: ConsumerMessages;
}

export interface TokenVersionFeedOptions {
  nats: NatsConnection;
  namespace: string;
  logger: Logger;
  /** The events' maximum age, for the users stream this feed makes (see ensureStreams). */
  streamMaxAgeDays?: number;
}

/**
 * Reads the users stream's revocations with an ordered consumer of its own (in memory on the server, no
 * acknowledgements): first those of the last token lifetime, which is how a process started after a revocation
 * still knows it (the stream is the snapshot, so nothing depends on auth being up), then each new one as the
 * outbox publishes it. The ordered consumer resumes after a NATS outage from the last message it saw; when its
 * consumer or the stream itself is gone, the feed reads the window again (making the stream if need be). A consumer
 * the feed has done with (it read again after an error, or it stopped) is deleted at once rather than left on the
 * server until its inactive threshold, 5 minutes, ends it.
 */
export class TokenVersionFeed implements TokenVersions {
  private readonly newest = new Map<string, { version: number; notBeforeMs: number }>();
  private lastForgotten = Date.now();
  private running = false;
  private loop: Promise<void> | undefined;
  /**
   * Only ever what the loop reads, and only until it is deleted: stop() awaits its iterator's close(), which resolves
   * once it is read, then deletes its consumer.
   */
  private reading: Reading | undefined;
  private caughtUp: (() => void) | undefined;
  /** Aborted by stop(): ends the wait before a reopen, and tells a start() still opening to stop what it opened. */
  private readonly stopping = new AbortController();

  constructor(private readonly options: TokenVersionFeedOptions) {}

  newestVersion(userId: string): number {
    return this.newest.get(userId)?.version ?? 0;
  }

  /** Applies a revocation; an older or repeated one changes nothing, so the order they arrive in does not matter. */
  record(revocation: Revocation, nowMs = Date.now()): void {
    const known = this.newest.get(revocation.userId);
    if (!known || known.version < revocation.version) {
      this.newest.set(revocation.userId, {
        version: revocation.version,
        notBeforeMs: Date.parse(revocation.notBefore),
      });
    }
    if (nowMs - this.lastForgotten >= FORGET_EVERY_MS) this.forgetExpired(nowMs);
  }

  /** Reads the revocations of the last token lifetime and resolves once it has them all; then follows new ones. */
  async start(): Promise<void> {
    await ensureStreams(
      this.options.nats,
      [Domain.users],
      this.options.namespace,
      this.options.streamMaxAgeDays,
    );
    const { reading, pending } = await this.open();
    if (this.stopping.signal.aborted) {
      // stop() came while this was opening and found nothing to end: nothing will read these (see run()).
      reading.messages.stop();
      deleteConsumer(reading.consumer);
      return;
    }
    this.reading = reading;
    this.running = true;
    const caughtUp =
      pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => (this.caughtUp = resolve));
    this.loop = this.run(reading.messages);
    await caughtUp;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopping.abort();
    this.caughtUp?.();
    // Closing fails when the connection is already gone; the loop ends either way.
    await this.reading?.messages.close().catch(() => undefined);
    await this.loop;
    // Read after the loop has ended: a reopen that finished first has made what it opened the reading.
    if (this.reading) deleteConsumer(this.reading.consumer);
    this.reading = undefined;
  }

  /** Entries older than any token that can still be valid are no longer needed. */
  private forgetExpired(nowMs: number): void {
    this.lastForgotten = nowMs;
    for (const [userId, entry] of this.newest) {
      if (entry.notBeforeMs < nowMs - REMEMBERED_MS) this.newest.delete(userId);
    }
  }

  private async open(): Promise<{ reading: Reading; pending: number }> {
    const { nats, namespace } = this.options;
    const consumer = await jetstream(nats).consumers.get(streamFor(Domain.users, namespace).name, {
      filter_subjects: subjectFor(REVOKED, namespace),
      opt_start_time: new Date(Date.now() - REMEMBERED_MS).toISOString(),
    });
    const { num_pending } = await consumer.info(true);
    // Ended, not recovered in place, when its stream or consumer goes: the ordered consumer would resume after the
    // last sequence it saw, and a stream made again starts its sequences anew, so it would skip the revocations
    // after. The reopen reads the window again instead.
    const messages = await consumer.consume({ abort_on_missing_resource: true });
    return { reading: { consumer, messages }, pending: num_pending };
  }

  private async run(first: ConsumerMessages): Promise<void> {
    let messages = first;
    let restartDelay = 500;
    while (this.running) {
      try {
        for await (const message of messages) {
          this.apply(message);
          if (message.info.pending === 0) this.markCaughtUp();
          restartDelay = 500;
        }
        if (this.running) throw new Error('token version stream ended unexpectedly');
      } catch (error) {
        if (!this.running) break;
        this.options.logger.warn({ err: error }, 'token version feed failed; reading it again');
        // stop() cuts this wait short: a shutdown does not sit out a backoff of up to 10 s of its grace period.
        await sleep(restartDelay, undefined, { signal: this.stopping.signal }).catch(() => undefined);
        if (!this.running) break;
        restartDelay = Math.min(restartDelay * 2, 10_000);
        try {
          // What went may be the stream itself (deleted by hand): made again as start() makes it.
          await ensureStreams(
            this.options.nats,
            [Domain.users],
            this.options.namespace,
            this.options.streamMaxAgeDays,
          );
          // Again from the start of the window: recording is idempotent.
          const { reading: reopened } = await this.open();
          if (!this.running) {
            // stop() came while this was opening and closed only the iterator before it; it waits for this loop, so
            // ending this one here is what ends the feed (else its subscription and heartbeat timer outlive stop()).
            // stop(), not close(): close() resolves once the iterator is read, and this one never is. The consumer
            // read before this one is still the reading, which stop() deletes.
            reopened.messages.stop();
            deleteConsumer(reopened.consumer);
            break;
          }
          // The one before is deleted only now: until a reopen succeeds, NATS is likely away and a delete would fail,
          // and stop() deletes it if it comes first.
          const previous = this.reading;
          messages = reopened.messages;
          this.reading = reopened;
          if (previous) deleteConsumer(previous.consumer);
        } catch {
          // NATS still away: the ended iterator throws again and the next round retries.
        }
      }
    }
  }

  private apply(message: JsMsg): void {
    try {
      const envelope = assertValid(AnyEventEnvelope, message.json(), 'event envelope');
      this.record(assertValid(EventCatalog[REVOKED].data, envelope.data, REVOKED));
    } catch (error) {
      this.options.logger.error({ err: error, subject: message.subject }, 'skipping a malformed revocation');
    }
  }

  private markCaughtUp(): void {
    this.caughtUp?.();
    this.caughtUp = undefined;
  }
}

/**
 * Deletes an ordered consumer the feed has done with. Not awaited: with NATS away the request waits out its timeout
 * (5 s), which neither a reopen nor a shutdown should sit through; a consumer it fails to delete still ends by its
 * inactive threshold.
 */
function deleteConsumer(consumer: Consumer): void {
  void consumer.delete().catch(() => undefined);
}
