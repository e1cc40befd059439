// Each address's registration budget, kept in Postgres so every replica counts against the same one.
import { type Kysely, sql } from 'kysely';
import type { AuthTables } from '../db/tables.js';
import {
  type RegistrationPolicy,
  secondsUntilFull,
  takeRegistration,
} from '../domain/registration-budget.js';

/**
 * Takes one registration from the address's budget, or answers how many seconds until there is one. Taken before
 * the password is hashed, so parallel attempts cannot all slip past, and whatever then becomes of the attempt
 * (a taken name, too) it counts. The row is created first so that `for update` always has a row to serialise on.
 */
export async function reserveRegistration(
  db: Kysely<AuthTables>,
  address: string,
  policy: RegistrationPolicy,
  now = new Date(),
): Promise<{ retryAfterSeconds: number }> {
  return db.transaction().execute(async (trx) => {
    // A bucket untouched this long is full again, the same as no row, so old addresses need not pile up. Rows
    // another registration holds are skipped: this never waits.
    const fullSince = new Date(now.getTime() - secondsUntilFull(policy) * 1000);
    await sql`
      delete from registration_budget where address in (
        select address from registration_budget where refilled_at < ${fullSince} for update skip locked
      )`.execute(trx);
    await trx
      .insertInto('registration_budget')
      .values({ address, tokens: policy.burst, refilled_at: now })
      .onConflict((conflict) => conflict.column('address').doNothing())
      .execute();
    const row = await trx
      .selectFrom('registration_budget')
      .selectAll()
      .where('address', '=', address)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const outcome = takeRegistration({ tokens: row.tokens, refilledAt: row.refilled_at }, now, policy);
    await trx
      .updateTable('registration_budget')
      .set({ tokens: outcome.next.tokens, refilled_at: outcome.next.refilledAt })
      .where('address', '=', address)
      .execute();
    return { retryAfterSeconds: outcome.allowed ? 0 : outcome.retryAfterSeconds };
  });
}
