// A question's kind and answer key (issue 43) from what a client sends: the options of the choice kinds, or the
// `answerKey` of short answer, numeric and matching, checked by the contracts' schema and answerKeyProblem().
import {
  ANSWER_KEY_FIELD_MAX_LENGTH,
  answerKeyProblem,
  assertValid,
  ContentErrorCode,
  ContractViolation,
  ErrorCode,
  isChoiceKind,
  isQuestionKind,
  type Language,
  type MatchingPair,
  type NumericRange,
  QUESTION_KINDS,
  QuestionAnswerKey,
  type QuestionKind,
  type ShortAnswer,
  TRUE_FALSE_OPTION_TEXTS,
} from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import {
  feedbackOf,
  type NormalizedOption,
  normalizeOptions,
  parseOptionsField,
  trueFalseOptions,
} from './options.js';

/** The `answer_key` column: what a question of a kind without options is answered against. */
export type StoredAnswerKey =
  | { answers: ShortAnswer[]; lenient: boolean }
  | { ranges: NumericRange[] }
  | { pairs: MatchingPair[] };

/** What a question is answered against: options for the choice kinds, else the answer key. */
export interface QuestionKey {
  kind: QuestionKind;
  options: NormalizedOption[];
  answerKey: StoredAnswerKey | null;
}

/** What a form or a batch item sends of it, each as it came (JSON text or already parsed). */
export interface SentKey {
  kind?: unknown;
  options?: unknown;
  correctIndex?: number;
  answerKey?: unknown;
}

const invalidKey = (message: string) => AppError.badRequest(message, ContentErrorCode.invalidAnswerKey);

/** Which fields of the answer key each kind without options has. */
const KEY_FIELDS = {
  short: ['answers', 'lenient'],
  numeric: ['ranges'],
  matching: ['pairs'],
} as const satisfies Record<Exclude<QuestionKind, 'single' | 'multiple' | 'truefalse'>, readonly string[]>;

const KIND_NAMES: Record<QuestionKind, string> = {
  single: 'single-choice',
  multiple: 'multiple-choice',
  truefalse: 'true/false',
  short: 'short-answer',
  numeric: 'numeric',
  matching: 'matching',
};

/** The kind sent; none (or an empty field) is single choice, SPEC's question. */
export function kindSent(raw: unknown): QuestionKind {
  if (raw === undefined || raw === null || raw === '') return 'single';
  if (isQuestionKind(raw)) return raw;
  throw AppError.badRequest(`kind must be one of ${QUESTION_KINDS.join(', ')}`, ErrorCode.validation);
}

function parsedAnswerKey(raw: unknown): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > ANSWER_KEY_FIELD_MAX_LENGTH) {
      throw invalidKey(
        `answerKey may be at most ${ANSWER_KEY_FIELD_MAX_LENGTH.toLocaleString('en')} characters`,
      );
    }
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalidKey('answerKey must be a JSON object');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalidKey('answerKey must be a JSON object');
  return value as Record<string, unknown>;
}

/** The answer key of a kind without options, checked and tidied: texts trimmed, empty feedback none. */
function storedAnswerKey(
  kind: keyof typeof KEY_FIELDS,
  sent: Record<string, unknown> | undefined,
): StoredAnswerKey {
  const fields = sent ?? {};
  let key: QuestionAnswerKey;
  try {
    key = assertValid(QuestionAnswerKey, fields, 'answerKey');
  } catch (error) {
    if (error instanceof ContractViolation) throw invalidKey(`answerKey is invalid: ${error.problems[0]}`);
    throw error;
  }
  const allowed: readonly string[] = KEY_FIELDS[kind];
  const stray = Object.keys(fields).find((field) => !allowed.includes(field));
  if (stray) {
    throw invalidKey(
      `The answerKey of a ${KIND_NAMES[kind]} question holds ${allowed.join(' and ')}, not ${stray}`,
    );
  }
  const stored: StoredAnswerKey =
    kind === 'short'
      ? {
          answers: (key.answers ?? []).map((answer) =>
            withFeedback(
              { text: answer.text.trim(), credit: answer.credit },
              feedbackOf(answer.feedback, invalidKey),
            ),
          ),
          lenient: key.lenient ?? false,
        }
      : kind === 'numeric'
        ? {
            ranges: (key.ranges ?? []).map((range) =>
              withFeedback(
                { value: range.value, tolerance: range.tolerance, credit: range.credit },
                feedbackOf(range.feedback, invalidKey),
              ),
            ),
          }
        : { pairs: (key.pairs ?? []).map((pair) => ({ left: pair.left.trim(), right: pair.right.trim() })) };
  const problem = answerKeyProblem({ kind, options: [], ...stored });
  if (problem) throw invalidKey(capitalized(problem));
  return stored;
}

/** Feedback is kept only when there is some, so a key without any reads as it was written. */
function withFeedback<T extends object>(item: T, feedback: string | null): T & { feedback?: string } {
  return feedback === null ? item : { ...item, feedback };
}

const capitalized = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

/**
 * The kind and answer key a form or a batch item sends. Single choice is SPEC's (`correctIndex` or one option
 * flagged); true/false gets its two options from content in `language`; short, numeric and matching have no options
 * and an `answerKey`. Refused with a 400 saying what is wrong.
 */
export function questionKey(sent: SentKey, language: Language): QuestionKey {
  const kind = kindSent(sent.kind);
  const options = parseOptionsField(sent.options);
  const answerKey = parsedAnswerKey(sent.answerKey);
  if (!isChoiceKind(kind)) {
    if (options.length > 0) {
      throw AppError.badRequest(
        `A ${KIND_NAMES[kind]} question has no options: send its answer key in answerKey`,
        ContentErrorCode.invalidOptions,
      );
    }
    return { kind, options: [], answerKey: storedAnswerKey(kind, answerKey) };
  }
  if (answerKey && Object.keys(answerKey).length > 0) {
    throw invalidKey(`A ${KIND_NAMES[kind]} question has no answerKey: mark its right options in options`);
  }
  const normalized =
    kind === 'truefalse'
      ? trueFalseOptions(options, sent.correctIndex, language)
      : normalizeOptions(options, sent.correctIndex, kind);
  const problem = answerKeyProblem({
    kind,
    options: normalized.map((option) => ({
      optionLabel: option.label,
      optionText: option.text,
      isCorrect: option.isCorrect,
    })),
  });
  if (problem) throw AppError.badRequest(capitalized(problem), ContentErrorCode.invalidOptions);
  return { kind, options: normalized, answerKey: null };
}

/** The key with a true/false question's option texts in `language`: the one part of a key that depends on it. */
export function keyInLanguage(key: QuestionKey, language: Language): QuestionKey {
  if (key.kind !== 'truefalse') return key;
  const texts = TRUE_FALSE_OPTION_TEXTS[language];
  return {
    ...key,
    options: key.options.map((option, index) => ({ ...option, text: texts[index] ?? option.text })),
  };
}
