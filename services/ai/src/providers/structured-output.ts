// What the SDK providers ask a model for and how they check it: the JSON shapes (one TypeBox schema each, also
// sent as OpenAI's strict JSON schema), the rules a schema cannot say (exactly one correct, distinct options, a
// proposed kind's answer key by `answerKeyProblem`), labels A–D and true/false texts given here rather than by the
// model, and the one repair request when a reply breaks them.
import {
  answerKeyProblem,
  assertValid,
  ContractViolation,
  FULL_CREDIT,
  GENERATED_KINDS,
  type GeneratedOption,
  hasOneCorrectOption,
  type Language,
  MAX_SHORT_ANSWERS,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  SHORT_ANSWER_MAX_LENGTH,
  TRUE_FALSE_OPTION_TEXTS,
  withoutControlCharacters,
} from '@quizdrill/contracts';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { repairPrompt } from './prompts.js';
import { type DraftQuestion, ProviderError, type Usage } from './provider.js';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A reply that must be JSON of `schema`; `name` is what OpenAI's response format calls it. */
export interface OutputFormat {
  name: string;
  schema: TSchema;
}

/** One request to a chat model, whatever its SDK: the provider turns it into its own API's call. */
export interface ChatRequest {
  system: string;
  turns: ChatTurn[];
  /** Absent: a plain-text reply. */
  output?: OutputFormat;
  maxOutputTokens: number;
  signal?: AbortSignal;
}

export interface ChatReply {
  text: string;
  usage: Usage;
}

export type Chat = (request: ChatRequest) => Promise<ChatReply>;

export type Reading<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const OPTION_COUNT = 4;
const LABELS = ['A', 'B', 'C', 'D'] as const;

const ModelOption = Type.Object({
  optionText: Type.String({ minLength: 1, maxLength: OPTION_TEXT_MAX_LENGTH }),
  isCorrect: Type.Boolean(),
});
const ModelOptions = Type.Array(ModelOption, { minItems: OPTION_COUNT, maxItems: OPTION_COUNT });

/**
 * One proposed question. Strict structured output requires every field, so each kind's key has its own field and
 * the others are left empty (or 0, false): `options` for single and multiple, `isTrue` for truefalse, `answers` for
 * short, `value` and `tolerance` for numeric. Read, a reply without `kind` is single choice, as replies were before
 * kinds (issue 43).
 */
const ModelQuestion = Type.Object({
  kind: Type.Optional(Type.Union(GENERATED_KINDS.map((kind) => Type.Literal(kind)))),
  questionText: Type.String({ minLength: 1, maxLength: QUESTION_TEXT_MAX_LENGTH }),
  options: Type.Array(ModelOption, { maxItems: OPTION_COUNT }),
  isTrue: Type.Optional(Type.Boolean()),
  answers: Type.Optional(
    Type.Array(Type.String({ maxLength: SHORT_ANSWER_MAX_LENGTH }), { maxItems: MAX_SHORT_ANSWERS }),
  ),
  value: Type.Optional(Type.Number()),
  tolerance: Type.Optional(Type.Number()),
});
type ModelQuestion = Static<typeof ModelQuestion>;

export const QuestionsOutput = Type.Object({ questions: Type.Array(ModelQuestion, { minItems: 1 }) });
export const OptionsOutput = Type.Object({ options: ModelOptions });

export const QUESTIONS_FORMAT: OutputFormat = { name: 'quiz_questions', schema: QuestionsOutput };
export const OPTIONS_FORMAT: OutputFormat = { name: 'quiz_options', schema: OptionsOutput };

/**
 * The schema as OpenAI's strict structured output accepts it: types, properties and items only, every property
 * required, no others allowed. Limits (lengths, counts) stay with the TypeBox check after the reply.
 */
