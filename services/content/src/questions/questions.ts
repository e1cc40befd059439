// Question use cases: options normalised, image checked and resized, change and event in one transaction, and an
// image no question shows any more deleted in it.

import {
  type BatchItem,
  type BatchRequest,
  ContentErrorCode,
  type CourseResponse,
  ErrorCode,
  EXPLANATION_MAX_LENGTH,
  type Language,
  QUESTION_TEXT_MAX_LENGTH,
} from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import { AppError, type Caller, enqueueEvent } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import { courseEvent, courseOrThrow, manageableCourse } from '../courses/courses.js';
import * as courses from '../courses/courses.repository.js';
import type { ContentTables } from '../db/tables.js';
import { keyInLanguage, type QuestionKey, questionKey, type SentKey } from '../domain/answer-key.js';
import { canManage, managed, requireAuthor } from '../domain/permissions.js';
import { prepareImage } from '../images/images.js';
import { deleteUnusedImages, storeImage } from '../images/images.repository.js';
import type { QuestionRecord } from './questions.repository.js';
import * as questions from './questions.repository.js';

export interface QuestionInput extends SentKey {
  questionText: string;
  image?: Buffer;
  /** Question edit: the question loses its image (a new `image` replaces it instead). */
  removeImage?: boolean;
  /** Shown after the answer; empty removes it, absent keeps the stored one (on edit). */
  explanation?: string;
}

export const questionNotFound = () =>
  new AppError(404, ContentErrorCode.questionNotFound, 'Question not found');

function questionText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw AppError.badRequest('Question text is required');
  if (trimmed.length > QUESTION_TEXT_MAX_LENGTH) {
    throw AppError.badRequest(`Question text may be at most ${QUESTION_TEXT_MAX_LENGTH} characters`);
  }
  return trimmed;
}

/** A form's explanation: trimmed, empty means none, undefined (not sent) stays undefined. */
export function explanationOf(text: string | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed.length > EXPLANATION_MAX_LENGTH) {
    throw AppError.badRequest(`The explanation may be at most ${EXPLANATION_MAX_LENGTH} characters`);
  }
  return trimmed || null;
}

export async function questionEvent(db: Db<ContentTables>, question: QuestionRecord): Promise<void> {
  // The full question, correct flags included: the bus is internal, and quiz needs them to score answers.
  await enqueueEvent(db, 'content.question.upserted', {
    id: question.id,
    courseId: question.courseId,
    courseName: question.courseName,
    position: question.position,
    questionText: question.questionText,
    imageUrl: question.imageUrl,
    language: question.language,
    kind: question.kind,
    options: question.options,
    answers: question.answers,
    lenient: question.lenient,
    ranges: question.ranges,
    pairs: question.pairs,
    explanation: question.explanation,
  });
}

/**
 * The kind and answer key sent, checked once before anything slow or locked is done; a true/false question's option
 * texts are put in the question's language when that is known, once its course or the stored question is read.
 */
function checkedKey(input: SentKey): (language: Language) => QuestionKey {
  const key = questionKey(input, 'sv');
  return (language) => keyInLanguage(key, language);
}

async function questionOrThrow(db: Db<ContentTables>, id: number): Promise<QuestionRecord> {
  const question = await questions.findQuestion(db, id);
  if (!question) throw questionNotFound();
  return question;
}

/** The editor's view (correct flags included): the course owner or an admin only. */
export async function manageableQuestion(
  db: Db<ContentTables>,
  caller: Caller,
  id: number,
): Promise<QuestionRecord> {
  return managed(caller, await questionOrThrow(db, id));
}

export async function createQuestion(
  db: Kysely<ContentTables>,
  caller: Caller,
  courseName: string | undefined,
  input: QuestionInput,
): Promise<QuestionRecord> {
  requireAuthor(caller, 'Creating questions');
  if (!courseName) throw AppError.badRequest('A course must be selected');
  const text = questionText(input.questionText);
  const keyIn = checkedKey(input);
  const explanation = explanationOf(input.explanation) ?? null;
  // Decoding and resizing take a moment: done before the transaction, which then holds the course's lock briefly.
  const image = input.image && (await prepareImage(input.image));
  return db.transaction().execute(async (trx) => {
    const course = await courses.findCourseByName(trx, courseName);
    if (!course) throw new AppError(404, ContentErrorCode.courseNotFound, `No course named ${courseName}`);
    if (!canManage(caller, course.ownerId))
      throw AppError.forbidden('Only the course owner or an admin may add questions');
    await courses.lockCourse(trx, course.id);
    const imageId = image ? await storeImage(trx, image) : null;
    const id = await questions.insertQuestion(trx, {
      courseId: course.id,
      questionText: text,
      imageId,
      language: course.language,
      createdBy: caller.userId,
      ...keyIn(course.language),
      explanation,
    });
    const question = await questionOrThrow(trx, id);
    await questionEvent(trx, question);
    return question;
  });
}

