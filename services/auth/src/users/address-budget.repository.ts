// Each address's budgets (registrations, new browsers), kept in Postgres so every replica counts against the same one.
import { type Kysely, sql } from 'kysely';
import type { AuthTables } from '../db/tables.js';
import { type AddressBudgetPolicy, secondsUntilFull, takeFromBudget } from '../domain/address-budget.js';

/** The tables of the address budgets: the same columns, one table per purpose. */
export type AddressBudgetTable = 'registration_budget' | 'browser_budget';

/**
 * Takes one from the address's budget in `table`, or answers how many seconds until there is one. Taken before the
 * work it pays for (a password hashed, a cookie signed), so parallel attempts cannot all slip past, and whatever then
 * becomes of the attempt (a taken name, too) it counts. The row is created first so that `for update` always has a
 * row to serialise on.
 */
export async function takeAddressBudget(
  db: Kysely<AuthTables>,
  table: AddressBudgetTable,
  address: string,
  policy: AddressBudgetPolicy,
  now = new Date(),
): Promise<{ retryAfterSeconds: number }> {
  return db.transaction().execute(async (trx) => {
    // A bucket untouched this long is full again, the same as no row, so old addresses need not pile up. Rows
    // another attempt holds are skipped: this never waits.
    const fullSince = new Date(now.getTime() - secondsUntilFull(policy) * 1000);
    await sql`
      delete from ${sql.table(table)} where address in (
        select address from ${sql.table(table)} where refilled_at < ${fullSince} for update skip locked
      )`.execute(trx);
    await trx
      .insertInto(table)
      .values({ address, tokens: policy.burst, refilled_at: now })
      .onConflict((conflict) => conflict.column('address').doNothing())
      .execute();
    const row = await trx
      .selectFrom(table)
      .selectAll()
      .where('address', '=', address)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const outcome = takeFromBudget({ tokens: row.tokens, refilledAt: row.refilled_at }, now, policy);
    await trx
      .updateTable(table)
      .set({ tokens: outcome.next.tokens, refilled_at: outcome.next.refilledAt })
      .where('address', '=', address)
      .execute();
    return { retryAfterSeconds: outcome.allowed ? 0 : outcome.retryAfterSeconds };
  });
}
