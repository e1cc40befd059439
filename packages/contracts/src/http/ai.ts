// Request and response shapes of the ai service's public API (SPEC.md §3, §5, §7; DESIGN.md "Jobs").
import { type Static, Type } from '@sinclair/typebox';
import { Language } from '../event-catalog.js';

export const AiModel = Type.Union([Type.Literal('openai'), Type.Literal('claude')]);
export type AiModel = Static<typeof AiModel>;

/** SPEC.md §5: text to quiz is at most 500 words. */
export const MAX_SOURCE_WORDS = 500;
/** SPEC.md §9: photos are at most 5 MB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_GENERATED_QUESTIONS = 10;

/** Words as the text-to-quiz screen counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** SPEC.md §5: under 50 words gives 1 question, then one more per 50 words, and 10 from 450 words upward. */
export function estimatedQuestionCount(words: number): number {
  return Math.min(MAX_GENERATED_QUESTIONS, Math.floor(Math.max(0, words) / 50) + 1);
}

export const GeneratedOption = Type.Object({
  optionLabel: Type.String({ pattern: '^[A-Z]$' }),
  optionText: Type.String({ minLength: 1, maxLength: 500 }),
  isCorrect: Type.Boolean(),
});
export type GeneratedOption = Static<typeof GeneratedOption>;

/** SPEC.md §3 "Generated question": exactly one option is correct (checked by `hasOneCorrectOption`). */
export const GeneratedQuestion = Type.Object({
  questionText: Type.String({ minLength: 1, maxLength: 2000 }),
  options: Type.Array(GeneratedOption, { minItems: 2, maxItems: 6 }),
  courseName: Type.String(),
  language: Language,
});
export type GeneratedQuestion = Static<typeof GeneratedQuestion>;

export function hasOneCorrectOption(options: readonly { isCorrect: boolean }[]): boolean {
  return options.filter((option) => option.isCorrect).length === 1;
}

const SourceText = Type.String({ minLength: 1, maxLength: 20_000, pattern: '\\S' });

export const OriginalQuestion = Type.Object({
  questionText: Type.String({ minLength: 1, maxLength: 2000 }),
  options: Type.Optional(
    Type.Array(
      Type.Object({
        optionLabel: Type.Optional(Type.String({ maxLength: 2 })),
        optionText: Type.String({ maxLength: 500 }),
      }),
      { maxItems: 26 },
    ),
  ),
});

export const GenerateQuestionsRequest = Type.Object({
  text: SourceText,
  courseName: Type.String({ minLength: 1, maxLength: 80 }),
  language: Type.Optional(Language),
  maxQuestions: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_GENERATED_QUESTIONS })),
  aiModel: Type.Optional(AiModel),
  /** Regenerate this one question from the text instead of a new set. */
  originalQuestion: Type.Optional(OriginalQuestion),
});
export type GenerateQuestionsRequest = Static<typeof GenerateQuestionsRequest>;

export const RegenerateOptionsRequest = Type.Object({
  questionText: Type.String({ minLength: 1, maxLength: 2000 }),
  language: Type.Optional(Language),
  courseName: Type.Optional(Type.String({ maxLength: 80 })),
  sourceText: Type.Optional(Type.String({ maxLength: 20_000 })),
  aiModel: Type.Optional(AiModel),
});
export type RegenerateOptionsRequest = Static<typeof RegenerateOptionsRequest>;

export const ExplainRequest = Type.Object({
  /** The question as the quiz showed it: its text and options (labels and texts). */
  question: Type.Object({
    questionText: Type.String({ minLength: 1, maxLength: 2000 }),
    options: Type.Array(
      Type.Object({
        optionLabel: Type.String({ maxLength: 2 }),
        optionText: Type.String({ maxLength: 500 }),
      }),
      {
        minItems: 2,
        maxItems: 26,
      },
    ),
    /** The correct label, as the quiz's submit answered it. */
    correctOption: Type.Optional(Type.String({ pattern: '^[A-Z]$' })),
  }),
  selectedOption: Type.String({ minLength: 1, maxLength: 8 }),
  language: Type.Optional(Language),
  aiModel: Type.Optional(AiModel),
});
export type ExplainRequest = Static<typeof ExplainRequest>;

export const JobKind = Type.Union([
  Type.Literal('generate-questions'),
  Type.Literal('regenerate-options'),
  Type.Literal('phototoquiz'),
]);
export type JobKind = Static<typeof JobKind>;

export const JobState = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('active'),
  Type.Literal('completed'),
  Type.Literal('failed'),
]);
export type JobState = Static<typeof JobState>;

export const JobStatus = Type.Object({
  jobId: Type.String(),
  kind: JobKind,
  state: JobState,
  /** 0–100. */
  progress: Type.Number(),
  /** The result once completed: the same body the synchronous endpoint answers. */
  result: Type.Optional(Type.Unknown()),
  error: Type.Optional(Type.Object({ error: Type.String(), message: Type.String() })),
});
export type JobStatus = Static<typeof JobStatus>;

export const AiErrorCode = {
  textTooLong: 'error.textTooLong',
  onlyPngJpg: 'onlyPngJpg',
  max5mb: 'max5mb',
  providerFailed: 'ai_provider_failed',
  providerUnavailable: 'ai_provider_unavailable',
  jobNotFound: 'job_not_found',
} as const;
