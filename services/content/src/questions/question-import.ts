// Importing a question bank into a course and exporting a course as one (issue 16): the file is read by the pure
// modules in ../interchange; here the permissions, the all-or-nothing write with one event per question, the undo.
import { randomUUID } from 'node:crypto';
import {
  ContentErrorCode,
  type ExportFormat,
  type ImportFormat,
  type ImportIssue,
  type ImportList,
  type ImportResult,
  MAX_IMPORT_BYTES,
} from '@quizdrill/contracts';
import { AppError, type Caller, enqueueEvent } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import { manageableCourse } from '../courses/courses.js';
import * as courses from '../courses/courses.repository.js';
import type { ContentTables } from '../db/tables.js';
import type { QuestionKey } from '../domain/answer-key.js';
import { requireAuthor } from '../domain/permissions.js';
import { deleteUnusedImages } from '../images/images.repository.js';
import { exportAiken, exportCsv, exportGift, modelOf, type ParsedQuestion } from '../interchange/index.js';
import type { QuestionBankReader } from '../interchange/reader-pool.js';
import * as imports from './imports.repository.js';
import { questionEvent } from './questions.js';
import * as questions from './questions.repository.js';

/** A real import refused for the file's faults: answered as 400 with every error by line. */
export class ImportRefusedError extends AppError {
  constructor(readonly errors: ImportIssue[]) {
    const first = errors[0]!;
    super(
      400,
      ContentErrorCode.importInvalid,
      `Nothing was imported: line ${first.line}: ${first.message}` +
        (errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''),
    );
  }
}

export const importTooLarge = () =>
  new AppError(
    413,
    ContentErrorCode.importTooLarge,
    `The file is too large: at most ${MAX_IMPORT_BYTES.toLocaleString('en')} bytes can be imported`,
  );

/** The course a caller may import into: an author's own course, or any for an admin. */
export async function importableCourse(db: Kysely<ContentTables>, caller: Caller, courseId: number) {
  requireAuthor(caller, 'Importing questions');
  return manageableCourse(db, caller, courseId);
}

/**
 * What an import of `bytes` would add (an ImportPreview, as JSON text); stores nothing. Read within the import's
 * limits (at most MAX_IMPORT_QUESTIONS questions, its errors and warnings capped), so it says what the import would.
 */
export async function previewImport(
  db: Kysely<ContentTables>,
  reader: QuestionBankReader,
  caller: Caller,
  courseId: number,
  bytes: Uint8Array,
  format: ImportFormat | 'auto',
): Promise<string> {
  const course = await importableCourse(db, caller, courseId);
  return reader.preview(bytes, format, course.language);
}

/** A question as the repository stores it: its kind, its options (with feedback) or the other kinds' answer key. */
type StoredItem = QuestionKey & { questionText: string; explanation: string | null };

function storedItem(question: ParsedQuestion): StoredItem {
  const answerKey =
    question.kind === 'short'
      ? { answers: question.answers ?? [], lenient: question.lenient === true }
      : question.kind === 'numeric'
        ? { ranges: question.ranges ?? [] }
        : question.kind === 'matching'
          ? { pairs: question.pairs ?? [] }
          : null;
  return {
    kind: question.kind,
    questionText: question.questionText,
    explanation: question.explanation,
    options: question.options.map((option) => ({
      label: option.optionLabel,
      text: option.optionText,
      isCorrect: option.isCorrect,
      feedback: option.feedback ?? null,
    })),
    answerKey,
  };
}

/** Appends the file's questions to the course, all or none, one `content.question.upserted` each. */
export async function importQuestions(
  db: Kysely<ContentTables>,
  reader: QuestionBankReader,
  caller: Caller,
  courseId: number,
  bytes: Uint8Array,
  format: ImportFormat | 'auto',
): Promise<ImportResult> {
  const course = await importableCourse(db, caller, courseId);
  const read = await reader.importable(bytes, format, course.language);
  const readFormat = read.format;
  if (read.errors.length > 0 || !readFormat) throw new ImportRefusedError(read.errors);
  const importId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await manageableCourse(trx, caller, courseId);
    await courses.lockCourse(trx, courseId);
    await imports.recordImport(trx, {
      id: importId,
      course_id: courseId,
      format: readFormat,
      imported_by: caller.userId,
    });
    await questions.insertQuestions(trx, course, caller.userId, importId, read.questions.map(storedItem));
    for (const question of await questions.questionsOfImport(trx, courseId, importId)) {
      await questionEvent(trx, question);
    }
  });
  return { importId, format: readFormat, imported: read.questions.length, warnings: read.warnings };
}

/** Removes every question one import added, together. */
export async function undoImport(
  db: Kysely<ContentTables>,
  caller: Caller,
  courseId: number,
  importId: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const course = await manageableCourse(trx, caller, courseId);
    await courses.lockCourse(trx, courseId);
    const imported = await questions.questionsOfImport(trx, courseId, importId);
    if (imported.length === 0) {
      throw new AppError(
        404,
        ContentErrorCode.importNotFound,
        'No questions of that import are in this course',
      );
    }
    // Imported questions have no images, but one may have been given one since.
    await questions.deleteQuestions(
      trx,
      imported.map((question) => question.id),
    );
    await deleteUnusedImages(
      trx,
      imported.map((question) => question.imageId),
    );
    await imports.deleteImport(trx, importId);
    for (const question of imported) {
      await enqueueEvent(trx, 'content.question.deleted', {
        id: question.id,
        courseId: course.id,
        courseName: course.name,
      });
    }
    return imported.length;
  });
}

/** The course's imports that still have questions in it, newest first, for its owner or an admin. */
export async function listImports(
  db: Kysely<ContentTables>,
  caller: Caller,
  courseId: number,
): Promise<ImportList> {
  await manageableCourse(db, caller, courseId);
  const rows = await imports.importsOfCourse(db, courseId);
  return rows.map((row) => ({
    importId: row.id,
    format: row.format,
    importedAt: row.created_at.toISOString(),
    questionCount: Number(row.count),
  }));
}

const EXPORTS: Record<ExportFormat, { extension: string; contentType: string }> = {
  gift: { extension: 'gift.txt', contentType: 'text/plain; charset=utf-8' },
  aiken: { extension: 'aiken.txt', contentType: 'text/plain; charset=utf-8' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};

/**
 * The course as a file in `format`, for its owner or an admin (it holds the answer key). `skipped`: the questions
 * the format cannot hold and left out (Aiken holds single choice and true/false only).
 */
export async function exportCourse(
  db: Kysely<ContentTables>,
  caller: Caller,
  courseId: number,
  format: ExportFormat,
): Promise<{ fileName: string; contentType: string; body: string; skipped: number }> {
  const course = await manageableCourse(db, caller, courseId);
  const exported = (await questions.questionsOfCourse(db, courseId)).map(modelOf);
  const { body, skipped } =
    format === 'gift'
      ? {
          body: exportGift(exported, `Exported from QuizDrill: ${course.displayName} (${course.name})`),
          skipped: 0,
        }
      : format === 'aiken'
        ? exportAiken(exported)
        : { body: exportCsv(exported), skipped: 0 };
  const { extension, contentType } = EXPORTS[format];
  return { fileName: `${course.name}.${extension}`, contentType, body, skipped };
}
