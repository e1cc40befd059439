// Question imports: one row per file imported into a course, so that its questions can be listed and undone together.
import type { Db } from '@quizdrill/service-kit';
import type { Insertable } from 'kysely';
import type { ContentTables, QuestionImportsTable } from '../db/tables.js';

export async function recordImport(
  db: Db<ContentTables>,
  importRow: Insertable<QuestionImportsTable>,
): Promise<void> {
  await db.insertInto('question_imports').values(importRow).execute();
}

export async function deleteImport(db: Db<ContentTables>, importId: string): Promise<void> {
  await db.deleteFrom('question_imports').where('id', '=', importId).execute();
}

/** The course's imports that still have questions in it, newest first, with how many. */
export async function importsOfCourse(db: Db<ContentTables>, courseId: number) {
  return db
    .selectFrom('question_imports')
    .innerJoin('questions', (join) =>
      join
        .onRef('questions.import_id', '=', 'question_imports.id')
        .onRef('questions.course_id', '=', 'question_imports.course_id'),
    )
    .select((eb) => [
      'question_imports.id',
      'question_imports.format',
      'question_imports.created_at',
      eb.fn.countAll<string>().as('count'),
    ])
    .where('question_imports.course_id', '=', courseId)
    .groupBy('question_imports.id')
    .orderBy('question_imports.created_at', 'desc')
    .execute();
}
