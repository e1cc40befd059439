// A question's optional explanation (shown after the answer; GIFT's general feedback), and the import that added it,
// so an import can be undone as a whole.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table questions add column explanation text, add column import_id uuid`.execute(db);
  await sql`create index questions_import_id on questions (course_id, import_id) where import_id is not null`.execute(
    db,
  );
}
