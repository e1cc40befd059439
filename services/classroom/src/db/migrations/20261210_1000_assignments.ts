import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The membership view (issue 18), fed by auth's events or, for a team whose events never came, its snapshot.
  // A deleted team stays as a tombstone, so that a late `users.group.created` cannot bring it back (its owner is
  // unknown when the deletion is the first the view hears of it).
  await db.schema
    .createTable('teams')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('owner_id', 'uuid')
    .addColumn('owner_username', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .execute();

  // One row per (team, user) ever seen: `member` is the newest known state and `changed_at` when it was so, so a
  // stale event (older than what is stored) changes nothing.
  await db.schema
    .createTable('team_members')
    .addColumn('group_id', 'uuid', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('member', 'boolean', (column) => column.notNull())
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('team_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_members_user').on('team_members').columns(['user_id']).execute();

  // Members' names as the results show them, newest by `named_at`.
  await db.schema
    .createTable('team_people')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('named_at', 'timestamptz', (column) => column.notNull())
    .execute();

  // The course's names are today's (kept current by content's events); the course is referred to by id.
  await db.schema
    .createTable('assignments')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('group_id', 'uuid', (column) => column.notNull())
    .addColumn('course_id', 'integer', (column) => column.notNull())
    .addColumn('course_name', 'text', (column) => column.notNull())
    .addColumn('course_display_name', 'text', (column) => column.notNull())
    .addColumn('course_language', 'text', (column) => column.notNull())
    .addColumn('created_by_id', 'uuid', (column) => column.notNull())
    .addColumn('created_by_username', 'text', (column) => column.notNull())
    .addColumn('due_at', 'timestamptz')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_reason', 'text', (column) =>
      column.check(sql`closed_reason in ('team_deleted', 'course_deleted')`),
    )
    .execute();
  await db.schema.createIndex('assignments_group').on('assignments').columns(['group_id']).execute();
  await db.schema.createIndex('assignments_course').on('assignments').columns(['course_id']).execute();
  await db.schema
    .createIndex('assignments_creator')
    .on('assignments')
    .columns(['created_by_id', 'created_at desc'])
    .execute();

  // Drill answers on courses with an open assignment, each once (keyed by its event id, so a redelivered event is a
  // no-op): an assignment counts the ones on its course since it was made.
  await db.schema
    .createTable('drill_answers')
    .addColumn('event_id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('course_id', 'integer', (column) => column.notNull())
    .addColumn('question_id', 'integer', (column) => column.notNull())
    .addColumn('answer', 'text', (column) => column.notNull())
    .addColumn('correct', 'boolean', (column) => column.notNull())
    .addColumn('answered_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('drill_answers_course_user')
    .on('drill_answers')
    .columns(['course_id', 'user_id', 'question_id', 'answered_at desc'])
    .execute();

  // Live games for a team (issue 18): only its members join.
  await db.schema.alterTable('games').addColumn('group_id', 'uuid').execute();
  await db.schema.alterTable('games').addColumn('group_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('group_name').execute();
  await db.schema.alterTable('games').dropColumn('group_id').execute();
  await db.schema.dropTable('drill_answers').execute();
  await db.schema.dropTable('assignments').execute();
  await db.schema.dropTable('team_people').execute();
  await db.schema.dropTable('team_members').execute();
  await db.schema.dropTable('teams').execute();
}
