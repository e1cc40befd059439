// Failed-login counters per account and per address, kept in Postgres so every replica sees the same locks.
import type { Kysely } from 'kysely';
import type { AuthTables } from '../db/tables.js';
import { afterFailure, type ThrottlePolicy, type ThrottleState } from '../domain/login-throttle.js';

export async function throttleStates(
  db: Kysely<AuthTables>,
  keys: string[],
): Promise<Map<string, ThrottleState>> {
  const rows = await db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
  return new Map(
    rows.map((row) => [
      row.key,
      { failures: row.failures, lockedUntil: row.locked_until, lastFailureAt: row.last_failure_at },
    ]),
  );
}

/** Counts one failure under `key`; the row lock serialises concurrent failures for the same key. */
export async function recordFailure(
  db: Kysely<AuthTables>,
  key: string,
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<ThrottleState> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_throttle')
      .selectAll()
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    const next = afterFailure(
      row && { failures: row.failures, lockedUntil: row.locked_until, lastFailureAt: row.last_failure_at },
      now,
      policy,
    );
    const values = {
      failures: next.failures,
      locked_until: next.lockedUntil,
      last_failure_at: next.lastFailureAt,
    };
    await trx
      .insertInto('login_throttle')
      .values({ key, ...values })
      .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
      .execute();
    return next;
  });
}

export async function clearFailures(db: Kysely<AuthTables>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
