// The kinds of question (issue 43): what each one's answer key holds, and the limits on it. Written once here for
// content (which stores and checks them), the quiz and classroom services (which grade them, ./grading.ts) and the
// web app's forms. A question without a kind is single choice: SPEC's question, unchanged on the wire.

/**
 * - `single`: options A, B, C… with exactly one right (SPEC's question).
 * - `multiple`: options with one or more right; the student ticks all that apply (partial credit, ./grading.ts).
 * - `truefalse`: two options, "True" (A) and "False" (B), one right: a SPEC client answers it as single choice.
 * - `short`: the student types an answer, matched against the accepted answers (`answers`).
 * - `numeric`: the student types a number, matched against value ± tolerance ranges (`ranges`).
 * - `matching`: for each left item the student picks a right one (`pairs`); the rights are offered as options.
 */
export const QUESTION_KINDS = ['single', 'multiple', 'truefalse', 'short', 'numeric', 'matching'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Kinds answered by picking options by label: their answer key is the options' `isCorrect`. */
export const CHOICE_KINDS = ['single', 'multiple', 'truefalse'] as const satisfies readonly QuestionKind[];
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

export function isQuestionKind(value: unknown): value is QuestionKind {
  return (QUESTION_KINDS as readonly unknown[]).includes(value);
}

export function isChoiceKind(kind: QuestionKind): kind is ChoiceKind {
  return (CHOICE_KINDS as readonly string[]).includes(kind);
}

/** The two options of a true/false question, in the question's language; A is "true". */
export const TRUE_FALSE_OPTION_TEXTS = {
  sv: ['Sant', 'Falskt'],
  en: ['True', 'False'],
} as const;

/** Teacher's feedback on one option, accepted answer or range, shown after answering. */
export const FEEDBACK_MAX_LENGTH = 1000;
/** An accepted short answer, and what a student may type as one. */
export const SHORT_ANSWER_MAX_LENGTH = 200;
export const MAX_SHORT_ANSWERS = 20;
export const MAX_NUMERIC_RANGES = 20;
export const MIN_MATCHING_PAIRS = 2;
/** Pairs and extra rights together are labelled A… like options, so at most 26. */
export const MAX_MATCHING_ITEMS = 26;
export const MATCHING_TEXT_MAX_LENGTH = 200;
/** Credit of an accepted answer or range, in percent (GIFT's `%50%`); 100 is fully right. */
export const FULL_CREDIT = 100;
/** With `lenient`, a word of at least this many letters may carry one typo. */
export const TYPO_MIN_WORD_LENGTH = 5;
/**
 * The most characters an answer on the wire may have (`answer=` of submit and of a live game's answer): a typed
 * short answer, or every label of a multiple or matching answer with commas between.
 */
export const ANSWER_MAX_LENGTH = SHORT_ANSWER_MAX_LENGTH;

/** One option of a choice question. */
export interface ChoiceOption {
  optionLabel: string;
  optionText: string;
  isCorrect: boolean;
  feedback?: string | null;
}

/** An accepted answer of a short-answer question: `*` in `text` stands for any run of characters (Moodle's). */
export interface ShortAnswer {
  text: string;
  /** Percent of full credit, 0–100 (0 with feedback: a known wrong answer the teacher comments on). */
  credit: number;
  feedback?: string | null;
}

/** A right (or partly right) range of a numeric question: `value` ± `tolerance`, both ends included. */
export interface NumericRange {
  value: number;
  tolerance: number;
  credit: number;
  feedback?: string | null;
}

/** A pair of a matching question. A pair with an empty `left` is an extra right, offered but matching nothing. */
export interface MatchingPair {
  left: string;
  right: string;
}

/** What a question of any kind holds besides its text, image and explanation: its kind and its answer key. */
export interface AnswerKeyFields {
  kind?: QuestionKind;
  /** Choice kinds' options; empty for the other kinds. */
  options: readonly ChoiceOption[];
  /** `short`: the accepted answers. */
  answers?: readonly ShortAnswer[];
  /** `short`: also accept an answer without its accents and with one typo in each word of 5 letters or more. */
  lenient?: boolean;
  /** `numeric`: the accepted ranges. */
  ranges?: readonly NumericRange[];
  /** `matching`: the pairs, in the order the left items are asked. */
  pairs?: readonly MatchingPair[];
}

/** The kind of a question as stored or sent; no kind means single choice. */
export function kindOf(question: { kind?: QuestionKind | null }): QuestionKind {
  return question.kind ?? 'single';
}

/** The left items of a matching question, in the order they are asked (extra rights left out). */
export function matchingPrompts(pairs: readonly MatchingPair[]): MatchingPair[] {
  return pairs.filter((pair) => pair.left.trim() !== '');
}

/**
 * Why a question's answer key cannot be answered right, as an English sentence for a 400; undefined when it is
 * well formed. Limits on lengths are the schemas'; this is what a schema cannot say.
 */
export function answerKeyProblem(question: AnswerKeyFields): string | undefined {
  const kind = kindOf(question);
  const options = question.options;
  switch (kind) {
    case 'single': {
      const right = options.filter((option) => option.isCorrect).length;
      if (options.length < 2) return 'a single-choice question needs at least two options';
      return right === 1 ? undefined : 'a single-choice question needs exactly one right option';
    }
    case 'truefalse':
      if (options.length !== 2) return 'a true/false question has exactly two options';
      return options.filter((option) => option.isCorrect).length === 1
        ? undefined
        : 'a true/false question needs exactly one right option';
    case 'multiple':
      if (options.length < 2) return 'a multiple-choice question needs at least two options';
      return options.some((option) => option.isCorrect)
        ? undefined
        : 'a multiple-choice question needs at least one right option';
    case 'short': {
      const answers = question.answers ?? [];
      if (answers.length === 0) return 'a short-answer question needs at least one accepted answer';
      if (answers.some((answer) => !isCredit(answer.credit)))
        return 'a credit is a whole percent from 0 to 100';
      if (answers.some((answer) => answer.text.trim() === '')) return 'an accepted answer cannot be empty';
      return answers.some((answer) => answer.credit === FULL_CREDIT)
        ? undefined
        : 'a short-answer question needs an accepted answer worth full credit';
    }
    case 'numeric': {
      const ranges = question.ranges ?? [];
      if (ranges.length === 0) return 'a numeric question needs at least one accepted value';
      if (ranges.some((range) => !Number.isFinite(range.value) || !(range.tolerance >= 0)))
        return 'a value must be a finite number and its tolerance zero or more';
      if (ranges.some((range) => !Number.isFinite(range.tolerance))) return 'a tolerance must be finite';
      if (ranges.some((range) => !isCredit(range.credit))) return 'a credit is a whole percent from 0 to 100';
      return ranges.some((range) => range.credit === FULL_CREDIT)
        ? undefined
        : 'a numeric question needs a value worth full credit';
    }
    case 'matching': {
      const pairs = question.pairs ?? [];
      if (matchingPrompts(pairs).length < MIN_MATCHING_PAIRS)
        return `a matching question needs at least ${MIN_MATCHING_PAIRS} pairs`;
      if (pairs.length > MAX_MATCHING_ITEMS)
        return `a matching question has at most ${MAX_MATCHING_ITEMS} items`;
      if (pairs.some((pair) => pair.right.trim() === '')) return 'every pair needs a right-hand item';
      return undefined;
    }
  }
}

function isCredit(credit: number): boolean {
  return Number.isInteger(credit) && credit >= 0 && credit <= FULL_CREDIT;
}
