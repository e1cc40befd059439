// Request and response shapes of the ai service's public API (SPEC.md §3, §5, §7; DESIGN.md "Jobs").
import { CloneType, type Static, Type } from '@sinclair/typebox';
import { Language } from '../event-catalog.js';
import { AnswerKeyProperties, QuestionKindSchema } from '../question-kinds.js';
import { MAX_GENERATED_OPTIONS, MAX_GENERATED_QUESTIONS, SOURCE_TEXT_MAX_LENGTH } from '../rules/ai.js';
import {
  COURSE_NAME_MAX_LENGTH,
  EXPLANATION_MAX_LENGTH,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
} from '../rules/content.js';
import {
  ANSWER_MAX_LENGTH,
  FEEDBACK_MAX_LENGTH,
  MATCHING_TEXT_MAX_LENGTH,
  MAX_MATCHING_ITEMS,
  type QuestionKind,
} from '../rules/kinds.js';
import { AI_MODELS, AI_PROVIDERS } from '../rules/settings.js';
import { ContentErrorCode } from './content.js';

export const AiModel = Type.Union(AI_MODELS.map((model) => Type.Literal(model)));
export type AiModel = Static<typeof AiModel>;

/** The provider that answered: a model, or the built-in `offline` one (no key, or none chosen and none set). */
export const AiProviderName = Type.Union(AI_PROVIDERS.map((provider) => Type.Literal(provider)));
export type AiProviderName = Static<typeof AiProviderName>;

/**
 * `GET /api/v2/ai/providers`: which models have a key, so a model select can mark the others (a request naming an
 * unconfigured model is answered by `offline`), and which one answers a request that names none.
 */
export const AiProvidersResponse = Type.Object({
  providers: Type.Array(
    Type.Object({
      id: AiModel,
      /** Whether its key is set. When not, `offline` answers requests for it. */
      configured: Type.Boolean(),
    }),
  ),
  /** What answers a request without `aiModel`: the first configured of openai and claude, else `offline`. */
  defaultProvider: AiProviderName,
});
export type AiProvidersResponse = Static<typeof AiProvidersResponse>;

export const GeneratedOption = Type.Object({
  optionLabel: Type.String({ pattern: '^[A-Z]$' }),
  optionText: Type.String({ minLength: 1, maxLength: OPTION_TEXT_MAX_LENGTH }),
  isCorrect: Type.Boolean(),
});
export type GeneratedOption = Static<typeof GeneratedOption>;

/**
 * The kinds text and photo to quiz may propose (issue 43): all but matching, which the teacher writes. Here, not in
 * rules/kinds.ts, which every first screen loads: the web app reads any kind and checks its answer key.
 */
export const GENERATED_KINDS = [
  'single',
  'multiple',
  'truefalse',
  'short',
  'numeric',
] as const satisfies readonly QuestionKind[];
export const GeneratedKind = Type.Union(GENERATED_KINDS.map((kind) => Type.Literal(kind)));
export type GeneratedKind = Static<typeof GeneratedKind>;

/**
 * SPEC.md §3 "Generated question": without `kind` a single-choice question, exactly one option correct (checked by
 * `hasOneCorrectOption`, rules/ai.ts). Issue 43: the model may propose another kind with its answer key, well formed
 * by `answerKeyProblem` (rules/kinds.ts); short and numeric proposals have no options.
 */
export const GeneratedQuestion = Type.Object({
  questionText: Type.String({ minLength: 1, maxLength: QUESTION_TEXT_MAX_LENGTH }),
  kind: Type.Optional(
    CloneType(GeneratedKind, { description: 'Single choice when absent: the kind the model proposes.' }),
  ),
  options: Type.Array(GeneratedOption, {
    maxItems: MAX_GENERATED_OPTIONS,
    description: `At least ${MIN_OPTIONS} for the choice kinds (single, multiple, truefalse); none for short and numeric.`,
  }),
  answers: AnswerKeyProperties.answers,
  ranges: AnswerKeyProperties.ranges,
  courseName: Type.String(),
  language: Language,
});
export type GeneratedQuestion = Static<typeof GeneratedQuestion>;

const SourceText = Type.String({
  minLength: 1,
  maxLength: SOURCE_TEXT_MAX_LENGTH,
  pattern: '\\S',
  description: 'The text to write questions from (study notes, a chapter).',
});

/** The AI model to ask (`aiModel`), by name. */
const ChosenModel = CloneType(AiModel, {
  description:
    'The model to ask; left out, the default provider (`GET /api/v2/ai/providers`). A model without a key is ' +
    'answered by `offline`.',
});

/** The language to write or explain in (`language`). */
const AnswerLanguage = CloneType(Language, {
  description: "The language to write in (the course's, `sv` by default).",
});

const QuestionText = Type.String({
  minLength: 1,
  maxLength: QUESTION_TEXT_MAX_LENGTH,
  description: 'The question as the student reads it.',
});
const OptionText = Type.String({
  maxLength: OPTION_TEXT_MAX_LENGTH,
  description: 'The option as the student reads it.',
});

