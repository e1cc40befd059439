// Every statement about one user's personal data in ai (issue 44): their rows for an export, and their erasure.
import type { Db } from '@quizdrill/service-kit';
import type { AiTables } from '../db/tables.js';

export async function userRows(db: Db<AiTables>, userId: string): Promise<Record<string, unknown[]>> {
  const [jobs, usage] = await Promise.all([
    db.selectFrom('jobs').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('usage').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
  ]);
  return { jobs, usage };
}

/** The job audit and the usage rows go: they describe only what this user asked the models for. */
export async function eraseUserRows(db: Db<AiTables>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('jobs').where('user_id', '=', userId).execute();
    await trx.deleteFrom('usage').where('user_id', '=', userId).execute();
  });
}
