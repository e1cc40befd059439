// How an answer of each kind is read off the wire and graded (issue 43). The quiz service (drilling), the classroom
// service (live games and assignments) and the web app (what it may send) all use these functions, so a kind is
// graded the same wherever it is answered. Entry `@quizdrill/contracts/rules/grading`: not on the web's first screens.
import { answerLabelOf } from './answers.js';
import { OPTION_LABELS, withoutAccents } from './content.js';
import {
  ANSWER_MAX_LENGTH,
  type AnswerKeyFields,
  FULL_CREDIT,
  kindOf,
  type MatchingPair,
  matchingPrompts,
  type QuestionKind,
  TYPO_MIN_WORD_LENGTH,
} from './kinds.js';

/**
 * An answer as read from the wire, by kind:
 * - single, truefalse: one option label (`B`);
 * - multiple: the labels ticked, with commas or run together (`A,C` or `AC`), at least one;
 * - short: the text typed;
 * - numeric: a number, with a decimal point or a decimal comma (`3.14`, `3,14`, `-2`, `1 000`);
 * - matching: for each left item in order the label of the right picked, with commas (`B,A,C`); `-` for none.
 */
export type ParsedAnswer =
  | { kind: 'single' | 'truefalse'; label: string }
  | { kind: 'multiple'; labels: string[] }
  | { kind: 'short'; text: string }
  | { kind: 'numeric'; value: number }
  | { kind: 'matching'; picks: (string | null)[] };

/** How each kind's answer is written on the wire, for a 400's message and the API reference. */
export const ANSWER_FORMS: Record<QuestionKind, string> = {
  single: 'one option label, e.g. answer=B',
  truefalse: 'one option label: A for true, B for false',
  multiple: 'every label ticked, separated by commas, e.g. answer=A,C',
  short: `the text typed, at most ${ANSWER_MAX_LENGTH} characters`,
  numeric: 'a number with a decimal point or comma, e.g. answer=3.14 or answer=3,14',
  matching:
    'for each left item in order, the label of the right item picked, separated by commas (- for none), e.g. answer=B,A,C',
};

/** The answer `raw` as the kind reads it, or undefined when it is not one (a 400 naming ANSWER_FORMS[kind]). */
export function parseAnswer(kind: QuestionKind, raw: string): ParsedAnswer | undefined {
  if (raw.length > ANSWER_MAX_LENGTH) return undefined;
  switch (kind) {
    case 'single':
    case 'truefalse': {
      const label = answerLabelOf(raw);
      return label === undefined ? undefined : { kind, label };
    }
    case 'multiple': {
      const labels = labelsOf(raw);
      if (labels === undefined || labels.length === 0 || labels.includes(null)) return undefined;
      return { kind, labels: [...new Set(labels as string[])].sort() };
    }
    case 'short': {
      const text = raw.trim();
      return text === '' ? undefined : { kind, text };
    }
    case 'numeric': {
      const value = parseNumber(raw);
      return value === undefined ? undefined : { kind, value };
    }
    case 'matching': {
      const picks = labelsOf(raw);
      return picks === undefined ? undefined : { kind, picks };
    }
  }
}

/**
 * An answer in the one form a history keeps and results group it by, whatever way it was written: a choice's
 * labels upper-cased, sorted and with commas (`c a` → `A,C`), a matching answer's picks with commas (`b, -` →
 * `B,-`), a typed text or number as typed, trimmed (`3,14` stays: the teacher sees what the student wrote).
 */
export function recordedAnswerOf(parsed: ParsedAnswer, raw: string): string {
  switch (parsed.kind) {
    case 'single':
    case 'truefalse':
      return parsed.label;
    case 'multiple':
      return parsed.labels.join(',');
    case 'matching':
      return parsed.picks.map((pick) => pick ?? '-').join(',');
    case 'short':
      return parsed.text;
    case 'numeric':
      return raw.trim();
  }
}

/** `A,C`, `A, C` or `AC` → ['A', 'C']; `B,-,A` → ['B', null, 'A']; undefined when anything else is in it. */
function labelsOf(raw: string): (string | null)[] | undefined {
  const text = raw.trim().toUpperCase();
  const parts = text.includes(',')
    ? text.split(',').map((part) => part.trim())
    : [...text.replace(/\s+/g, '')];
  if (parts.length === 0 || parts.length > OPTION_LABELS.length) return undefined;
  const labels: (string | null)[] = [];
  for (const part of parts) {
    if (part === '-') labels.push(null);
    else if (/^[A-Z]$/.test(part)) labels.push(part);
    else return undefined;
  }
  return labels;
}

