// Writing an event into the outbox, inside the caller's transaction (DESIGN.md "Events"), forgetting the sent ones
// that name an erased user, and removing the sent ones past their stated age.
import { randomUUID } from 'node:crypto';
import {
  assertValid,
  type DomainEvent,
  EventCatalog,
  type EventData,
  type EventType,
} from '@quizdrill/contracts';
import { type Kysely, sql } from 'kysely';
import type { ServiceDatabase, ServiceKitTables } from '../db/service-kit-migrations.js';
import { removePickedRows, rowAddress } from '../retention/retention.repository.js';

/** Postgres channel the relay listens on; NOTIFY is delivered only when the writing transaction commits. */
export const outboxChannel = (schema: string) => `outbox_${schema}`;

/**
 * Records `type` with `data` to be published once `db`'s transaction commits. Pass the transaction the change
 * itself is written in: then the event exists exactly when the change does.
 */
export async function enqueueEvent<T extends EventType>(
  db: ServiceDatabase,
  type: T,
  data: EventData<T>,
): Promise<DomainEvent<T>> {
  const definition = EventCatalog[type];
  assertValid(definition.data, data, type);
  const event: DomainEvent<T> = {
    id: randomUUID(),
    type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    data,
  };
  const trx = db as unknown as Kysely<ServiceKitTables>;
  await trx
    .insertInto('outbox')
    .values({ id: event.id, type, envelope: JSON.stringify(event) })
    .execute();
  await sql`select pg_notify('outbox_' || current_schema(), '')`.execute(trx);
  return event;
}

/**
 * Published outbox rows about the user go: they were kept only for looking back, and their data may name the user.
 * The unpublished ones stay until the relay has sent them (consumers need them to converge). The sweep removes every
 * sent row after OUTBOX_PUBLISHED_MAX_AGE_DAYS anyway, so this reads at most those days of sent rows; it stays so
 * that, once erased, no row names the user at all, not just after a week.
 */
export async function forgetPublishedEvents(db: ServiceDatabase, userId: string): Promise<void> {
  await db
    .deleteFrom('outbox')
    .where('published_at', 'is not', null)
    .where(sql<boolean>`position(${userId} in envelope::text) > 0`)
    .execute();
}

/**
 * Removes up to `limit` rows published before `cutoff` (oldest first). An unpublished row always stays, however old:
 * until the relay has sent it, the change it announces has not reached anyone.
 */
export function removePublishedEvents(db: ServiceDatabase, cutoff: Date, limit: number): Promise<number> {
  return removePickedRows(
    db,
    'outbox',
    db
      .selectFrom('outbox')
      .select(rowAddress)
      .where('published_at', 'is not', null)
      .where('published_at', '<', cutoff)
      .orderBy('sequence')
      .limit(limit),
  );
}
