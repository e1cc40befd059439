import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The share of full credit the quiz gave a drill answer (issue 43), as its event carries it: an assignment's mean
  // credit counts what the student was given, as its share right counts `correct`. Null for an answer recorded
  // before partial credit: all or nothing, by `correct`. Double precision, so a third is read back as it was sent.
  await db.schema.alterTable('drill_answers').addColumn('credit', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('drill_answers').dropColumn('credit').execute();
}
