// Every statement about one user's personal data in quiz (issue 44): their rows for an export, and their erasure.
import type { Db } from '@quizdrill/service-kit';
import type { QuizTables } from '../db/tables.js';

const USER_TABLES = ['sessions', 'answers', 'cards', 'review_log', 'preferences'] as const;

export async function userRows(db: Db<QuizTables>, userId: string): Promise<Record<string, unknown[]>> {
  const tables = await Promise.all(
    USER_TABLES.map((table) => db.selectFrom(table).selectAll().where('user_id', '=', userId).execute()),
  );
  return Object.fromEntries(USER_TABLES.map((table, index) => [table, tables[index] ?? []]));
}

/** Every row of the user goes: their answers, sessions, memory and settings name no one else. */
export async function eraseUserRows(db: Db<QuizTables>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of USER_TABLES) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  });
}
