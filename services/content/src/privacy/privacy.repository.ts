// Every statement about one user's personal data in content (issue 44): their rows for an export, and their erasure.
import { ERASED_USER_ID } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import type { ContentTables } from '../db/tables.js';

export async function userRows(db: Db<ContentTables>, userId: string): Promise<Record<string, unknown[]>> {
  const [users, courses, questions, questionImports, sqlAudit] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    db.selectFrom('courses').selectAll().where('owner_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('questions')
      .select([
        'id',
        'course_id',
        'position',
        'question_text',
        'language',
        'kind',
        'answer_key',
        'explanation',
        'created_at',
        'updated_at',
      ])
      .where('created_by', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('question_imports').selectAll().where('imported_by', '=', userId).execute(),
    // The audit keeps the admin by id; their username, as the export showed it, is the replica's.
    db
      .selectFrom('sql_audit')
      .leftJoin('users', 'users.id', 'sql_audit.user_id')
      .selectAll('sql_audit')
      .select('users.username')
      .where('sql_audit.user_id', '=', userId)
      .orderBy('sql_audit.id')
      .execute(),
  ]);
  return { users, courses, questions, question_imports: questionImports, sql_audit: sqlAudit };
}

/**
 * The replica row and the console audit go; the courses and questions the user wrote stay as teaching material
 * others learn from, owned by no one.
 */
export async function eraseUserRows(db: Db<ContentTables>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    await trx.deleteFrom('sql_audit').where('user_id', '=', userId).execute();
    await trx
      .updateTable('courses')
      .set({ owner_id: ERASED_USER_ID })
      .where('owner_id', '=', userId)
      .execute();
    await trx
      .updateTable('questions')
      .set({ created_by: ERASED_USER_ID })
      .where('created_by', '=', userId)
      .execute();
    await trx
      .updateTable('question_imports')
      .set({ imported_by: ERASED_USER_ID })
      .where('imported_by', '=', userId)
      .execute();
  });
}
