// The answers a student ticks or types (issue 43) written as the wire wants them (contracts' ANSWER_FORMS): a
// multiple choice's labels, a short answer's text, a number with a point. One place for the drill and the live
// game's phone, so both send the same form; a matching's picks are the picker's (components/ui/matching-picker.tsx).
// Null while there is nothing to send yet.
import { parseNumber } from '@quizdrill/contracts/rules/grading';
import { SHORT_ANSWER_MAX_LENGTH } from '@quizdrill/contracts/rules/kinds';

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
