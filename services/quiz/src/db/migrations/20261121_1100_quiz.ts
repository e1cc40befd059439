import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per recorded answer; the id is the event's, so a redelivered event inserts nothing.
  await db.schema
    .createTable('answers')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('course_id', 'integer', (column) => column.notNull())
    .addColumn('question_id', 'integer', (column) => column.notNull())
    .addColumn('answer', 'text', (column) => column.notNull())
    .addColumn('correct', 'boolean', (column) => column.notNull())
    .addColumn('answered_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('answers_user_course')
    .on('answers')
    .columns(['user_id', 'course_id', 'question_id'])
    .execute();

  // A session as its answers describe it: running counts and whether its last question was answered.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('course_id', 'integer', (column) => column.notNull())
    .addColumn('course_name', 'text', (column) => column.notNull())
    .addColumn('order_type', 'text', (column) =>
      column.notNull().check(sql`order_type in ('ORDER', 'RANDOM', 'REVERSE')`),
    )
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('answered', 'integer', (column) => column.notNull())
    .addColumn('score', 'integer', (column) => column.notNull())
    .addColumn('finished', 'boolean', (column) => column.notNull())
    .addColumn('started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_answered_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sessions_user_course')
    .on('sessions')
    .columns(['user_id', 'course_id', 'last_answered_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('answers').execute();
}
