// Each kind's question built in one canonical shape (types.ts QuestionModel), whatever format it was read from, so
// that a question read back from an export equals the one exported.
import {
  type ChoiceKind,
  FULL_CREDIT,
  type ImportIssueCode,
  type Language,
  type MatchingPair,
  type NumericRange,
  OPTION_LABELS,
  optionLabel,
  parseNumber,
  type ShortAnswer,
  TRUE_FALSE_OPTION_TEXTS,
} from '@quizdrill/contracts';
import type { QuestionModel } from './types.js';

/** Feedback as the model keeps it: null for none (an empty or blank text is none); the parsers trim it. */
export function feedbackOf(text: string | null | undefined): string | null {
  return text?.trim() ? text : null;
}

export interface ChoiceItem {
  text: string;
  isCorrect: boolean;
  feedback?: string | null;
}

export function choiceQuestion(
  kind: ChoiceKind,
  questionText: string,
  items: readonly ChoiceItem[],
  explanation: string | null,
): QuestionModel {
  return {
    kind,
    questionText,
    options: items.map((item, index) => ({
      optionLabel: optionLabel(index),
      optionText: item.text,
      isCorrect: item.isCorrect,
      feedback: feedbackOf(item.feedback),
    })),
    explanation: feedbackOf(explanation),
  };
}

/** SPEC's question: options without feedback, the one at `right` right. */
export function singleQuestion(
  questionText: string,
  options: readonly string[],
  right: number,
  explanation: string | null,
): QuestionModel {
  return choiceQuestion(
    'single',
    questionText,
    options.map((text, index) => ({ text, isCorrect: index === right })),
    explanation,
  );
}

/** True/false in the course's language: A true, B false; each option's feedback is for a student who picks it. */
export function trueFalseQuestion(
  questionText: string,
  truth: boolean,
  language: Language,
  feedback: { true?: string | null; false?: string | null },
  explanation: string | null,
): QuestionModel {
  const [trueText, falseText] = TRUE_FALSE_OPTION_TEXTS[language];
  return choiceQuestion(
    'truefalse',
    questionText,
    [
      { text: trueText, isCorrect: truth, feedback: feedback.true },
      { text: falseText, isCorrect: !truth, feedback: feedback.false },
    ],
    explanation,
  );
}

export function shortQuestion(
  questionText: string,
  answers: readonly ShortAnswer[],
  lenient: boolean,
  explanation: string | null,
): QuestionModel {
  return {
    kind: 'short',
    questionText,
    options: [],
    answers: answers.map((answer) => ({
      text: answer.text,
      credit: answer.credit,
      feedback: feedbackOf(answer.feedback),
    })),
    lenient,
    explanation: feedbackOf(explanation),
  };
}

export function numericQuestion(
  questionText: string,
  ranges: readonly NumericRange[],
  explanation: string | null,
): QuestionModel {
  return {
    kind: 'numeric',
    questionText,
    options: [],
    ranges: ranges.map((range) => ({
      value: range.value,
      tolerance: range.tolerance,
      credit: range.credit,
      feedback: feedbackOf(range.feedback),
    })),
    explanation: feedbackOf(explanation),
  };
}

export function matchingQuestion(
  questionText: string,
  pairs: readonly MatchingPair[],
  explanation: string | null,
): QuestionModel {
  return {
    kind: 'matching',
    questionText,
    options: [],
    pairs: pairs.map((pair) => ({ left: pair.left, right: pair.right })),
    explanation: feedbackOf(explanation),
  };
}

/**
 * A weight as a credit in whole percent, 0–100: Moodle's weights may be fractions (33.33333) or negative (a
 * penalty, which short and numeric answers do not have here).
 */
export function creditOf(weight: number): number {
  return Math.min(FULL_CREDIT, Math.max(0, Math.round(weight)));
}

/** A stored question (the API's shape) in the model: kind and feedback made explicit, other kinds' keys left out. */
export function modelOf(
  question: Pick<
    QuestionModel,
    'questionText' | 'explanation' | 'answers' | 'lenient' | 'ranges' | 'pairs'
  > & {
    kind?: QuestionModel['kind'];
    options: readonly { optionText: string; isCorrect: boolean; feedback?: string | null }[];
  },
): QuestionModel {
  const kind = question.kind ?? 'single';
  switch (kind) {
    case 'single':
    case 'multiple':
    case 'truefalse':
      return choiceQuestion(
        kind,
        question.questionText,
        question.options.map((option) => ({
          text: option.optionText,
          isCorrect: option.isCorrect,
          feedback: option.feedback,
        })),
        question.explanation,
      );
    case 'short':
      return shortQuestion(
        question.questionText,
        question.answers ?? [],
        question.lenient === true,
        question.explanation,
      );
    case 'numeric':
      return numericQuestion(question.questionText, question.ranges ?? [], question.explanation);
    case 'matching':
      return matchingQuestion(question.questionText, question.pairs ?? [], question.explanation);
  }
}

