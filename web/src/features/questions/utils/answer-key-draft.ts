// The answer key of a short-answer, numeric or matching question while it is written (issue 43): rows of text as
// typed, read into the contracts' answer key (AnswerKeyFields) when checked and sent. Numbers are typed with a
// decimal comma or point; a credit is a whole percent.
import { parseNumber } from '@quizdrill/contracts/rules/grading';
import {
  type AnswerKeyFields,
  FULL_CREDIT,
  MAX_MATCHING_ITEMS,
  MIN_MATCHING_PAIRS,
} from '@quizdrill/contracts/rules/kinds';
import type { QuestionResponse } from '@quizdrill/contracts/types';

export type ShortAnswerDraft = { key: number; text: string; credit: string; feedback: string };
export type RangeDraft = { key: number; value: string; tolerance: string; credit: string; feedback: string };
export type PairDraft = { key: number; left: string; right: string };
export type AnswerKeyDraft = {
  answers: ShortAnswerDraft[];
  lenient: boolean;
  ranges: RangeDraft[];
  pairs: PairDraft[];
};

let lastKey = 0;
/** A key for a row React tells apart while rows are added and removed; never sent. */
export function newKey(): number {
  lastKey += 1;
  return lastKey;
}

export function newShortAnswer(credit = String(FULL_CREDIT)): ShortAnswerDraft {
  return { key: newKey(), text: '', credit, feedback: '' };
}

export function newRange(credit = String(FULL_CREDIT)): RangeDraft {
  return { key: newKey(), value: '', tolerance: '0', credit, feedback: '' };
}

export function newPair(): PairDraft {
  return { key: newKey(), left: '', right: '' };
}

/** One accepted answer, one accepted value, and the fewest pairs: what a new question of each kind starts with. */
export function emptyAnswerKey(): AnswerKeyDraft {
  return {
    answers: [newShortAnswer()],
    lenient: false,
    ranges: [newRange()],
    pairs: Array.from({ length: MIN_MATCHING_PAIRS }, newPair),
  };
}

/** A saved question's answer key as rows to edit; a kind without one starts as a new question does. */
export function answerKeyDraftOf(question: QuestionResponse): AnswerKeyDraft {
  const empty = emptyAnswerKey();
  const answers = question.answers ?? [];
  const ranges = question.ranges ?? [];
  const pairs = question.pairs ?? [];
  return {
    answers:
      answers.length === 0
        ? empty.answers
        : answers.map((answer) => ({
            key: newKey(),
            text: answer.text,
            credit: String(answer.credit),
            feedback: answer.feedback ?? '',
          })),
    lenient: question.lenient === true,
    ranges:
      ranges.length === 0
        ? empty.ranges
        : ranges.map((range) => ({
            key: newKey(),
            value: String(range.value),
            tolerance: String(range.tolerance),
            credit: String(range.credit),
            feedback: range.feedback ?? '',
          })),
    pairs: pairs.length === 0 ? empty.pairs : pairs.map((pair) => ({ key: newKey(), ...pair })),
  };
}

/** A typed number (`3,14`, `0.5`); NaN when it is none, which answerKeyProblem refuses. */
function typedNumber(text: string): number {
  return parseNumber(text) ?? Number.NaN;
}

/** A typed credit: a whole percent, NaN otherwise. */
function typedCredit(text: string): number {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;
}

const feedbackOf = (text: string) => (text.trim() === '' ? null : text.trim());

/** The rows as the contracts' answer key of the kind, trimmed; a pair with neither side written is left out. */
export function answerKeyOf(
  kind: 'short' | 'numeric' | 'matching',
  draft: AnswerKeyDraft,
): Required<Pick<AnswerKeyFields, 'answers' | 'lenient'>> | Pick<AnswerKeyFields, 'ranges' | 'pairs'> {
  switch (kind) {
    case 'short':
      return {
        answers: draft.answers.map((answer) => ({
          text: answer.text.trim(),
          credit: typedCredit(answer.credit),
          feedback: feedbackOf(answer.feedback),
        })),
        lenient: draft.lenient,
      };
    case 'numeric':
      return {
        ranges: draft.ranges.map((range) => ({
          value: typedNumber(range.value),
          tolerance: range.tolerance.trim() === '' ? 0 : typedNumber(range.tolerance),
          credit: typedCredit(range.credit),
          feedback: feedbackOf(range.feedback),
        })),
      };
    case 'matching':
      return {
        pairs: draft.pairs
          .map((pair) => ({ left: pair.left.trim(), right: pair.right.trim() }))
          .filter((pair) => pair.left !== '' || pair.right !== ''),
      };
  }
}

/** The translation key of each of answerKeyProblem's sentences (their numbers are the contracts' limits). */
const PROBLEM_KEYS = {
  'a single-choice question needs at least two options': 'questionForm.optionsMinimum',
  'a single-choice question needs exactly one right option': 'questionForm.correctRequired',
  'a true/false question has exactly two options': 'questionForm.kinds.trueFalseRequired',
  'a true/false question needs exactly one right option': 'questionForm.kinds.trueFalseRequired',
  'a multiple-choice question needs at least two options': 'questionForm.optionsMinimum',
  'a multiple-choice question needs at least one right option': 'questionForm.kinds.multipleRightRequired',
  'a short-answer question needs at least one accepted answer': 'questionForm.kinds.answersRequired',
  'a credit is a whole percent from 0 to 100': 'questionForm.kinds.creditInvalid',
  'an accepted answer cannot be empty': 'questionForm.kinds.answerEmpty',
  'a short-answer question needs an accepted answer worth full credit':
    'questionForm.kinds.fullCreditRequired',
  'a numeric question needs at least one accepted value': 'questionForm.kinds.rangesRequired',
  'a value must be a finite number and its tolerance zero or more': 'questionForm.kinds.numberInvalid',
  'a tolerance must be finite': 'questionForm.kinds.numberInvalid',
  'a numeric question needs a value worth full credit': 'questionForm.kinds.fullCreditRequired',
  [`a matching question needs at least ${MIN_MATCHING_PAIRS} pairs`]: 'questionForm.kinds.pairsMinimum',
  [`a matching question has at most ${MAX_MATCHING_ITEMS} items`]: 'questionForm.kinds.pairsMaximum',
  'every pair needs a right-hand item': 'questionForm.kinds.pairRightRequired',
} as const;

export type AnswerKeyMessageKey =
  | (typeof PROBLEM_KEYS)[keyof typeof PROBLEM_KEYS]
  | 'questionForm.kinds.answerKeyInvalid';

/** answerKeyProblem's sentence as a translation key (read with the limits `{min, max}`). */
export function problemKey(problem: string): AnswerKeyMessageKey {
  return (
    (PROBLEM_KEYS as Record<string, AnswerKeyMessageKey>)[problem] ?? 'questionForm.kinds.answerKeyInvalid'
  );
}

/** The values the messages of problemKey read. */
export const PROBLEM_PARAMS = { min: MIN_MATCHING_PAIRS, max: MAX_MATCHING_ITEMS };
