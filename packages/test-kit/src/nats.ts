import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  assertValid,
  Domain,
  type DomainEvent,
  domainOf,
  EventCatalog,
  type EventData,
  type EventType,
  streamFor,
  subjectFor,
} from '@quizdrill/contracts';
import { uniqueId } from './names.js';

export const defaultNatsUrl = () => process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A namespace for stream and subject names that no other run shares (see streamFor in contracts). */
export function testNamespace(): string {
  return uniqueId('t');
}

/**
 * Deletes a namespace's JetStream streams (one per domain): a run's events would otherwise stay on the shared
 * NATS server, which CI and later sessions reuse, until its disk fills.
 */
export async function deleteNamespaceStreams(namespace: string, url = defaultNatsUrl()): Promise<void> {
  const nats = await connect({ servers: url });
  try {
    const manager = await jetstreamManager(nats);
    for (const domain of Object.values(Domain)) {
      await manager.streams.delete(streamFor(domain, namespace).name).catch(() => undefined);
    }
  } finally {
    await nats.close();
  }
}

/**
 * Publishes `users.token.revoked` as auth's outbox would (the users stream must exist: every service creates it
 * when it starts following token versions): the user's tokens below `version` become outdated.
 */
export async function publishTokenRevocation(
  namespace: string,
  revocation: Omit<EventData<'users.token.revoked'>, 'notBefore'>,
  url = defaultNatsUrl(),
): Promise<void> {
  await publishEvents(
    namespace,
    [eventOf('users.token.revoked', { ...revocation, notBefore: new Date().toISOString() })],
    url,
  );
}

/**
 * An event as a service's outbox would write it, its data checked against the catalog as the outbox checks it (a
 * test must not publish what no service could); `occurredAt` (now by default) orders changes to one thing.
 */
export function eventOf<T extends EventType>(
  type: T,
  data: EventData<T>,
  occurredAt = new Date(),
): DomainEvent<T> {
  assertValid(EventCatalog[type].data, data, type);
  return {
    id: randomUUID(),
    type,
    version: EventCatalog[type].version,
    occurredAt: occurredAt.toISOString(),
    data,
  };
}

/**
 * Publishes events to their streams (which must exist: the consumer's service creates them), in order. Each
 * publication is a message of its own, even of the same event twice: that is how a consumer sees a redelivery.
 */
export async function publishEvents(
  namespace: string,
  events: readonly DomainEvent<EventType>[],
  url = defaultNatsUrl(),
): Promise<void> {
  const nats = await connect({ servers: url });
  try {
    const js = jetstream(nats);
    for (const event of events) {
      await js.publish(subjectFor(event.type, namespace), JSON.stringify(event), { msgID: randomUUID() });
    }
  } finally {
    await nats.close();
  }
}

/**
 * The events of `type` in their stream as published (what every consumer reads), oldest first: a test checks what
 * left the service, not what it meant to send.
 */
export async function publishedEvents<T extends EventType>(
  namespace: string,
  type: T,
  url = defaultNatsUrl(),
): Promise<DomainEvent<T>[]> {
  const nats = await connect({ servers: url });
  try {
    const stream = streamFor(domainOf(type), namespace).name;
    const consumer = await jetstream(nats).consumers.get(stream, {
      // One subject as a string: the server's single filter (a list needs NATS 2.10).
      filter_subjects: subjectFor(type, namespace),
    });
    const events: DomainEvent<T>[] = [];
    for (;;) {
      const messages = await consumer.fetch({ max_messages: 256, expires: 1_000 });
      let last: { info: { pending: number } } | undefined;
      for await (const message of messages) {
        events.push(message.json<DomainEvent<T>>());
        last = message;
      }
      if (!last || last.info.pending === 0) return events;
    }
  } finally {
    await nats.close();
  }
}
