// Issue 41: a class joins its team by code. Every team has a join code (unique, switched on until its teacher
// switches it off), and each user's wrong codes are counted so codes cannot be guessed.
import { type Kysely, sql } from 'kysely';
import { newJoinCode } from '../../domain/join-code.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('groups').addColumn('join_code', 'text').execute();
  await db.schema
    .alterTable('groups')
    .addColumn('join_code_enabled', 'boolean', (column) => column.notNull().defaultTo(true))
    .execute();
  // Teams made before: a code each, drawn here as every new team's is.
  const { rows } = await sql<{ id: string }>`select id from groups`.execute(db);
  for (const { id } of rows) {
    await sql`update groups set join_code = ${newJoinCode()} where id = ${id}`.execute(db);
  }
  await sql`alter table groups alter column join_code set not null`.execute(db);
  await db.schema.createIndex('groups_join_code_unique').on('groups').column('join_code').unique().execute();

  await db.schema
    .createTable('join_guesses')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('wrong', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // Windows long over are deleted by age; this keeps finding them cheap.
  await db.schema
    .createIndex('join_guesses_window_started_at')
    .on('join_guesses')
    .column('window_started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('join_guesses').execute();
  await db.schema.dropIndex('groups_join_code_unique').execute();
  await db.schema.alterTable('groups').dropColumn('join_code_enabled').dropColumn('join_code').execute();
}
