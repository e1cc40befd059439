// The answers of the kinds a student ticks, types or pieces together (issue 43), written as the wire wants them
// (ANSWER_FORMS): a multiple choice's labels, a short answer's text, a number; a matching's picks are the picker's
// (components/ui/matching-picker.tsx). Null while there is nothing to send yet. Apart from quiz-state.ts: only questions of these kinds load it (kind-answer.tsx).
import { parseNumber } from '@quizdrill/contracts/rules/grading';
import { SHORT_ANSWER_MAX_LENGTH } from '@quizdrill/contracts/rules/kinds';
import type { SubmitResponse } from '@quizdrill/contracts/types';
import type { OptionOutcome } from './quiz-state';

/** The labels of a multiple-choice answer on the wire: `A,C` → [A, C]. */
export function answerLabels(answer: string): string[] {
  return answer.split(',').filter((label) => label !== '');
}

/** A multiple-choice answer with `label` ticked or unticked: the labels in order with commas, null when none. */
export function toggledLabel(answer: string | null, label: string): string | null {
  const labels = answerLabels(answer ?? '');
  const next = labels.includes(label) ? labels.filter((other) => other !== label) : [...labels, label];
  return next.length === 0 ? null : next.sort().join(',');
}

/** An option of a marked multiple choice: every right one green (ticked or missed), each wrong tick red. */
export function tickOutcome(label: string, selected: string, feedback: SubmitResponse): OptionOutcome {
  if (answerLabels(feedback.correctOption).includes(label)) return 'correct';
  return answerLabels(selected).includes(label) ? 'wrongChoice' : 'neutral';
}

/** The typed short answer, trimmed; null when empty (or longer than the service takes). */
export function shortAnswer(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length > SHORT_ANSWER_MAX_LENGTH ? null : trimmed;
}

/** `3,14`, `3.14` and `1 000` as the number they are, written with a point; null when it is not a number. */
export function numericAnswer(text: string): string | null {
  const value = parseNumber(text);
  return value === undefined ? null : String(value);
}

/** A share of full credit (0–1) as a whole percent. */
export function creditPercent(credit: number): number {
  return Math.round(credit * 100);
}

/** How the answer turned out: fully right, partly (some credit), or wrong. */
export function answerOutcome(feedback: {
  correct: boolean;
  credit?: number;
}): 'correct' | 'partly' | 'wrong' {
  if (feedback.correct) return 'correct';
  return (feedback.credit ?? 0) > 0 ? 'partly' : 'wrong';
}

/** A number from the wire (`3.14`) as the reader writes it (`3,14` in Swedish); the text as it came otherwise. */
export function shownNumber(wire: string, language: string): string {
  const value = Number(wire);
  return wire.trim() === '' || !Number.isFinite(value)
    ? wire
    : new Intl.NumberFormat(language, { maximumFractionDigits: 10, useGrouping: false }).format(value);
}
