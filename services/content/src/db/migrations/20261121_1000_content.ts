import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (column) =>
      column.notNull().unique().check(sql`name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn('display_name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull().check(sql`language in ('sv', 'en')`))
    .addColumn('owner_id', 'uuid', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('bytes', 'bytea', (column) => column.notNull())
    .addColumn('byte_size', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('course_id', 'integer', (column) =>
      column.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('question_text', 'text', (column) => column.notNull())
    .addColumn('image_id', 'text', (column) => column.references('images.id'))
    .addColumn('language', 'text', (column) => column.notNull().check(sql`language in ('sv', 'en')`))
    .addColumn('created_by', 'uuid', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('questions_course_position')
    .on('questions')
    .columns(['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('options')
    .addColumn('question_id', 'integer', (column) =>
      column.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (column) => column.notNull().check(sql`label ~ '^[A-Z]$'`))
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('is_correct', 'boolean', (column) => column.notNull())
    .addPrimaryKeyConstraint('options_pk', ['question_id', 'label'])
    .execute();
  // Exactly one correct option is a rule of the application (checked before writing); this index makes a second
  // correct option impossible even for a write that skipped it, such as one from the SQL console.
  await sql`create unique index options_one_correct on options (question_id) where is_correct`.execute(db);

  // What content knows of users, from users.* events: owners' names, and the SQL console's `users`.
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('is_premium', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sql_audit')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('statement', 'text', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) => column.notNull().check(sql`outcome in ('ok', 'error')`))
    .addColumn('command', 'text')
    .addColumn('row_count', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addColumn('executed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}
