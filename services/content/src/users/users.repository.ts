// content.users, the replica of auth's users: one row a user, written by the users consumer only.
import type { Db } from '@quizdrill/service-kit';
import type { Insertable } from 'kysely';
import type { ContentTables, UsersTable } from '../db/tables.js';

/**
 * Inserts or updates the user as auth answered for them at `at`, unless the row holds a newer answer (two answers
 * crossing never leave the older one).
 */
export async function upsertUser(
  db: Db<ContentTables>,
  row: Omit<Insertable<UsersTable>, 'updated_at'>,
  at: Date,
): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...row, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({
          username: eb.ref('excluded.username'),
          role: eb.ref('excluded.role'),
          is_premium: eb.ref('excluded.is_premium'),
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
