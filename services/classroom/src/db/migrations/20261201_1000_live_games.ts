import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A game from its creation (the host's list shows it while it runs); the end fills in when it is over.
  await db.schema
    .createTable('games')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('pin', 'text', (column) => column.notNull())
    .addColumn('host_id', 'uuid', (column) => column.notNull())
    .addColumn('host_name', 'text', (column) => column.notNull())
    .addColumn('course_id', 'integer', (column) => column.notNull())
    .addColumn('course_name', 'text', (column) => column.notNull())
    .addColumn('course_display_name', 'text', (column) => column.notNull())
    .addColumn('order_type', 'text', (column) =>
      column.notNull().check(sql`order_type in ('ORDER', 'RANDOM')`),
    )
    .addColumn('question_seconds', 'integer')
    .addColumn('allow_guests', 'boolean', (column) => column.notNull())
    .addColumn('max_players', 'integer', (column) => column.notNull())
    .addColumn('question_count', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text', (column) =>
      column.check(sql`end_reason in ('completed', 'ended', 'abandoned')`),
    )
    .addColumn('questions_shown', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('player_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('games_host').on('games').columns(['host_id', 'created_at desc']).execute();

  await db.schema
    .createTable('game_players')
    .addColumn('game_id', 'uuid', (column) => column.notNull().references('games.id').onDelete('cascade'))
    .addColumn('player_id', 'text', (column) => column.notNull())
    .addColumn('nickname', 'text', (column) => column.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('username', 'text')
    .addColumn('removed', 'boolean', (column) => column.notNull())
    .addPrimaryKeyConstraint('game_players_pk', ['game_id', 'player_id'])
    .execute();

  // The questions as they were shown (content may change them later; the results keep what was asked).
  await db.schema
    .createTable('game_questions')
    .addColumn('game_id', 'uuid', (column) => column.notNull().references('games.id').onDelete('cascade'))
    .addColumn('question_index', 'integer', (column) => column.notNull())
    .addColumn('question_id', 'integer', (column) => column.notNull())
    .addColumn('question_text', 'text', (column) => column.notNull())
    .addColumn('correct_option', 'text', (column) => column.notNull())
    .addColumn('labels', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('game_questions_pk', ['game_id', 'question_index'])
    .execute();

  await db.schema
    .createTable('game_answers')
    .addColumn('game_id', 'uuid', (column) => column.notNull().references('games.id').onDelete('cascade'))
    .addColumn('question_index', 'integer', (column) => column.notNull())
    .addColumn('player_id', 'text', (column) => column.notNull())
    .addColumn('answer', 'text', (column) => column.notNull())
    .addColumn('elapsed_ms', 'integer', (column) => column.notNull())
    .addColumn('points', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('game_answers_pk', ['game_id', 'question_index', 'player_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_answers').execute();
  await db.schema.dropTable('game_questions').execute();
  await db.schema.dropTable('game_players').execute();
  await db.schema.dropTable('games').execute();
}
