// How an answer of the kinds a student ticks, types or pieces together turned out (issue 43); their wire forms are
// lib/answer-forms.ts. Apart from quiz-state.ts: only questions of these kinds load it (kind-answer.tsx).

import type { SubmitResponse } from '@quizdrill/contracts/types';
import { answerLabels } from '@/lib/answer-forms';
import type { OptionOutcome } from './quiz-state';

/** An option of a marked multiple choice: every right one green (ticked or missed), each wrong tick red. */
export function tickOutcome(label: string, selected: string, feedback: SubmitResponse): OptionOutcome {
  if (answerLabels(feedback.correctOption).includes(label)) return 'correct';
  return answerLabels(selected).includes(label) ? 'wrongChoice' : 'neutral';
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