export function strictJsonSchema(schema: TSchema): Record<string, unknown> {
  if (schema.type === 'object') {
    const properties = schema.properties as Record<string, TSchema>;
    return {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, strictJsonSchema(property)]),
      ),
      required: Object.keys(properties),
      additionalProperties: false,
    };
  }
  if (schema.type === 'array') return { type: 'array', items: strictJsonSchema(schema.items as TSchema) };
  if (Array.isArray(schema.anyOf)) {
    // A union of string literals (a question's kind): an enum.
    return { type: 'string', enum: (schema.anyOf as TSchema[]).map((literal) => literal.const) };
  }
  return { type: schema.type };
}

/**
 * Every text of a parsed reply without control characters: a model's output is ours to clean, and the forms its
 * questions are saved through refuse them (issue 39). Cleaned before the rules are checked, so an option that was
 * nothing else reads as blank and is asked for again.
 */
function withoutControlCharactersIn(value: unknown): unknown {
  if (typeof value === 'string') return withoutControlCharacters(value);
  if (Array.isArray(value)) return value.map(withoutControlCharactersIn);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutControlCharactersIn(item)]),
    );
  }
  return value;
}

/** JSON from a reply, forgiving the wrappers models add: a code fence, words before or after the object. */
function parseJson(text: string): Reading<unknown> {
  // Raw in a JSON string a control character is not JSON at all; escaped it decodes to one: both go.
  const unfenced = withoutControlCharacters(text)
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  const candidates = start >= 0 && end > start ? [unfenced, unfenced.slice(start, end + 1)] : [unfenced];
  let failure = 'the reply is empty';
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return { ok: true, value: withoutControlCharactersIn(JSON.parse(candidate)) };
    } catch (error) {
      failure = `the reply is not valid JSON (${(error as Error).message})`;
    }
  }
  return { ok: false, problems: [failure] };
}

function checkShape<S extends TSchema>(schema: S, value: unknown): Reading<Static<S>> {
  try {
    return { ok: true, value: assertValid(schema, value, 'reply') };
  } catch (error) {
    if (error instanceof ContractViolation) return { ok: false, problems: error.problems };
    throw error;
  }
}

/** Non-blank options, no two the same: what every choice question the model writes keeps. */
function distinctOptionProblems(options: readonly Static<typeof ModelOption>[], path: string): string[] {
  const problems: string[] = [];
  const texts = options.map((option) => option.optionText.trim().toLowerCase());
  if (texts.some((text) => text === '')) problems.push(`${path}: an optionText is blank`);
  if (new Set(texts).size !== texts.length) problems.push(`${path}: two options have the same optionText`);
  return problems;
}

/** A single-choice question's options: distinct, exactly one correct. */
function optionProblems(options: readonly Static<typeof ModelOption>[], path: string): string[] {
  const correct = options.filter((option) => option.isCorrect).length;
  return [
    ...(hasOneCorrectOption(options)
      ? []
      : [`${path}: exactly one option must have isCorrect true, found ${correct}`]),
    ...distinctOptionProblems(options, path),
  ];
}

function labelled(options: readonly Static<typeof ModelOption>[]): GeneratedOption[] {
  return options.map((option, index) => ({
    optionLabel: LABELS[index]!,
    optionText: option.optionText.trim(),
    isCorrect: option.isCorrect,
  }));
}

/** The options of a question that proposed choice options: four, for single and multiple alike. */
function optionCountProblems(options: readonly Static<typeof ModelOption>[], path: string): string[] {
  return options.length === OPTION_COUNT ? [] : [`${path}: exactly ${OPTION_COUNT} options are needed`];
}

/** A star in a model's answer is a star, not the teacher's `*` wildcard (rules/kinds.ts). */
const literalAnswer = (text: string) => text.trim().replace(/\*/g, '\\*');

