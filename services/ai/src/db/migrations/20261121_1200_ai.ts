import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per finished job (audit): who asked for what, which provider answered, how it ended.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('provider', 'text')
    .addColumn('succeeded', 'boolean', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('finished_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  // One row per provider call that did work: what each user spends, per provider (tokens where reported).
  await db.schema
    .createTable('usage')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('input_tokens', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('output_tokens', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('usage_created').on('usage').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage').execute();
  await db.schema.dropTable('jobs').execute();
}
