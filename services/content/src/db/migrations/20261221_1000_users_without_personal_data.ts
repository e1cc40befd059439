// content.users keeps no e-mail address and no names (issue 44): nothing of content's shows them, the user events no
// longer carry them, and the SQL console could not read them anyway (20261216_1000). Dropped with their values.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('email')
    .dropColumn('first_name')
    .dropColumn('last_name')
    .execute();
}

/** The columns come back empty and, as before, unreadable by the SQL console (a new column is not granted). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}
