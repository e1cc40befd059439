// Request and response shapes of the content service's public API (SPEC.md §3, §5 and §7).
import { type Static, Type } from '@sinclair/typebox';
import { Language } from '../event-catalog.js';

export const CourseName = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'Course name may only contain lowercase letters, numbers, and dashes.',
});

export const CourseRequest = Type.Object(
  {
    name: CourseName,
    displayName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    description: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
    language: Type.Optional(Language),
  },
  { additionalProperties: false },
);
export type CourseRequest = Static<typeof CourseRequest>;

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

export const QuestionResponse = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseName: Type.String(),
  position: Type.Integer(),
  questionText: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  language: Language,
  options: Type.Array(OptionResponse),
});
export type QuestionResponse = Static<typeof QuestionResponse>;

/** One generated question to save (SPEC.md §3 "Batch save item"). */
export const BatchItem = Type.Object({
  questionText: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
  options: Type.Array(
    Type.Object({
      optionLabel: Type.Optional(Type.String({ pattern: '^[A-Z]$' })),
      optionText: Type.String({ minLength: 1, maxLength: 500 }),
      isCorrect: Type.Optional(Type.Boolean()),
    }),
    { minItems: 2, maxItems: 26 },
  ),
  courseName: CourseName,
  courseDisplayName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  courseDescription: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
  language: Type.Optional(Language),
});
export const BatchRequest = Type.Array(BatchItem, { minItems: 1, maxItems: 100 });
export type BatchRequest = Static<typeof BatchRequest>;

export const BatchResponse = Type.Object({ course: CourseResponse, questions: Type.Array(QuestionResponse) });

export const SqlRequest = Type.Object(
  { sql: Type.String({ minLength: 1, maxLength: 20_000, pattern: '\\S' }) },
  { additionalProperties: false },
);
export const SqlResult = Type.Object({
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.Unknown())),
  rowCount: Type.Union([Type.Integer(), Type.Null()]),
  command: Type.String(),
  truncated: Type.Boolean(),
});

export const ContentErrorCode = {
  courseNameTaken: 'error.courseNameTaken',
  courseNotFound: 'error.courseNotFound',
  questionNotFound: 'error.questionNotFound',
  imageTooLarge: 'error.imageTooLarge',
  imageNotSupported: 'error.imageNotSupported',
  invalidOptions: 'error.invalidOptions',
} as const;
