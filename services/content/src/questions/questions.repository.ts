// Data access for questions with their options, course name and image, read in one pass per list.

import type { Language, QuestionResponse } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import type { ContentTables } from '../db/tables.js';
import type { QuestionKey } from '../domain/answer-key.js';
import type { NormalizedOption } from '../domain/options.js';
import { imageUrl } from '../images/images.js';

/** A question as stored, with what the API and the events show of it. */
export interface QuestionRecord extends QuestionResponse {
  imageId: string | null;
  createdBy: string;
  ownerId: string;
}

function baseQuery(db: Db<ContentTables>) {
  return db
    .selectFrom('questions')
    .innerJoin('courses', 'courses.id', 'questions.course_id')
    .leftJoin('images', 'images.id', 'questions.image_id')
    .select([
      'questions.id',
      'questions.course_id',
      'questions.position',
      'questions.question_text',
      'questions.image_id',
      'questions.language',
      'questions.created_by',
      'questions.explanation',
      'questions.import_id',
      'questions.kind',
      'questions.answer_key',
      'courses.name as course_name',
      'courses.owner_id',
      'images.content_type',
    ]);
}

async function withOptions(
  db: Db<ContentTables>,
  rows: Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>,
) {
  if (rows.length === 0) return [];
  const options = await db
    .selectFrom('options')
    .selectAll()
    .where(
      'question_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('question_id')
    .orderBy('label')
    .execute();
  const byQuestion = new Map<number, typeof options>();
  for (const option of options)
    byQuestion.set(option.question_id, [...(byQuestion.get(option.question_id) ?? []), option]);
  return rows.map(
    (row): QuestionRecord => ({
      id: row.id,
      courseId: row.course_id,
      courseName: row.course_name,
      position: row.position,
      questionText: row.question_text,
      imageUrl: row.image_id && row.content_type ? imageUrl(row.image_id, row.content_type) : null,
      language: row.language,
      kind: row.kind,
      // Feedback only where the teacher wrote some: a single-choice question reads as SPEC's.
      options: (byQuestion.get(row.id) ?? []).map((option) => ({
        optionLabel: option.label,
        optionText: option.text,
        isCorrect: option.is_correct,
        ...(option.feedback === null ? {} : { feedback: option.feedback }),
      })),
      ...row.answer_key,
      explanation: row.explanation,
      importId: row.import_id,
      imageId: row.image_id,
      createdBy: row.created_by,
      ownerId: row.owner_id,
    }),
  );
}

export async function findQuestion(db: Db<ContentTables>, id: number): Promise<QuestionRecord | undefined> {
  const rows = await baseQuery(db).where('questions.id', '=', id).execute();
  return (await withOptions(db, rows))[0];
}

/** A course's questions in quiz order. */
export async function questionsOfCourse(db: Db<ContentTables>, courseId: number): Promise<QuestionRecord[]> {
  const rows = await baseQuery(db)
    .where('questions.course_id', '=', courseId)
    .orderBy('questions.position')
    .orderBy('questions.id')
    .execute();
  return withOptions(db, rows);
}

export async function insertQuestion(
  db: Db<ContentTables>,
  /** Without a kind, single choice. */
  question: Partial<QuestionKey> & {
    options: NormalizedOption[];
    courseId: number;
    questionText: string;
    imageId: string | null;
    language: Language;
    createdBy: string;
    explanation: string | null;
    importId?: string;
  },
): Promise<number> {
  // Appended after the course's last question; the course row lock (taken by the caller) keeps positions unique.
  const { next } = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.val(-1)).as('next'))
    .where('course_id', '=', question.courseId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('questions')
    .values({
      course_id: question.courseId,
      position: Number(next) + 1,
      question_text: question.questionText,
      image_id: question.imageId,
      language: question.language,
      created_by: question.createdBy,
      explanation: question.explanation,
      import_id: question.importId ?? null,
      kind: question.kind ?? 'single',
      answer_key: answerKeyColumn(question.answerKey ?? null),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceOptions(db, id, question.options);
  return id;
}

/**
 * Appends many questions at once (an import), in order after the course's last one, all marked with `importId`.
 * The caller holds the course row lock. Answers the new ids in order.
 */
export async function insertQuestions(
  db: Db<ContentTables>,
  course: { id: number; language: Language },
  createdBy: string,
  importId: string,
  /** Without a kind, single choice. */
  items: (Partial<QuestionKey> & {
    questionText: string;
    explanation: string | null;
    options: NormalizedOption[];
  })[],
): Promise<number[]> {
  const { next } = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.val(-1)).as('next'))
    .where('course_id', '=', course.id)
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  // Chunks keep each statement well under Postgres's 65,535 parameters (26 options of 4 values per question).
  for (let start = 0; start < items.length; start += 500) {
    const chunk = items.slice(start, start + 500);
    const rows = await db
      .insertInto('questions')
      .values(
        chunk.map((item, index) => ({
          course_id: course.id,
          position: Number(next) + 1 + start + index,
          question_text: item.questionText,
          image_id: null,
          language: course.language,
          created_by: createdBy,
          explanation: item.explanation,
          import_id: importId,
          kind: item.kind ?? 'single',
          answer_key: answerKeyColumn(item.answerKey ?? null),
        })),
      )
      .returning(['id', 'position'])
      .execute();
    const chunkIds = rows.sort((a, b) => a.position - b.position).map((row) => row.id);
    const options = chunk.flatMap((item, index) => optionRows(chunkIds[index]!, item.options));
    // Short, numeric and matching questions have none: an insert of no rows is not valid SQL.
    if (options.length > 0) await db.insertInto('options').values(options).execute();
    ids.push(...chunkIds);
  }
  return ids;
}