export async function updateQuestion(
  db: Kysely<ContentTables>,
  caller: Caller,
  id: number,
  input: QuestionInput,
): Promise<QuestionRecord> {
  const text = questionText(input.questionText);
  const keyIn = checkedKey(input);
  const explanation = explanationOf(input.explanation);
  if (input.image && input.removeImage) {
    throw AppError.badRequest('Send a new image or removeImage=true, not both', ErrorCode.validation);
  }
  const image = input.image && (await prepareImage(input.image));
  return db.transaction().execute(async (trx) => {
    const previous = await manageableQuestion(trx, caller, id);
    // A new image replaces the old one; removeImage drops it; neither keeps it.
    const imageId = image ? await storeImage(trx, image) : input.removeImage ? null : undefined;
    // The form says the whole question: a kind changed, or not, its answer key is the one sent.
    await questions.updateQuestion(trx, id, {
      questionText: text,
      ...keyIn(previous.language),
      imageId,
      explanation,
    });
    const question = await questionOrThrow(trx, id);
    if (previous.imageId !== question.imageId) await deleteUnusedImages(trx, [previous.imageId]);
    await questionEvent(trx, question);
    return question;
  });
}

export async function deleteQuestion(db: Kysely<ContentTables>, caller: Caller, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const question = await manageableQuestion(trx, caller, id);
    await questions.deleteQuestion(trx, id);
    await deleteUnusedImages(trx, [question.imageId]);
    await enqueueEvent(trx, 'content.question.deleted', {
      id,
      courseId: question.courseId,
      courseName: question.courseName,
    });
  });
}

export async function courseQuestions(
  db: Db<ContentTables>,
  caller: Caller,
  courseId: number,
): Promise<QuestionRecord[]> {
  await manageableCourse(db, caller, courseId);
  return questions.questionsOfCourse(db, courseId);
}

/** A batch item's kind and answer key as a form sends them: its answer key fields together. */
function batchKey({ kind, options, answers, lenient, ranges, pairs }: BatchItem): SentKey {
  const answerKey = Object.fromEntries(
    Object.entries({ answers, lenient, ranges, pairs }).filter(([, value]) => value !== undefined),
  );
  return { kind, options, answerKey };
}

/**
 * Saves generated questions (SPEC.md §3 "Batch save item"), creating their course when it does not exist yet.
 * All or nothing: one bad item and nothing is saved.
 */
export async function saveBatch(
  db: Kysely<ContentTables>,
  caller: Caller,
  items: BatchRequest,
): Promise<{ course: CourseResponse; questions: QuestionRecord[] }> {
  requireAuthor(caller, 'Saving questions');
  const first = items[0]!;
  if (items.some((item) => item.courseName !== first.courseName)) {
    throw AppError.badRequest('All questions of one batch must go to the same course');
  }
  const prepared = items.map((item, index) => {
    try {
      return { item, text: questionText(item.questionText), keyIn: checkedKey(batchKey(item)) };
    } catch (error) {
      if (error instanceof AppError)
        throw new AppError(error.status, error.code, `Question ${index + 1}: ${error.message}`);
      throw error;
    }
  });
  return db.transaction().execute(async (trx) => {
    let course = await courses.findCourseByName(trx, first.courseName);
    if (!course) {
      const id = await courses.insertCourse(trx, {
        name: first.courseName,
        displayName: first.courseDisplayName,
        description: first.courseDescription,
        language: first.language ?? 'sv',
        ownerId: caller.userId,
      });
      course = await courseOrThrow(trx, id);
      await courseEvent(trx, course);
    } else if (!canManage(caller, course.ownerId)) {
      throw AppError.forbidden('Only the course owner or an admin may add questions to this course');
    }
    await courses.lockCourse(trx, course.id);
    const saved: QuestionRecord[] = [];
    for (const { item, text, keyIn } of prepared) {
      const language = item.language ?? course.language;
      const id = await questions.insertQuestion(trx, {
        courseId: course.id,
        questionText: text,
        imageId: null,
        language,
        createdBy: caller.userId,
        ...keyIn(language),
        explanation: null,
      });
      const question = await questionOrThrow(trx, id);
      await questionEvent(trx, question);
      saved.push(question);
    }
    return { course: await courseOrThrow(trx, course.id), questions: saved };
  });
}
