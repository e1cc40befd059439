import type { Kysely } from 'kysely';

// Usernames by id only (issue 44): the SQL console's audit keeps who ran a statement as their user id, named by
// content's replica of users (refreshed from auth, its row deleted on erasure) when it is shown, so no audit row
// keeps a copy of a username.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sql_audit').dropColumn('username').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sql_audit')
    .addColumn('username', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}
