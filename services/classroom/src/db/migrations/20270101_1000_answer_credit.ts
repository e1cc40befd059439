import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The share of full credit a live answer earned (issue 43: multiple, matching and weighted answers are partly
  // right). Null for an answer stored before kinds: it was right when it scored.
  await db.schema.alterTable('game_answers').addColumn('credit', 'real').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_answers').dropColumn('credit').execute();
}
