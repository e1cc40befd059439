// Data access for courses, with question counts and the owner's username from the users replica.

import { ContentErrorCode, type CourseResponse, type Language } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import { AppError } from '@quizdrill/service-kit';
import { sql } from 'kysely';
import type { ContentTables, Course } from '../db/tables.js';

function listQuery(db: Db<ContentTables>) {
  return db
    .selectFrom('courses')
    .leftJoin('users', 'users.id', 'courses.owner_id')
    .selectAll('courses')
    .select('users.username as owner_username')
    .select((eb) =>
      eb
        .selectFrom('questions')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('questions.course_id', '=', 'courses.id')
        .as('question_count'),
    );
}

type CourseRow = Course & { owner_username: string | null; question_count: string | null };

export function toCourseResponse(row: CourseRow): CourseResponse {
  return {
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    description: row.description,
    language: row.language,
    ownerId: row.owner_id,
    ownerUsername: row.owner_username,
    questionCount: Number(row.question_count ?? 0),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listCourses(db: Db<ContentTables>): Promise<CourseResponse[]> {
  const rows = await listQuery(db).orderBy('courses.display_name').execute();
  return rows.map(toCourseResponse);
}

export async function findCourse(db: Db<ContentTables>, id: number): Promise<CourseResponse | undefined> {
  const row = await listQuery(db).where('courses.id', '=', id).executeTakeFirst();
  return row && toCourseResponse(row);
}

export async function findCourseByName(
  db: Db<ContentTables>,
  name: string,
): Promise<CourseResponse | undefined> {
  const row = await listQuery(db).where('courses.name', '=', name).executeTakeFirst();
  return row && toCourseResponse(row);
}

/** Locks the course row for the rest of the transaction, so question positions are handed out one at a time. */
export async function lockCourse(db: Db<ContentTables>, id: number): Promise<void> {
  await sql`select 1 from courses where id = ${id} for update`.execute(db);
}

function nameTaken(error: unknown): AppError | undefined {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'courses_name_key'
    ? AppError.conflict('Course name is already taken', ContentErrorCode.courseNameTaken)
    : undefined;
}

export async function insertCourse(
  db: Db<ContentTables>,
  course: { name: string; displayName: string; description: string; language: Language; ownerId: string },
): Promise<number> {
  try {
    const { id } = await db
      .insertInto('courses')
      .values({
        name: course.name,
        display_name: course.displayName.trim(),
        description: course.description.trim(),
        language: course.language,
        owner_id: course.ownerId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
}

export async function updateCourse(
  db: Db<ContentTables>,
  id: number,
  changes: { name: string; displayName: string; description: string; language?: Language },
): Promise<void> {
  try {
    await db
      .updateTable('courses')
      .set({
        name: changes.name,
        display_name: changes.displayName.trim(),
        description: changes.description.trim(),
        ...(changes.language ? { language: changes.language } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
}

export async function deleteCourse(db: Db<ContentTables>, id: number): Promise<void> {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}