export const OriginalQuestion = Type.Object(
  {
    questionText: QuestionText,
    options: Type.Optional(
      Type.Array(
        Type.Object({
          optionLabel: Type.Optional(Type.String({ maxLength: 2, description: 'A, B, C …' })),
          optionText: OptionText,
        }),
        { maxItems: MAX_OPTIONS, description: 'Its present options, for the model to improve on.' },
      ),
    ),
  },
  { description: 'Regenerate this one question from the text instead of writing a new set.' },
);

export const GenerateQuestionsRequest = Type.Object({
  text: SourceText,
  courseName: Type.String({
    minLength: 1,
    maxLength: COURSE_NAME_MAX_LENGTH,
    description: 'The course the questions are for, by its name (saved with `POST /api/v2/questions/batch`).',
  }),
  language: Type.Optional(AnswerLanguage),
  maxQuestions: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_GENERATED_QUESTIONS,
      description: 'At most this many questions.',
    }),
  ),
  aiModel: Type.Optional(ChosenModel),
  originalQuestion: Type.Optional(OriginalQuestion),
});
export type GenerateQuestionsRequest = Static<typeof GenerateQuestionsRequest>;

export const RegenerateOptionsRequest = Type.Object({
  questionText: CloneType(QuestionText, { description: 'The question to write new options for.' }),
  language: Type.Optional(AnswerLanguage),
  courseName: Type.Optional(
    Type.String({
      maxLength: COURSE_NAME_MAX_LENGTH,
      description: 'The course the question is in, by its name.',
    }),
  ),
  sourceText: Type.Optional(
    Type.String({
      maxLength: SOURCE_TEXT_MAX_LENGTH,
      description:
        'The text the question came from: where the right answer is found (the offline model needs it).',
    }),
  ),
  aiModel: Type.Optional(ChosenModel),
});
export type RegenerateOptionsRequest = Static<typeof RegenerateOptionsRequest>;

export const ExplainRequest = Type.Object({
  question: Type.Object(
    {
      questionText: QuestionText,
      kind: Type.Optional(
        CloneType(QuestionKindSchema, {
          description:
            'Single choice when absent (issue 43): what the answers and `correctOption` are read as.',
        }),
      ),
      options: Type.Array(
        Type.Object({
          optionLabel: Type.String({ maxLength: 2, description: 'A, B, C …' }),
          optionText: OptionText,
        }),
        {
          maxItems: MAX_OPTIONS,
          description: `Its options, in the order shown: at least ${MIN_OPTIONS} for the choice kinds, none for short and numeric.`,
        },
      ),
      prompts: Type.Optional(
        Type.Array(Type.String({ maxLength: MATCHING_TEXT_MAX_LENGTH }), {
          maxItems: MAX_MATCHING_ITEMS,
          description: "matching: the left items, in order (the quiz's `prompts`).",
        }),
      ),
      correctOption: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: ANSWER_MAX_LENGTH,
          description:
            "The right answer, as the quiz's submit answered it (`correctOption`: a label, labels, text or number).",
        }),
      ),
      explanation: Type.Optional(
        Type.Union([Type.String({ maxLength: EXPLANATION_MAX_LENGTH }), Type.Null()], {
          description: "The teacher's explanation of the question, as the quiz's submit answered it.",
        }),
      ),
      feedback: Type.Optional(
        Type.Array(Type.String({ maxLength: FEEDBACK_MAX_LENGTH }), {
          maxItems: MAX_MATCHING_ITEMS,
          description: "The teacher's feedback on the student's answer, as the quiz's submit answered it.",
        }),
      ),
    },
    { description: 'The question as the quiz showed it: its text, kind and options (labels and texts).' },
  ),
  selectedOption: Type.String({
    minLength: 1,
    maxLength: ANSWER_MAX_LENGTH,
    description:
      "The student's answer as sent to the quiz (submit's `answer`): for single choice the label chosen, the wrong one to explain why it isn't right.",
  }),
  language: Type.Optional(
    CloneType(Language, { description: 'The language to explain in (`sv` by default).' }),
  ),
  aiModel: Type.Optional(ChosenModel),
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
  /** Once completed, who answered a generation or regeneration (photo to quiz is read by OCR: absent). */
  provider: Type.Optional(AiProviderName),
  error: Type.Optional(Type.Object({ error: Type.String(), message: Type.String() })),
});
export type JobStatus = Static<typeof JobStatus>;

export const AiErrorCode = {
  textTooLong: 'error.textTooLong',
  onlyPngJpg: 'onlyPngJpg',
  max5mb: 'max5mb',
  /** Over MAX_IMAGE_PIXELS: the same refusal, and the same text in the web app, as a question image's. */
  imageTooManyPixels: ContentErrorCode.imageTooManyPixels,
  /** A PNG or JPEG that does not decode: cut off, or damaged. */
  photoUnreadable: 'photo_unreadable',
  /**
   * New options were asked for a question whose answer the source text does not hold (or without a source text):
   * the offline generator cannot tell which option is right.
   */
  answerNotInSource: 'error.answerNotInSource',
  providerFailed: 'ai_provider_failed',
  providerUnavailable: 'ai_provider_unavailable',
  jobNotFound: 'job_not_found',
} as const;