/**
 * A number as a Swede or an English speaker writes it: `3,14` and `3.14` are both 3.14; spaces (also narrow
 * no-break ones) may group thousands; a minus may be `-` or `−`. Undefined for anything else (`1,000.5`, `1e3`).
 */
export function parseNumber(raw: string): number | undefined {
  const text = raw
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^[−–]/, '-');
  if (!/^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

/** A graded answer. */
export interface Grade {
  /** The share of full credit, 0–1. */
  credit: number;
  /** Fully right (credit 1): what scores and streaks count. */
  correct: boolean;
  /**
   * The right answer as the wire names it: the right label (single, true/false), the right labels with commas
   * (multiple, `A,C`), the first answer worth full credit (short), the value worth full credit (numeric, `3.14`),
   * or for each left item the right label (matching, `B,A,C`).
   */
  correctAnswer: string;
  /** The teacher's feedback on what was answered: the options ticked, the answer or range matched. */
  feedback: string[];
}

/** Grades a parsed answer against a question's key; undefined when the answer names a label the question lacks. */
export function gradeAnswer(question: AnswerKeyFields, answer: ParsedAnswer): Grade | undefined {
  const kind = kindOf(question);
  if (answer.kind !== kind && !(isSingleAnswer(answer) && (kind === 'single' || kind === 'truefalse'))) {
    return undefined;
  }
  switch (answer.kind) {
    case 'single':
    case 'truefalse':
      return gradeChoice(question, [answer.label]);
    case 'multiple':
      return gradeChoice(question, answer.labels);
    case 'short':
      return gradeShort(question, answer.text);
    case 'numeric':
      return gradeNumeric(question, answer.value);
    case 'matching':
      return gradeMatching(question, answer.picks);
  }
}

/**
 * The right answer of a question as the wire names it (Grade's correctAnswer), whatever was answered: what a
 * reveal or a teacher's results name as right.
 */
export function correctAnswerOf(question: AnswerKeyFields): string {
  switch (kindOf(question)) {
    case 'single':
    case 'truefalse':
    case 'multiple':
      return question.options
        .filter((option) => option.isCorrect)
        .map((option) => option.optionLabel)
        .join(',');
    case 'short': {
      const answers = question.answers ?? [];
      return (answers.find((accepted) => accepted.credit === FULL_CREDIT) ?? answers[0])?.text ?? '';
    }
    case 'numeric': {
      const ranges = question.ranges ?? [];
      const best = ranges.find((range) => range.credit === FULL_CREDIT) ?? ranges[0];
      return best === undefined ? '' : String(best.value);
    }
    case 'matching': {
      const pairs = question.pairs ?? [];
      const choices = matchingChoices(pairs);
      return matchingPrompts(pairs)
        .map((pair) => choices.find((choice) => choice.optionText === pair.right)?.optionLabel)
        .join(',');
    }
  }
}

function isSingleAnswer(answer: ParsedAnswer): boolean {
  return answer.kind === 'single' || answer.kind === 'truefalse';
}

/**
 * Single choice and true/false: right or wrong. Multiple: max(0, (right ticked − wrong ticked) / right total), so
 * ticking everything earns nothing and one right of two earns half.
 */
function gradeChoice(question: AnswerKeyFields, labels: readonly string[]): Grade | undefined {
  const options = question.options;
  const ticked = labels.map((label) => options.find((option) => option.optionLabel === label));
  if (ticked.some((option) => option === undefined)) return undefined;
  const right = options.filter((option) => option.isCorrect);
  const rightTicked = ticked.filter((option) => option?.isCorrect).length;
  const wrongTicked = ticked.length - rightTicked;
  const credit = right.length === 0 ? 0 : Math.max(0, (rightTicked - wrongTicked) / right.length);
  return result(
    credit,
    correctAnswerOf(question),
    ticked.map((option) => option?.feedback),
  );
}

function gradeShort(question: AnswerKeyFields, typed: string): Grade {
  const answers = question.answers ?? [];
  const matched = answers
    .filter((accepted) => shortAnswerMatches(accepted.text, typed, question.lenient === true))
    .sort((a, b) => b.credit - a.credit)[0];
  return result((matched?.credit ?? 0) / FULL_CREDIT, correctAnswerOf(question), [matched?.feedback]);
}

function gradeNumeric(question: AnswerKeyFields, value: number): Grade {
  const ranges = question.ranges ?? [];
  const matched = ranges
    .filter(
      (range) => Math.abs(value - range.value) <= range.tolerance + 1e-9 * Math.max(1, Math.abs(range.value)),
    )
    .sort((a, b) => b.credit - a.credit)[0];
  return result((matched?.credit ?? 0) / FULL_CREDIT, correctAnswerOf(question), [matched?.feedback]);
}

/** Matching: the share of left items given their right; a pick may name a right shared by several lefts. */
function gradeMatching(question: AnswerKeyFields, picks: readonly (string | null)[]): Grade | undefined {
  const pairs = question.pairs ?? [];
  const choices = matchingChoices(pairs);
  const asked = matchingPrompts(pairs);
  if (picks.length !== asked.length) return undefined;
  const textOf = (label: string | null) => choices.find((choice) => choice.optionLabel === label)?.optionText;
  if (picks.some((pick) => pick !== null && textOf(pick) === undefined)) return undefined;
  const right = asked.filter((pair, index) => textOf(picks[index] ?? null) === pair.right).length;
  return result(right / asked.length, correctAnswerOf(question), []);
}

function result(
  credit: number,
  correctAnswer: string,
  feedback: readonly (string | null | undefined)[],
): Grade {
  const rounded = Math.round(credit * 10_000) / 10_000;
  return {
    credit: rounded,
    correct: rounded >= 1,
    correctAnswer,
    feedback: feedback.filter((text): text is string => typeof text === 'string' && text.trim() !== ''),
  };
}

/**
 * What a matching question offers to pick from: every distinct right, sorted (so the order gives no pair away),
 * labelled A, B, C… like options. The student view and grading both read the labels from here.
 */
export function matchingChoices(
  pairs: readonly MatchingPair[],
): { optionLabel: string; optionText: string }[] {
  const rights = [...new Set(pairs.map((pair) => pair.right))].sort((a, b) => a.localeCompare(b, 'sv'));
  return rights.map((optionText, index) => ({
    optionLabel: OPTION_LABELS[index] ?? String(index + 1),
    optionText,
  }));
}

// Short answers.

/**
 * Whether `typed` is the accepted answer `accepted`: case, surrounding and repeated spaces never matter; `*` in
 * the accepted answer stands for any run of characters (`\*` for a star itself). With `lenient`, accents do not
 * matter either (å reads as a), and each word of TYPO_MIN_WORD_LENGTH letters or more may carry one typo (a letter
 * wrong, missing, extra, or two swapped).
 */
export function shortAnswerMatches(accepted: string, typed: string, lenient: boolean): boolean {
  const fold = (text: string) => (lenient ? withoutAccents(normalisedAnswer(text)) : normalisedAnswer(text));
  const want = fold(accepted);
  const got = fold(typed);
  if (/(^|[^\\])\*/.test(want)) return wildcardMatches(want, got);
  const plain = want.replace(/\\\*/g, '*');
  if (plain === got) return true;
  if (!lenient) return false;
  const wantWords = plain.split(' ');
  const gotWords = got.split(' ');
  return (
    wantWords.length === gotWords.length &&
    wantWords.every((word, index) => {
      const typedWord = gotWords[index] ?? '';
      return (
        word === typedWord || ([...word].length >= TYPO_MIN_WORD_LENGTH && isOneTypoApart(word, typedWord))
      );
    })
  );
}

/** A typed answer with case and spacing folded away: answers that differ only in those are the same answer. */
export function normalisedAnswer(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');
}

/** A wildcard in a split pattern: no character of a typed answer is this symbol. */
const STAR: unique symbol = Symbol('star');

/**
 * Whether `text` matches `accepted` with its unescaped `*` as any run of characters. Matched greedily, going back
 * only to the last star, so it takes at most (accepted × typed) steps: a regular expression of many `.*` backtracks
 * polynomially (`*a*a*a*a*b` against 200 typed letters held the thread 52 s).
 */
function wildcardMatches(accepted: string, text: string): boolean {
  const pattern = accepted
    .split(/(\\\*|\*)/)
    .flatMap((part): (string | typeof STAR)[] =>
      part === '*' ? [STAR] : part === '\\*' ? ['*'] : [...part],
    );
  const typed = [...text];
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < typed.length) {
    if (p < pattern.length && pattern[p] === STAR) {
      star = p++;
      resume = t;
    } else if (p < pattern.length && pattern[p] === typed[t]) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === STAR) p++;
  return p === pattern.length;
}

/** Damerau–Levenshtein distance of at most 1 (by code point): one letter changed, added, dropped or two swapped. */
export function isOneTypoApart(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  if (start === x.length && start === y.length) return true;
  const rest = (from: string[], at: number) => from.slice(at).join('');
  if (x.length === y.length) {
    if (rest(x, start + 1) === rest(y, start + 1)) return true; // changed
    return (
      x[start] === y[start + 1] && x[start + 1] === y[start] && rest(x, start + 2) === rest(y, start + 2)
    ); // swapped
  }
  return x.length > y.length ? rest(x, start + 1) === rest(y, start) : rest(x, start) === rest(y, start + 1);
}
