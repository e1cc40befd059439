// Each user's token version: bumped when a change (role, premium, username) outdates the tokens issued before it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // 0 is what a token without a `ver` claim counts as: tokens issued before this migration keep working.
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
