// Reading one GIFT answer block, `{...}`, per kind of question: the block's text is already split from the question's.
import {
  FULL_CREDIT,
  type ImportIssueCode,
  type Language,
  type NumericRange,
  type ShortAnswer,
} from '@quizdrill/contracts';
import { formattedText, restoreEscapes, type TextFormat } from './gift-text.js';
import type { Fault } from './issues.js';
import {
  creditOf,
  matchingQuestion,
  numericQuestion,
  rangeOf,
  shortQuestion,
  trueFalseQuestion,
  weighed,
  weighedChoiceQuestion,
} from './model.js';
import type { QuestionModel } from './types.js';

interface Answer {
  weight: number | undefined;
  text: string;
  feedback: string;
}

function withFeedback(body: string): { text: string; feedback: string } {
  const hash = body.indexOf('#');
  return { text: hash < 0 ? body : body.slice(0, hash), feedback: hash < 0 ? '' : body.slice(hash + 1) };
}

/** `=right`, `~wrong`, `~%50%partial`, each with an optional `#feedback`. Undefined when text comes first. */
function choicesOf(answerText: string): (Answer & { marker: '=' | '~' })[] | undefined {
  if (answerText.split(/[=~]/, 1)[0]!.trim()) return undefined;
  return [...answerText.matchAll(/([=~])([^=~]*)/g)].map((match) => {
    const { weight, rest } = weighed(match[2]!.trim());
    return { marker: match[1] as '=' | '~', weight, ...withFeedback(rest) };
  });
}

/** Short, numeric and matching answers: split at `=`, text before the first `=` being an answer too (Moodle's). */
function equalsAnswersOf(answerText: string): Answer[] {
  const parts = answerText.split('=').map((part) => part.trim());
  if (!parts[0]) parts.shift();
  return parts.map((part) => {
    const { weight, rest } = weighed(part);
    return { weight, ...withFeedback(rest) };
  });
}

export type Read =
  | { kind: 'question'; question: QuestionModel; warnings: ImportIssueCode[] }
  | { kind: 'error'; fault: Fault };

const error = (code: ImportIssueCode, params?: Fault['params']): Read => ({
  kind: 'error',
  fault: { code, params },
});

export function readChoice(
  questionText: string,
  answerText: string,
  format: TextFormat,
  general: string,
): Read | 'skip' {
  const answers = choicesOf(answerText);
  if (!answers) return error('text_before_answers');
  const read = weighedChoiceQuestion(
    // Moodle: one `=` makes a question answered with one pick; without any, the student ticks all that apply.
    answers.some((answer) => answer.marker === '='),
    questionText,
    answers.map((answer) => ({
      weight: answer.weight ?? (answer.marker === '=' ? FULL_CREDIT : 0),
      text: formattedText(answer.text, format).text,
      feedback: formattedText(answer.feedback, format).text,
    })),
    general,
  );
  if (read.kind === 'skipped') return 'skip';
  return read.kind === 'error' ? error(read.code) : read;
}

export function readNumeric(
  questionText: string,
  answerText: string,
  format: TextFormat,
  general: string,
): Read {
  let body = answerText.slice(1);
  const warnings: ImportIssueCode[] = [];
  // `~#feedback`: feedback for any other answer, which a numeric question here has no place for.
  const other = body.indexOf('~');
  if (other >= 0) {
    if (withFeedback(body.slice(other + 1)).feedback.trim()) warnings.push('feedback_dropped');
    body = body.slice(0, other);
  }
  const ranges: NumericRange[] = [];
  for (const answer of equalsAnswersOf(body)) {
    // A `:` between value and tolerance is GIFT's own, escaped or not.
    const range = rangeOf(restoreEscapes(answer.text));
    if (!range) return error('number_unreadable', { value: restoreEscapes(answer.text).trim() });
    ranges.push({
      ...range,
      credit: creditOf(answer.weight ?? FULL_CREDIT),
      feedback: formattedText(answer.feedback, format).text,
    });
  }
  return { kind: 'question', question: numericQuestion(questionText, ranges, general), warnings };
}

export function readMatching(
  questionText: string,
  answerText: string,
  format: TextFormat,
  general: string,
): Read {
  const pairs = [];
  for (const answer of equalsAnswersOf(answerText)) {
    const whole = answer.feedback ? `${answer.text}#${answer.feedback}` : answer.text;
    const arrow = whole.indexOf('->');
    if (arrow < 0) return error('pair_incomplete');
    pairs.push({
      left: formattedText(whole.slice(0, arrow), format).text,
      // Moodle reads the right-hand items as plain text.
      right: restoreEscapes(whole.slice(arrow + 2)).trim(),
    });
  }
  return { kind: 'question', question: matchingQuestion(questionText, pairs, general), warnings: [] };
}

export function readShort(
  questionText: string,
  answerText: string,
  format: TextFormat,
  general: string,
  lenient: boolean,
): Read {
  const answers: ShortAnswer[] = equalsAnswersOf(answerText).map((answer) => ({
    text: formattedText(answer.text, format).text,
    credit: creditOf(answer.weight ?? FULL_CREDIT),
    feedback: formattedText(answer.feedback, format).text,
  }));
  return { kind: 'question', question: shortQuestion(questionText, answers, lenient, general), warnings: [] };
}

/** `{T}`, `{FALSE#feedback if wrong#feedback if right}`: undefined when the answer is not a truth value. */
export function readTrueFalse(
  questionText: string,
  answerText: string,
  format: TextFormat,
  general: string,
  language: Language,
): Read | undefined {
  const [value, wrongFeedback = '', rightFeedback = ''] = answerText.split('#');
  const truth = value!.trim().toUpperCase();
  if (!['T', 'TRUE', 'F', 'FALSE'].includes(truth)) return undefined;
  const isTrue = truth.startsWith('T');
  const right = formattedText(rightFeedback, format).text;
  const wrong = formattedText(wrongFeedback, format).text;
  return {
    kind: 'question',
    question: trueFalseQuestion(
      questionText,
      isTrue,
      language,
      isTrue ? { true: right, false: wrong } : { true: wrong, false: right },
      general,
    ),
    warnings: [],
  };
}
