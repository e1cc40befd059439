// The dead-letter stream: where an event goes that its consumer could not handle after its last delivery, so one
// poison event never blocks (or endlessly re-runs in) a consumer. Kept with its original bytes and headers that
// say where it came from and why, for an operator to inspect and, once fixed, publish again.

import {
  JetStreamApiCodes,
  JetStreamApiError,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import { RETENTION_DEFAULTS, subjectFor } from '@quizdrill/contracts';
import { Counter, type Registry } from 'prom-client';
import { streamMaxAgeNanos } from './nats.js';

/** JetStream's "stream name already in use" (nats.js names no constant for it). */
const STREAM_NAME_EXISTS = 10_058;

/** The dead-letter stream of a namespace; `deadletter` is no event domain, so it overlaps no domain stream. */
export function deadLetterStream(namespace = ''): { name: string; subjects: string[] } {
  return {
    name: namespace ? `${namespace.toUpperCase().replace(/[^A-Z0-9_-]/g, '_')}_DEAD_LETTERS` : 'DEAD_LETTERS',
    subjects: [subjectFor('deadletter.>', namespace)],
  };
}

/** One durable consumer's dead letters: `deadletter.<consumer>`. */
export function deadLetterSubject(consumer: string, namespace = ''): string {
  return subjectFor(`deadletter.${consumer}`, namespace);
}

/** Headers a dead letter carries (besides the original message's own). */
export const DeadLetterHeader = {
  consumer: 'QuizDrill-Consumer',
  subject: 'QuizDrill-Original-Subject',
  stream: 'QuizDrill-Original-Stream',
  sequence: 'QuizDrill-Original-Sequence',
  deliveries: 'QuizDrill-Deliveries',
  reason: 'QuizDrill-Reason',
} as const;

/**
 * On a replayed event: the one consumer it is for (the one that dead-lettered it). The other consumers of the subject
 * handled it the first time and acknowledge it unread, so a replay cannot apply an event twice anywhere.
 */
export const REPLAY_FOR_HEADER = 'QuizDrill-Replay-For';

const OUR_HEADERS = new Set<string>([...Object.values(DeadLetterHeader), REPLAY_FOR_HEADER]);

/**
 * The headers an event carries on to a dead letter or a replay: its own, without JetStream's `Nats-*` controls
 * (`Nats-Msg-Id` would de-duplicate the copy, and the ordered relay's `Nats-Expected-Last-Msg-Id` would have
 * JetStream refuse it as out of order) and without a dead letter's own.
 */
function carriedHeaders(source: Iterable<[string, string[]]> | undefined) {
  const carried = headers();
  for (const [key, values] of source ?? []) {
    if (key.toLowerCase().startsWith('nats-') || OUR_HEADERS.has(key)) continue;
    for (const value of values) carried.append(key, value);
  }
  return carried;
}

const COUNTER_NAME = 'events_dead_lettered_total';

/** The registry's dead-letter counter (created on first use; several consumers share one registry). */
export function deadLetterCounter(registry: Registry): Counter<'consumer'> {
  const existing = registry.getSingleMetric(COUNTER_NAME);
  if (existing) return existing as Counter<'consumer'>;
  return new Counter({
    name: COUNTER_NAME,
    help: 'Events moved to the dead-letter stream after their last delivery failed',
    labelNames: ['consumer'] as const,
    registers: [registry],
  });
}

/**
 * Brings the dead-letter stream to its maximum age (DEAD_LETTER_MAX_AGE_DAYS, two weeks by default: long enough to
 * notice, bounded so a flood cannot fill the disk and the events, which name users by id, are kept no longer than
 * the privacy notice states). An existing stream is updated, so one made before it had an age, or with another,
 * gets this one; a missing one is made only with `create` (at its first dead letter).
 */
export async function ensureDeadLetterStream(
  nats: NatsConnection,
  namespace = '',
  options: { maxAgeDays?: number; create?: boolean } = {},
): Promise<void> {
  const manager = await jetstreamManager(nats);
  const { name, subjects } = deadLetterStream(namespace);
  const config = {
    name,
    subjects,
    max_age: streamMaxAgeNanos(options.maxAgeDays ?? RETENTION_DEFAULTS.deadLetterDays),
  };
  try {
    await manager.streams.update(name, config);
  } catch (error) {
    const missing = error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound;
    if (!missing) throw error;
    if (!options.create) return;
    try {
      await manager.streams.add(config);
    } catch (addError) {
      // Another replica made it first (an identical add succeeds; one with other settings is refused, also fine).
      const exists = addError instanceof JetStreamApiError && addError.code === STREAM_NAME_EXISTS;
      if (!exists) throw addError;
    }
  }
}

/**
 * Stores `message` on the dead-letter stream. Created on first use rather than at start-up: most namespaces
 * (every test run's) never have a dead letter. The message id makes a repeat (a crash between this and the
 * term) store it once.
 */
export async function publishDeadLetter(
  nats: NatsConnection,
  message: JsMsg,
  options: { consumer: string; namespace?: string; reason: string; maxAgeDays?: number },
): Promise<void> {
  const namespace = options.namespace ?? '';
  const meta = carriedHeaders(message.headers);
  meta.set(DeadLetterHeader.consumer, options.consumer);
  meta.set(DeadLetterHeader.subject, message.subject);
  meta.set(DeadLetterHeader.stream, message.info.stream);
  meta.set(DeadLetterHeader.sequence, String(message.seq));
  meta.set(DeadLetterHeader.deliveries, String(message.info.deliveryCount));
  // Header values are one line, and bounded.
  meta.set(DeadLetterHeader.reason, options.reason.replace(/[\r\n]+/g, ' ').slice(0, 500));
  const publish = () =>
    jetstream(nats).publish(deadLetterSubject(options.consumer, namespace), message.data, {
      headers: meta,
      msgID: `${message.info.stream}:${message.seq}:${options.consumer}`,
    });
  try {
    await publish();
  } catch {
    // Most likely no stream answers the subject yet (nats.js: "jetstream is not enabled: no responders"): make
    // it, then try once more. When NATS itself is away, this throws too and the caller redelivers the event.
    await ensureDeadLetterStream(nats, namespace, { maxAgeDays: options.maxAgeDays, create: true });
    await publish();
  }
}

/** A dead letter as an operator sees it (`npm run dead-letters`). */
export interface DeadLetter {
  /** Its sequence in the dead-letter stream: what `replay --seq` takes. */
  seq: number;
  consumer: string;
  subject: string;
  deliveries: number;
  reason: string;
  storedAt: Date;
  /** The event's own bytes, as its publisher sent them. */
  data: Uint8Array;
  /** Its headers as stored (the event's own and the dead letter's). */
  headers: Iterable<[string, string[]]>;
}

/** Letters asked for in one request while listing: a round trip per batch, not per letter. */
const LIST_BATCH = 256;

/**
 * The namespace's dead letters, oldest first; `consumer` keeps one consumer's (filtered by NATS, by subject). They are
 * read in batches through an ordered consumer, which skips the gaps replays leave, and is deleted once read.
 */
export async function listDeadLetters(
  nats: NatsConnection,
  options: { namespace?: string; consumer?: string } = {},
): Promise<DeadLetter[]> {
  const namespace = options.namespace ?? '';
  const stream = deadLetterStream(namespace).name;
  const manager = await jetstreamManager(nats);
  // No stream yet: no letter was ever dead-lettered in this namespace.
  const info = await manager.streams.info(stream).catch(() => undefined);
  if (!info || info.state.messages === 0) return [];
  const consumer = await jetstream(nats).consumers.get(
    stream,
    options.consumer ? { filter_subjects: deadLetterSubject(options.consumer, namespace) } : {},
  );
  try {
    const letters: DeadLetter[] = [];
    // The letters there now; one stored while listing may or may not be read.
    let remaining = (await consumer.info(true)).num_pending;
    while (remaining > 0) {
      const batch = await consumer.fetch({ max_messages: Math.min(remaining, LIST_BATCH), expires: 2_000 });
      let read = 0;
      for await (const message of batch) {
        letters.push(toDeadLetter(message));
        read += 1;
        remaining = message.info.pending;
      }
      // A letter replayed (deleted) while listing: the batch ends short, with nothing more to read.
      if (read === 0) break;
    }
    return letters;
  } finally {
    // Awaited: the operator's tool closes its connection right after, which would leave the consumer to its
    // inactive threshold. A delete that fails (NATS gone meanwhile) leaves it to that threshold too.
    await consumer.delete().catch(() => undefined);
  }
}

function toDeadLetter(message: JsMsg): DeadLetter {
  const header = (name: string) => message.headers?.get(name) ?? '';
  return {
    seq: message.seq,
    consumer: header(DeadLetterHeader.consumer),
    subject: header(DeadLetterHeader.subject),
    deliveries: Number(header(DeadLetterHeader.deliveries)),
    reason: header(DeadLetterHeader.reason),
    storedAt: message.time,
    data: message.data,
    headers: message.headers ?? [],
  };
}

/**
 * Publishes a dead letter again on its original subject, once the cause is fixed, and then removes it. It is
 * addressed to the consumer that failed it (REPLAY_FOR_HEADER): every other consumer of the subject skips it.
 */
export async function replayDeadLetter(
  nats: NatsConnection,
  letter: DeadLetter,
  namespace = '',
): Promise<void> {
  const manager = await jetstreamManager(nats);
  const stream = deadLetterStream(namespace).name;
  const meta = carriedHeaders(letter.headers);
  meta.set(REPLAY_FOR_HEADER, letter.consumer);
  await jetstream(nats).publish(letter.subject, letter.data, { headers: meta });
  await manager.streams.deleteMessage(stream, letter.seq);
}
