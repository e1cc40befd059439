// The dead-letter stream: where an event goes that its consumer could not handle after its last delivery, so one
// poison event never blocks (or endlessly re-runs in) a consumer. Kept with its original bytes and headers that
// say where it came from and why, for an operator to inspect and, once fixed, publish again.

import { JetStreamApiError, type JsMsg, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import { subjectFor } from '@quizdrill/contracts';
import { Counter, type Registry } from 'prom-client';

/** JetStream's "stream name already in use" (nats.js names no constant for it). */
const STREAM_NAME_EXISTS = 10_058;

/** Dead letters are kept two weeks: long enough to notice, bounded so a flood cannot fill the disk. */
const DEAD_LETTER_MAX_AGE_NANOS = 14 * 24 * 3_600 * 1_000_000_000;

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

async function ensureDeadLetterStream(nats: NatsConnection, namespace: string): Promise<void> {
  const manager = await jetstreamManager(nats);
  const { name, subjects } = deadLetterStream(namespace);
  try {
    await manager.streams.add({ name, subjects, max_age: DEAD_LETTER_MAX_AGE_NANOS });
  } catch (error) {
    // Another replica made it first (an identical add succeeds; one with other settings is refused, also fine).
    const exists = error instanceof JetStreamApiError && error.code === STREAM_NAME_EXISTS;
    if (!exists) throw error;
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
  options: { consumer: string; namespace?: string; reason: string },
): Promise<void> {
  const namespace = options.namespace ?? '';
  const meta = headers();
  for (const [key, values] of message.headers ?? []) for (const value of values) meta.append(key, value);
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
    await ensureDeadLetterStream(nats, namespace);
    await publish();
  }
}
