// Each user's wrong join codes (domain/join-code.ts), kept in Postgres so every replica counts against the same
// budget. Written on purpose by a refused request: a wrong code counts even though it joined no one.
import type { Db } from '@quizdrill/service-kit';
import { sql } from 'kysely';
import type { AuthTables } from '../db/tables.js';
import { type GuessPolicy, takeGuess } from '../domain/join-code.js';

/**
 * Counts one attempt against the user's window, or answers how many seconds until they may try again. The row is
 * created first so that `for update` always has a row to serialise parallel attempts on.
 */
export async function takeJoinGuess(
  db: Db<AuthTables>,
  userId: string,
  policy: GuessPolicy,
  now = new Date(),
): Promise<{ retryAfterSeconds: number }> {
  return db.transaction().execute(async (trx) => {
    // A window long over is the same as no row: old rows need not pile up. Rows another attempt holds are skipped.
    const over = new Date(now.getTime() - policy.windowSeconds * 1000);
    await sql`
      delete from join_guesses where user_id in (
        select user_id from join_guesses where window_started_at < ${over} for update skip locked
      )`.execute(trx);
    await trx
      .insertInto('join_guesses')
      .values({ user_id: userId, wrong: 0, window_started_at: now })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    const row = await trx
      .selectFrom('join_guesses')
      .selectAll()
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const taken = takeGuess({ wrong: row.wrong, startedAt: row.window_started_at }, now, policy);
    await trx
      .updateTable('join_guesses')
      .set({ wrong: taken.next.wrong, window_started_at: taken.next.startedAt })
      .where('user_id', '=', userId)
      .execute();
    return { retryAfterSeconds: taken.allowed ? 0 : taken.retryAfterSeconds };
  });
}

/** The attempt's code was a team's: it was no guess, and is given back. */
export async function refundJoinGuess(db: Db<AuthTables>, userId: string): Promise<void> {
  await db
    .updateTable('join_guesses')
    .set((eb) => ({ wrong: sql<number>`greatest(${eb.ref('wrong')} - 1, 0)` }))
    .where('user_id', '=', userId)
    .execute();
}
