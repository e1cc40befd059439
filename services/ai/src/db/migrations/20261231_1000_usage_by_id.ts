import type { Kysely } from 'kysely';

// Usernames by id only (issue 44): a usage row keeps its user by id, and the admins' usage report asks auth for the
// usernames when it is read (users.people.names), so no row of ai's keeps a copy of a username.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('usage').dropColumn('username').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('usage')
    .addColumn('username', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}
