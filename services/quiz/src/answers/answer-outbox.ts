// quiz's Redis outbox: the stream the submit script appends each answer to (hot-path/lua.ts), relayed to JetStream
// as `quiz.answer.recorded` by service-kit's one relay, so the request path never waits for NATS or Postgres.
import { assertValid, type DomainEvent, EventCatalog } from '@quizdrill/contracts';
import { RedisStreamOutbox } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

const TYPE = 'quiz.answer.recorded';

/** The event in a stream entry as the submit script writes it: `id` and `data` (the event's data as JSON). */
export function answerEvent(fields: string[]): DomainEvent<typeof TYPE> {
  const field = (name: string) => fields[fields.indexOf(name) + 1];
  const id = field('id');
  const data = assertValid(EventCatalog[TYPE].data, JSON.parse(field('data') ?? 'null'), TYPE);
  return { id: id ?? '', type: TYPE, version: EventCatalog[TYPE].version, occurredAt: data.answeredAt, data };
}

export function answerOutbox(options: { redis: Redis; stream: string; logger: Logger }): RedisStreamOutbox {
  return new RedisStreamOutbox({ ...options, toEvent: answerEvent });
}