/** The draft a proposed question stands for, its key in our form; rules not yet checked. */
function draftOf(question: ModelQuestion, language: Language): DraftQuestion {
  const questionText = question.questionText.trim();
  switch (question.kind ?? 'single') {
    case 'single':
      return { questionText, options: labelled(question.options) };
    case 'multiple':
      return { questionText, kind: 'multiple', options: labelled(question.options) };
    case 'truefalse':
      return {
        questionText,
        kind: 'truefalse',
        options: TRUE_FALSE_OPTION_TEXTS[language].map((optionText, index) => ({
          optionLabel: LABELS[index]!,
          optionText,
          isCorrect: (index === 0) === (question.isTrue ?? false),
        })),
      };
    case 'short': {
      const texts = [
        ...new Set((question.answers ?? []).map(literalAnswer).filter((answer) => answer !== '')),
      ];
      return {
        questionText,
        kind: 'short',
        options: [],
        answers: texts.map((answer) => ({ text: answer, credit: FULL_CREDIT })),
      };
    }
    case 'numeric':
      return {
        questionText,
        kind: 'numeric',
        options: [],
        ranges: [{ value: question.value ?? 0, tolerance: question.tolerance ?? 0, credit: FULL_CREDIT }],
      };
  }
}

function questionProblems(question: ModelQuestion, draft: DraftQuestion, path: string): string[] {
  const problems = question.questionText.trim() ? [] : [`${path}: the questionText is blank`];
  const kind = question.kind ?? 'single';
  if (kind === 'single' || kind === 'multiple') {
    problems.push(...optionCountProblems(question.options, `${path}/options`));
  }
  if (kind === 'single') return [...problems, ...optionProblems(question.options, `${path}/options`)];
  if (kind === 'multiple') problems.push(...distinctOptionProblems(question.options, `${path}/options`));
  const keyProblem = answerKeyProblem(draft);
  if (keyProblem) problems.push(`${path}: ${keyProblem}`);
  return problems;
}

/**
 * Questions from a reply, at most `count` of them, labelled A–D, each of the kind the model proposed; or every
 * problem found. `language` names a true/false question's two options.
 */
export function readQuestions(text: string, count: number, language: Language): Reading<DraftQuestion[]> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const shape = checkShape(QuestionsOutput, json.value);
  if (!shape.ok) return shape;
  const questions = shape.value.questions.slice(0, Math.max(1, count));
  const drafts = questions.map((question) => draftOf(question, language));
  const problems = questions.flatMap((question, index) =>
    questionProblems(question, drafts[index]!, `/questions/${index}`),
  );
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: drafts };
}

export function readOptions(text: string): Reading<GeneratedOption[]> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const shape = checkShape(OptionsOutput, json.value);
  if (!shape.ok) return shape;
  const problems = optionProblems(shape.value.options, '/options');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: labelled(shape.value.options) };
}

export function readPlainText(text: string): Reading<string> {
  const trimmed = withoutControlCharacters(text).trim();
  return trimmed ? { ok: true, value: trimmed } : { ok: false, problems: ['the reply is empty'] };
}

const addUsage = (first: Usage, second: Usage): Usage => ({
  inputTokens: first.inputTokens + second.inputTokens,
  outputTokens: first.outputTokens + second.outputTokens,
});

/**
 * Asks, reads the reply, and when it breaks the rules asks once more with the reply and its problems; a second
 * bad reply is a `failed` ProviderError. Usage counts both requests.
 */
export async function askWithOneRepair<T>(
  chat: Chat,
  request: ChatRequest,
  read: (text: string) => Reading<T>,
  context: { provider: string; language: Language },
): Promise<{ value: T; usage: Usage }> {
  const first = await chat(request);
  const firstReading = read(first.text);
  if (firstReading.ok) return { value: firstReading.value, usage: first.usage };
  const second = await chat({
    ...request,
    turns: [
      ...request.turns,
      { role: 'assistant', content: first.text.trim() || '(empty)' },
      {
        role: 'user',
        content: repairPrompt(context.language, firstReading.problems, request.output !== undefined),
      },
    ],
  });
  const usage = addUsage(first.usage, second.usage);
  const secondReading = read(second.text);
  if (secondReading.ok) return { value: secondReading.value, usage };
  throw new ProviderError(
    'failed',
    `${context.provider}'s reply stayed invalid after one repair: ${secondReading.problems.join('; ')}`,
  );
}