/** `%50%` (a weight in percent) at the start of a GIFT or CSV answer, and the rest. */
export function weighed(body: string): { weight: number | undefined; rest: string } {
  const percent = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
  return percent
    ? { weight: Number(percent[1]), rest: body.slice(percent[0].length) }
    : { weight: undefined, rest: body };
}

/** The label of the one right option of a single-choice or true/false question (SPEC's `correctOption`). */
export function singleRightLabel(question: QuestionModel): string | undefined {
  if (question.kind !== 'single' && question.kind !== 'truefalse') return undefined;
  const index = question.options.findIndex((option) => option.isCorrect);
  return index < 0 ? undefined : OPTION_LABELS[index];
}

/** An answer of a Moodle choice question: its text, feedback and weight in percent (negative for a penalty). */
export interface WeighedChoice {
  text: string;
  feedback: string;
  weight: number;
}

export type WeighedRead =
  | { kind: 'question'; question: QuestionModel; warnings: ImportIssueCode[] }
  | { kind: 'error'; code: ImportIssueCode }
  | { kind: 'skipped' };

/** How far two weights may differ and still be the same (Moodle writes 33.33333 for a third). */
const WEIGHT_SLACK = 0.01;

/**
 * A Moodle multiple-choice question, in GIFT or XML: `onePick` (radio buttons) becomes single choice, its fully right
 * answer the right option (partly right ones count as wrong, with a warning; several fully right ones are no kind
 * here, skipped); else every answer with a positive weight is right in a multiple-choice question, and a warning
 * says when the weights differ from the partial credit QuizDrill gives (each right ticked earns 1/right, each wrong
 * ticked costs as much).
 */
export function weighedChoiceQuestion(
  onePick: boolean,
  questionText: string,
  choices: readonly WeighedChoice[],
  explanation: string | null,
): WeighedRead {
  if (onePick) {
    const right = choices.filter((choice) => choice.weight >= FULL_CREDIT);
    if (right.length > 1) return { kind: 'skipped' };
    if (right.length === 0) return { kind: 'error', code: 'no_right_answer' };
    const partial = choices.some((choice) => choice.weight > 0 && choice.weight < FULL_CREDIT);
    return {
      kind: 'question',
      question: choiceQuestion(
        'single',
        questionText,
        choices.map((choice) => ({ ...choice, isCorrect: choice === right[0] })),
        explanation,
      ),
      warnings: partial ? ['partial_credit_dropped'] : [],
    };
  }
  const right = choices.filter((choice) => choice.weight > 0);
  if (right.length === 0) return { kind: 'error', code: 'no_right_answer' };
  const share = FULL_CREDIT / right.length;
  const ourRule = choices.every(
    (choice) => Math.abs((choice.weight > 0 ? share : -share) - choice.weight) < WEIGHT_SLACK,
  );
  return {
    kind: 'question',
    question: choiceQuestion(
      'multiple',
      questionText,
      choices.map((choice) => ({ ...choice, isCorrect: choice.weight > 0 })),
      explanation,
    ),
    warnings: ourRule ? [] : ['weights_not_kept'],
  };
}

/**
 * A number as a teacher writes it (`3,14`, `3.14`, `-2`) or as Moodle and the exports do (`1e-7`). The digits after
 * the point belong to it alone: `\d+\.?\d*` could split a run of digits every way, 71 s on 200,000 of them.
 */
export function readNumber(text: string): number | undefined {
  const plain = text.trim();
  const value =
    parseNumber(plain) ?? (/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(plain) ? Number(plain) : undefined);
  // `1e999` is no number a question can hold.
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

/** `value:tolerance`, `min..max` or `value`: GIFT's numeric answers, which the CSV writes the same. */
export function rangeOf(text: string): { value: number; tolerance: number } | undefined {
  const dots = text.indexOf('..');
  if (dots > 0) {
    const min = readNumber(text.slice(0, dots));
    const max = readNumber(text.slice(dots + 2));
    if (min === undefined || max === undefined || max < min) return undefined;
    // Halved before they are added: two values near the largest number would add up to no number.
    const tolerance = max / 2 - min / 2;
    return Number.isFinite(tolerance) ? { value: min / 2 + max / 2, tolerance } : undefined;
  }
  const colon = text.indexOf(':');
  const value = readNumber(colon > 0 ? text.slice(0, colon) : text);
  const tolerance = colon > 0 ? readNumber(text.slice(colon + 1)) : 0;
  return value === undefined || tolerance === undefined || tolerance < 0 ? undefined : { value, tolerance };
}
