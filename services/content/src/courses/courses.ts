// Course use cases: every change and its event are written in one transaction.
import {
  ContentErrorCode,
  type CourseRequest,
  type CourseResponse,
  type Language,
} from '@quizdrill/contracts';
import { AppError, type Caller, type Db, enqueueEvent } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import type { ContentTables } from '../db/tables.js';
import { managed, requireAuthor } from '../domain/permissions.js';
import { deleteUnusedImages } from '../images/images.repository.js';
import { imagesOfCourse } from '../questions/questions.repository.js';
import * as courses from './courses.repository.js';

export const courseNotFound = () => new AppError(404, ContentErrorCode.courseNotFound, 'Course not found');

export async function courseOrThrow(db: Db<ContentTables>, id: number): Promise<CourseResponse> {
  const course = await courses.findCourse(db, id);
  if (!course) throw courseNotFound();
  return course;
}

/** The course, if the caller may change it (owner or admin). */
export async function manageableCourse(
  db: Db<ContentTables>,
  caller: Caller,
  id: number,
): Promise<CourseResponse> {
  return managed(caller, await courseOrThrow(db, id));
}

export async function courseEvent(db: Db<ContentTables>, course: CourseResponse): Promise<void> {
  await enqueueEvent(db, 'content.course.upserted', {
    id: course.id,
    name: course.name,
    displayName: course.displayName,
    description: course.description,
    language: course.language,
    ownerId: course.ownerId,
  });
}

export async function createCourse(
  db: Kysely<ContentTables>,
  caller: Caller,
  request: CourseRequest,
  defaultLanguage: Language = 'sv',
): Promise<CourseResponse> {
  requireAuthor(caller, 'Creating courses');
  return db.transaction().execute(async (trx) => {
    const id = await courses.insertCourse(trx, {
      ...request,
      language: request.language ?? defaultLanguage,
      ownerId: caller.userId,
    });
    const course = await courseOrThrow(trx, id);
    await courseEvent(trx, course);
    return course;
  });
}

export async function updateCourse(
  db: Kysely<ContentTables>,
  caller: Caller,
  id: number,
  request: CourseRequest,
): Promise<CourseResponse> {
  return db.transaction().execute(async (trx) => {
    await manageableCourse(trx, caller, id);
    await courses.updateCourse(trx, id, request);
    const course = await courseOrThrow(trx, id);
    await courseEvent(trx, course);
    return course;
  });
}

export async function deleteCourse(db: Kysely<ContentTables>, caller: Caller, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const course = await manageableCourse(trx, caller, id);
    const images = await imagesOfCourse(trx, id);
    // Its questions go with it (on delete cascade); their images too, unless another course's question shows one.
    await courses.deleteCourse(trx, id);
    await deleteUnusedImages(trx, images);
    await enqueueEvent(trx, 'content.course.deleted', { id: course.id, name: course.name });
  });
}
