// What the SDK providers ask a model for and how they check it: the JSON shapes (one TypeBox schema each, also
// sent as OpenAI's strict JSON schema), the rules a schema cannot say (exactly one correct, distinct options),
// labels A–D given here rather than by the model, and the one repair request when a reply breaks them.
import {
  assertValid,
  ContractViolation,
  type GeneratedOption,
  hasOneCorrectOption,
  type Language,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
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

export const QuestionsOutput = Type.Object({
  questions: Type.Array(
    Type.Object({
      questionText: Type.String({ minLength: 1, maxLength: QUESTION_TEXT_MAX_LENGTH }),
      options: ModelOptions,
    }),
    { minItems: 1 },
  ),
});
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

function optionProblems(options: readonly Static<typeof ModelOption>[], path: string): string[] {
  const problems: string[] = [];
  const correct = options.filter((option) => option.isCorrect).length;
  if (!hasOneCorrectOption(options)) {
    problems.push(`${path}: exactly one option must have isCorrect true, found ${correct}`);
  }
  const texts = options.map((option) => option.optionText.trim().toLowerCase());
  if (texts.some((text) => text === '')) problems.push(`${path}: an optionText is blank`);
  if (new Set(texts).size !== texts.length) problems.push(`${path}: two options have the same optionText`);
  return problems;
}

function labelled(options: readonly Static<typeof ModelOption>[]): GeneratedOption[] {
  return options.map((option, index) => ({
    optionLabel: LABELS[index]!,
    optionText: option.optionText.trim(),
    isCorrect: option.isCorrect,
  }));
}

/** Questions from a reply, at most `count` of them, labelled A–D; or every problem found. */
export function readQuestions(text: string, count: number): Reading<DraftQuestion[]> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const shape = checkShape(QuestionsOutput, json.value);
  if (!shape.ok) return shape;
  const questions = shape.value.questions.slice(0, Math.max(1, count));
  const problems = questions.flatMap((question, index) => [
    ...(question.questionText.trim() ? [] : [`/questions/${index}: the questionText is blank`]),
    ...optionProblems(question.options, `/questions/${index}/options`),
  ]);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: questions.map((question) => ({
      questionText: question.questionText.trim(),
      options: labelled(question.options),
    })),
  };
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
