// A student's memory settings: their desired retention, or the default until they choose one.
import { DESIRED_RETENTION_DEFAULT } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import type { QuizTables } from '../db/tables.js';

export async function desiredRetentionOf(db: Db<QuizTables>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('preferences')
    .select('desired_retention')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.desired_retention ?? DESIRED_RETENTION_DEFAULT;
}

export async function saveDesiredRetention(
  db: Db<QuizTables>,
  userId: string,
  desiredRetention: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto('preferences')
    .values({ user_id: userId, desired_retention: desiredRetention, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ desired_retention: desiredRetention, updated_at: at }),
    )
    .execute();
}
