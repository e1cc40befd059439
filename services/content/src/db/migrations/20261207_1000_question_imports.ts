// The imports of a course, so that its question list can show them (when, which format, how many questions) and undo
// any of them, not only the latest. Imports made before this table get a row without a format.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table question_imports (
      id uuid primary key,
      course_id integer not null references courses (id) on delete cascade,
      format text,
      imported_by uuid not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index question_imports_course on question_imports (course_id, created_at)`.execute(db);
  await sql`
    insert into question_imports (id, course_id, format, imported_by, created_at)
    select import_id, min(course_id), null, (array_agg(created_by))[1], min(created_at)
    from questions where import_id is not null group by import_id`.execute(db);
}