export async function updateQuestion(
  db: Db<ContentTables>,
  id: number,
  /** `imageId` and `explanation` undefined keep what is stored; null removes it. The kind and its key are replaced. */
  changes: QuestionKey & {
    questionText: string;
    imageId: string | null | undefined;
    explanation: string | null | undefined;
  },
): Promise<void> {
  await db
    .updateTable('questions')
    .set({
      question_text: changes.questionText,
      kind: changes.kind,
      answer_key: answerKeyColumn(changes.answerKey),
      ...(changes.imageId === undefined ? {} : { image_id: changes.imageId }),
      ...(changes.explanation === undefined ? {} : { explanation: changes.explanation }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await replaceOptions(db, id, changes.options);
}

/** As JSON text: node-postgres would write an array as a Postgres array, not as JSON. */
function answerKeyColumn(answerKey: QuestionKey['answerKey']): string | null {
  return answerKey === null ? null : JSON.stringify(answerKey);
}

function optionRows(questionId: number, options: readonly NormalizedOption[]) {
  return options.map((option) => ({
    question_id: questionId,
    label: option.label,
    text: option.text,
    is_correct: option.isCorrect,
    feedback: option.feedback ?? null,
  }));
}

async function replaceOptions(
  db: Db<ContentTables>,
  questionId: number,
  options: readonly NormalizedOption[],
): Promise<void> {
  await db.deleteFrom('options').where('question_id', '=', questionId).execute();
  if (options.length > 0) await db.insertInto('options').values(optionRows(questionId, options)).execute();
}

export async function deleteQuestion(db: Db<ContentTables>, id: number): Promise<void> {
  await db.deleteFrom('questions').where('id', '=', id).execute();
}

/** The images a course's questions show. */
export async function imagesOfCourse(db: Db<ContentTables>, courseId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('questions')
    .select('image_id')
    .distinct()
    .where('course_id', '=', courseId)
    .where('image_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.image_id ? [row.image_id] : []));
}

/** The questions one import added to a course, in order. */
export async function questionsOfImport(
  db: Db<ContentTables>,
  courseId: number,
  importId: string,
): Promise<QuestionRecord[]> {
  const rows = await baseQuery(db)
    .where('questions.course_id', '=', courseId)
    .where('questions.import_id', '=', importId)
    .orderBy('questions.position')
    .execute();
  return withOptions(db, rows);
}

export async function deleteQuestions(db: Db<ContentTables>, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('questions').where('id', 'in', ids).execute();
}

export async function countQuestions(db: Db<ContentTables>, courseName: string): Promise<number> {
  const { count } = await db
    .selectFrom('questions')
    .innerJoin('courses', 'courses.id', 'questions.course_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('courses.name', '=', courseName)
    .executeTakeFirstOrThrow();
  return Number(count);
}
