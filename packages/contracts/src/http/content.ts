// Request and response shapes of the content service's public API (SPEC.md §3, §5 and §7).
import { CloneType, type SchemaOptions, type Static, Type } from '@sinclair/typebox';
import { translatedCodes } from '../errors.js';
import { Language } from '../event-catalog.js';
import { AnswerKeyProperties, Feedback, QuestionKindSchema } from '../question-kinds.js';
import {
  COURSE_DESCRIPTION_MAX_LENGTH,
  COURSE_DISPLAY_NAME_MAX_LENGTH,
  COURSE_NAME_MAX_LENGTH,
  COURSE_NAME_PATTERN,
  EXPLANATION_MAX_LENGTH,
  EXPORT_FORMATS,
  IMPORT_FORMATS,
  IMPORT_ISSUE_CODES,
  MAX_BATCH_QUESTIONS,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
} from '../rules/content.js';
import { SQL_MAX_LENGTH } from '../rules/sql-console.js';

export const CourseName = Type.String({
  minLength: 1,
  maxLength: COURSE_NAME_MAX_LENGTH,
  pattern: COURSE_NAME_PATTERN,
  description: 'Course name may only contain lowercase letters, numbers, and dashes.',
});

const CourseDisplayName = Type.String({
  minLength: 1,
  maxLength: COURSE_DISPLAY_NAME_MAX_LENGTH,
  pattern: '\\S',
  description: "The course's title as students see it (any characters, not only blanks).",
});
const CourseDescription = Type.String({
  minLength: 1,
  maxLength: COURSE_DESCRIPTION_MAX_LENGTH,
  pattern: '\\S',
  description: 'What the course covers, shown under its title.',
});
const CourseLanguage = CloneType(Language, {
  description: "The language of the course's questions (`sv` by default): the AI explains and writes in it.",
});

export const CourseRequest = Type.Object(
  {
    name: CourseName,
    displayName: CourseDisplayName,
    description: CourseDescription,
    language: Type.Optional(CourseLanguage),
  },
  { additionalProperties: false },
);
export type CourseRequest = Static<typeof CourseRequest>;
/** A course's fields as a form edits them: the request with its language chosen. */
export type CourseFields = Required<CourseRequest>;

export const CourseResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
  description: Type.String(),
  language: Language,
  ownerId: Type.String(),
  ownerUsername: Type.Union([Type.String(), Type.Null()]),
  questionCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type CourseResponse = Static<typeof CourseResponse>;

export const OptionResponse = Type.Object({
  optionLabel: Type.String(),
  optionText: Type.String(),
  isCorrect: Type.Boolean(),
  feedback: Type.Optional(Feedback),
});
export type OptionResponse = Static<typeof OptionResponse>;

export const QuestionResponse = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseName: Type.String(),
  position: Type.Integer(),
  questionText: Type.String(),
  imageUrl: Type.Union([
    Type.String({ description: 'The image at most 640 px wide and high; `?size=320` gives the thumbnail' }),
    Type.Null(),
  ]),
  language: Language,
  kind: Type.Optional(QuestionKindSchema),
  options: Type.Array(OptionResponse, {
    description: 'The options of single, multiple and truefalse; else empty',
  }),
  ...AnswerKeyProperties,
  explanation: Type.Union([Type.String(), Type.Null()], {
    description: 'Shown to the student after answering; null when the question has none',
  }),
  importId: Type.Union([Type.String(), Type.Null()], {
    description: 'The import that added the question (undone together); null when written by hand',
  }),
});
export type QuestionResponse = Static<typeof QuestionResponse>;

/**
 * One generated question to save (SPEC.md §3 "Batch save item"). Without `kind` it is single choice, as SPEC has it;
 * other kinds (issue 43) carry their answer key as a question response does.
 */
export const BatchItem = Type.Object({
  questionText: Type.String({
    minLength: 1,
    maxLength: QUESTION_TEXT_MAX_LENGTH,
    pattern: '\\S',
    description: 'The question as the student reads it.',
  }),
  kind: Type.Optional(QuestionKindSchema),
  options: Type.Array(
    Type.Object({
      optionLabel: Type.Optional(
        Type.String({ pattern: '^[A-Z]$', description: 'A, B, C … (given in order when left out).' }),
      ),
      optionText: Type.String({
        minLength: 1,
        maxLength: OPTION_TEXT_MAX_LENGTH,
        description: 'The option as the student reads it.',
      }),
      isCorrect: Type.Optional(
        Type.Boolean({
          description: 'Whether this is a right option (exactly one is for single and truefalse).',
        }),
      ),
      feedback: Type.Optional(Feedback),
    }),
    {
      maxItems: MAX_OPTIONS,
      description:
        `The options, in the order shown. single and multiple: at least ${MIN_OPTIONS}, the right ones with ` +
        'isCorrect. truefalse: its two options (the texts are the language\'s own "True" and "False" whatever is ' +
        'sent), one with isCorrect. Empty for short, numeric and matching.',
    },
  ),
  ...AnswerKeyProperties,
  courseName: CloneType(CourseName, {
    description: 'The course to save into, by its name; created when there is none of that name.',
  }),
  courseDisplayName: CourseDisplayName,
  courseDescription: CourseDescription,
  language: Type.Optional(CourseLanguage),
});
export type BatchItem = Static<typeof BatchItem>;
export const BatchRequest = Type.Array(BatchItem, { minItems: 1, maxItems: MAX_BATCH_QUESTIONS });
export type BatchRequest = Static<typeof BatchRequest>;

