// Failed-login counters per account, browser and address, and a slowed address's turns, kept in Postgres so every
// replica sees the same locks.
import { removePickedRows, rowAddress } from '@quizdrill/service-kit';
import { type Kysely, sql } from 'kysely';
import type { AuthTables } from '../db/tables.js';
import { afterFailure, secondsLocked, type ThrottlePolicy } from '../domain/login-throttle.js';

/**
 * Counts an attempt under `key` as a failure before the password is even checked, unless the key is locked (then
 * it answers the seconds left and counts nothing). Counting first means parallel attempts cannot all slip past
 * the lock while the slow hashing runs; a successful login then takes its count back (clearFailures/refund).
 * The row is created first so that `for update` always has a row to serialise on.
 */
export async function reserveAttempt(
  db: Kysely<AuthTables>,
  key: string,
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<{ lockedSeconds: number; failures: number }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_throttle')
      .values({ key, failures: 0, locked_until: null, last_failure_at: now })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const row = await trx
      .selectFrom('login_throttle')
      .selectAll()
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = {
      failures: row.failures,
      lockedUntil: row.locked_until,
      lastFailureAt: row.last_failure_at,
    };
    const lockedSeconds = secondsLocked(current, now);
    if (lockedSeconds > 0) return { lockedSeconds, failures: row.failures };
    const next = afterFailure(row.failures === 0 ? undefined : current, now, policy);
    await trx
      .updateTable('login_throttle')
      .set({ failures: next.failures, locked_until: next.lockedUntil, last_failure_at: next.lastFailureAt })
      .where('key', '=', key)
      .execute();
    return { lockedSeconds: 0, failures: next.failures };
  });
}

/** Takes back the failure a successful attempt was counted as (for keys not cleared on success). */
export async function refundAttempt(db: Kysely<AuthTables>, key: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ failures: sql<number>`greatest(${eb.ref('failures')} - 1, 0)` }))
    .where('key', '=', key)
    .execute();
}

export async function clearFailures(db: Kysely<AuthTables>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/**
 * A slowed address's turn (issue 39): 0 when this attempt takes it (the next one is `intervalSeconds` later), else
 * the seconds until it comes. The row's `locked_until` is when the next turn may be taken.
 */
export async function takeTurn(
  db: Kysely<AuthTables>,
  key: string,
  intervalSeconds: number,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_throttle')
      .values({ key, failures: 0, locked_until: null, last_failure_at: now })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const row = await trx
      .selectFrom('login_throttle')
      .select('locked_until')
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const waitSeconds = secondsLocked({ lockedUntil: row.locked_until }, now);
    if (waitSeconds > 0) return waitSeconds;
    await trx
      .updateTable('login_throttle')
      .set({ locked_until: new Date(now.getTime() + intervalSeconds * 1000), last_failure_at: now })
      .where('key', '=', key)
      .execute();
    return 0;
  });
}

/**
 * Removes up to `limit` counters whose last failure was before `cutoff` and whose lock (if any) ended before it too
 * (retention, issue 44). Such a counter no longer decides anything: it is the same as none.
 */
export function removeThrottlesBefore(db: Kysely<AuthTables>, cutoff: Date, limit: number): Promise<number> {
  return removePickedRows(
    db,
    'login_throttle',
    db
      .selectFrom('login_throttle')
      .select(rowAddress)
      .where('last_failure_at', '<', cutoff)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', cutoff)]))
      .limit(limit),
  );
}
