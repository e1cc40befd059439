// Applying an event once even when JetStream delivers it again (redelivery after a timeout, a replay, a restart).
import type { Kysely, Transaction } from 'kysely';
import type { ServiceDatabase, ServiceKitTables } from '../db/service-kit-migrations.js';

/**
 * Runs `apply` in a transaction that also records (consumer, event id). A second delivery finds the record and
 * skips; a failing `apply` rolls the record back too, so the retry applies it. Returns whether it was applied.
 */
export async function applyOnce<DB extends ServiceDatabase>(
  db: DB,
  consumer: string,
  eventId: string,
  apply: (trx: DB extends Kysely<infer Tables> ? Transaction<Tables> : never) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await (trx as unknown as Transaction<ServiceKitTables>)
      .insertInto('processed_events')
      .values({ consumer, event_id: eventId })
      .onConflict((conflict) => conflict.doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!inserted) return false;
    await apply(trx as never);
    return true;
  });
}