export const BatchResponse = Type.Object({ course: CourseResponse, questions: Type.Array(QuestionResponse) });
export type BatchResponse = Static<typeof BatchResponse>;

/**
 * The question form's `answerKey` field (issue 43), sent as JSON text: a short-answer question's `answers` (and
 * `lenient`), a numeric question's `ranges`, a matching question's `pairs`. Choice kinds send none.
 */
export const QuestionAnswerKey = Type.Object(AnswerKeyProperties, {
  additionalProperties: false,
  description:
    'short: {"answers": [{"text": "Stockholm", "credit": 100}], "lenient": true}. numeric: {"ranges": [{"value": ' +
    '3.14, "tolerance": 0.01, "credit": 100}]}. matching: {"pairs": [{"left": "Sverige", "right": "Stockholm"}, …]}',
});
export type QuestionAnswerKey = Static<typeof QuestionAnswerKey>;

/** A question's explanation as forms send it: empty means none. */
export const Explanation = Type.String({ maxLength: EXPLANATION_MAX_LENGTH });

const literals = <T extends string>(values: readonly T[], options?: SchemaOptions) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );

export const ImportQuery = Type.Object({
  format: Type.Optional(
    Type.Union([literals(IMPORT_FORMATS), Type.Literal('auto')], {
      default: 'auto',
      description: '`auto` recognises the format from the content and answers which it chose',
    }),
  ),
  dryRun: Type.Optional(
    Type.Boolean({ default: false, description: 'Answer what would be imported; store nothing' }),
  ),
});
export type ImportQuery = Static<typeof ImportQuery>;

/**
 * A warning or an error about an imported file, with the 1-based line it concerns: `code` and `params` for a client
 * to word it in its language, `message` the same in English.
 */
export const ImportIssue = Type.Object({
  line: Type.Integer({ minimum: 1 }),
  code: literals(IMPORT_ISSUE_CODES),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    description:
      'What the code names: e.g. `{ type: "essay" }` for unsupported_type, `{ max: 2000 }` for a limit',
  }),
  message: Type.String({ description: 'The issue in English' }),
});
export type ImportIssue = Static<typeof ImportIssue>;

export const ImportedQuestion = Type.Object({
  line: Type.Integer({ minimum: 1 }),
  questionText: Type.String(),
  options: Type.Array(OptionResponse),
  correctOption: Type.String({ description: 'The label of the right option' }),
  explanation: Type.Union([Type.String(), Type.Null()]),
});
export type ImportedQuestion = Static<typeof ImportedQuestion>;

export const ImportPreview = Type.Object({
  format: Type.Union([literals(IMPORT_FORMATS), Type.Null()], {
    description: 'The format read (the one asked for, or the one recognised); null when none was recognised',
  }),
  questions: Type.Array(ImportedQuestion),
  warnings: Type.Array(ImportIssue),
  errors: Type.Array(ImportIssue),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportResult = Type.Object({
  importId: Type.String({ description: 'Undo the import as a whole with DELETE …/imports/{importId}' }),
  format: literals(IMPORT_FORMATS),
  imported: Type.Integer(),
  warnings: Type.Array(ImportIssue),
});
export type ImportResult = Static<typeof ImportResult>;

/** A 400 of the import: for a file refused, its errors by line (nothing was stored). */
export const ImportRefused = Type.Object({
  error: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(ImportIssue)),
});

/** One import of a course, as its question list shows it (with its undo). */
export const ImportSummary = Type.Object({
  importId: Type.String({ format: 'uuid' }),
  format: Type.Union([literals(IMPORT_FORMATS), Type.Null()], {
    description: 'Null for an import made before formats were kept',
  }),
  importedAt: Type.String({ format: 'date-time' }),
  questionCount: Type.Integer({ description: 'Its questions still in the course' }),
});
export type ImportSummary = Static<typeof ImportSummary>;
export const ImportList = Type.Array(ImportSummary, { description: 'Newest first' });
export type ImportList = Static<typeof ImportList>;

export const ImportUndone = Type.Object({ removed: Type.Integer() });
export type ImportUndone = Static<typeof ImportUndone>;

export const ExportQuery = Type.Object({
  format: literals(EXPORT_FORMATS, { description: 'The file format to export the course in.' }),
});

export const SqlRequest = Type.Object(
  {
    sql: Type.String({
      minLength: 1,
      maxLength: SQL_MAX_LENGTH,
      pattern: '\\S',
      description: 'The statement to run: one SELECT, or EXPLAIN of one.',
    }),
  },
  { additionalProperties: false },
);
export const SqlResult = Type.Object({
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.Unknown())),
  rowCount: Type.Union([Type.Integer(), Type.Null()]),
  command: Type.String(),
  truncated: Type.Boolean({
    description:
      'Rows were left out: past 1,000 rows or 1 MB of answer. A value over 10,000 bytes comes cut, as text ending ' +
      'in "…[cut at <kept> of <total> bytes]"',
  }),
});
export type SqlResult = Static<typeof SqlResult>;

/** Content's codes are all `error.*` keys the web app translates. */
export const ContentErrorCode = translatedCodes([
  'courseNameTaken',
  'courseNotFound',
  'questionNotFound',
  'imageTooLarge',
  'imageNotSupported',
  'imageTooManyPixels',
  'invalidOptions',
  'invalidAnswerKey',
  'importInvalid',
  'importTooLarge',
  'importTooManyQuestions',
  'importNotFound',
]);
