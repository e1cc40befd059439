// content.users, the replica of auth's users: one row a user, written by the users consumer only.
import type { Db } from '@quizdrill/service-kit';
import type { Insertable } from 'kysely';
import type { ContentTables, UsersTable } from '../db/tables.js';

/**
 * Inserts the user when unknown and otherwise updates `columns` only, unless the row was written by a newer event
 * than the one at `at` (one redelivered behind a newer one then changes nothing).
 */
export async function upsertUserFields(
  db: Db<ContentTables>,
  row: Omit<Insertable<UsersTable>, 'updated_at'>,
  columns: readonly (keyof UsersTable)[],
  at: Date,
): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...row, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({
          ...Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)])),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('users.updated_at', '<=', at),
    )
    .execute();
}

/** Forgets an erased user's replica row. */
export async function deleteUser(db: Db<ContentTables>, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
