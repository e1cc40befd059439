// Request and response shapes of the content service's public API (SPEC.md §3, §5 and §7).
import { type Static, Type } from '@sinclair/typebox';
import { Language } from '../event-catalog.js';
import {
  COURSE_DESCRIPTION_MAX_LENGTH,
  COURSE_DISPLAY_NAME_MAX_LENGTH,
  COURSE_NAME_MAX_LENGTH,
  COURSE_NAME_PATTERN,
  MAX_BATCH_QUESTIONS,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  SQL_MAX_LENGTH,
} from '../rules/content.js';

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
});
const CourseDescription = Type.String({
  minLength: 1,
  maxLength: COURSE_DESCRIPTION_MAX_LENGTH,
  pattern: '\\S',
});

export const CourseRequest = Type.Object(
  {
    name: CourseName,
    displayName: CourseDisplayName,
    description: CourseDescription,
    language: Type.Optional(Language),
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
  options: Type.Array(OptionResponse),
});
export type QuestionResponse = Static<typeof QuestionResponse>;

/** One generated question to save (SPEC.md §3 "Batch save item"). */
export const BatchItem = Type.Object({
  questionText: Type.String({ minLength: 1, maxLength: QUESTION_TEXT_MAX_LENGTH, pattern: '\\S' }),
  options: Type.Array(
    Type.Object({
      optionLabel: Type.Optional(Type.String({ pattern: '^[A-Z]$' })),
      optionText: Type.String({ minLength: 1, maxLength: OPTION_TEXT_MAX_LENGTH }),
      isCorrect: Type.Optional(Type.Boolean()),
    }),
    { minItems: MIN_OPTIONS, maxItems: MAX_OPTIONS },
  ),
  courseName: CourseName,
  courseDisplayName: CourseDisplayName,
  courseDescription: CourseDescription,
  language: Type.Optional(Language),
});
export type BatchItem = Static<typeof BatchItem>;
export const BatchRequest = Type.Array(BatchItem, { minItems: 1, maxItems: MAX_BATCH_QUESTIONS });
export type BatchRequest = Static<typeof BatchRequest>;

export const BatchResponse = Type.Object({ course: CourseResponse, questions: Type.Array(QuestionResponse) });
export type BatchResponse = Static<typeof BatchResponse>;

export const SqlRequest = Type.Object(
  { sql: Type.String({ minLength: 1, maxLength: SQL_MAX_LENGTH, pattern: '\\S' }) },
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

export const ContentErrorCode = {
  courseNameTaken: 'error.courseNameTaken',
  courseNotFound: 'error.courseNotFound',
  questionNotFound: 'error.questionNotFound',
  imageTooLarge: 'error.imageTooLarge',
  imageNotSupported: 'error.imageNotSupported',
  imageTooManyPixels: 'error.imageTooManyPixels',
  invalidOptions: 'error.invalidOptions',
} as const;
