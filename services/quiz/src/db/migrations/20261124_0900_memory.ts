import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sessions may be REVIEW or MISTAKES too (issue 15).
  await sql`alter table sessions drop constraint if exists sessions_order_type_check`.execute(db);
  await sql`alter table sessions add constraint sessions_order_type_check
    check (order_type in ('ORDER', 'RANDOM', 'REVERSE', 'REVIEW', 'MISTAKES'))`.execute(db);

  // A student's memory of a question: its FSRS card (ts-fsrs's Card, field for field), the last answer's
  // correctness (MISTAKES) and time (answers apply in answer order: an older one arriving late changes nothing).
  await db.schema
    .createTable('cards')
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('question_id', 'integer', (column) => column.notNull())
    .addColumn('course_id', 'integer', (column) => column.notNull())
    .addColumn('due', 'timestamptz', (column) => column.notNull())
    .addColumn('stability', 'double precision', (column) => column.notNull())
    .addColumn('difficulty', 'double precision', (column) => column.notNull())
    .addColumn('scheduled_days', 'integer', (column) => column.notNull())
    .addColumn('learning_steps', 'integer', (column) => column.notNull())
    .addColumn('reps', 'integer', (column) => column.notNull())
    .addColumn('lapses', 'integer', (column) => column.notNull())
    .addColumn('state', 'smallint', (column) => column.notNull())
    .addColumn('last_review', 'timestamptz', (column) => column.notNull())
    .addColumn('last_correct', 'boolean', (column) => column.notNull())
    .addColumn('first_answered_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('cards_pkey', ['user_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('cards_user_course_due')
    .on('cards')
    .columns(['user_id', 'course_id', 'due'])
    .execute();
  await db.schema.createIndex('cards_question').on('cards').column('question_id').execute();

  // Every review, once: the id is the answer event's, so a redelivered event is seen and skipped.
  await db.schema
    .createTable('review_log')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('course_id', 'integer', (column) => column.notNull())
    .addColumn('question_id', 'integer', (column) => column.notNull())
    .addColumn('rating', 'smallint', (column) => column.notNull())
    .addColumn('state', 'smallint', (column) => column.notNull())
    .addColumn('due', 'timestamptz', (column) => column.notNull())
    .addColumn('stability', 'double precision', (column) => column.notNull())
    .addColumn('difficulty', 'double precision', (column) => column.notNull())
    .addColumn('scheduled_days', 'integer', (column) => column.notNull())
    .addColumn('reviewed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('review_log_user_course')
    .on('review_log')
    .columns(['user_id', 'course_id', 'reviewed_at'])
    .execute();

  await db.schema
    .createTable('preferences')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .addColumn('desired_retention', 'double precision', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preferences').execute();
  await db.schema.dropTable('review_log').execute();
  await db.schema.dropTable('cards').execute();
}
