// Turning what a client sends as answer options into the stored list (SPEC.md §3 "Option", §5 "Question create"),
// for each choice kind (issue 43): single (SPEC's), multiple, and true/false.
import {
  ContentErrorCode,
  FEEDBACK_MAX_LENGTH,
  type Language,
  MAX_OPTIONS,
  OPTION_LABELS,
  OPTION_TEXT_MAX_LENGTH,
  TRUE_FALSE_OPTION_TEXTS,
} from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';

export interface NormalizedOption {
  label: string;
  text: string;
  isCorrect: boolean;
  /** The teacher's feedback on choosing it; null (or absent) for none. */
  feedback?: string | null;
}

/** An option as sent: a true/false question's may leave out its text, which content writes itself. */
export interface SentOption {
  text?: string;
  isCorrect?: boolean;
  feedback?: string | null;
}

const invalid = (message: string) => AppError.badRequest(message, ContentErrorCode.invalidOptions);

/**
 * The form sends options as a JSON array of plain strings or of `{optionLabel, optionText, isCorrect, feedback}`
 * objects; the batch as the array itself. An absent or empty field is no options.
 */
export function parseOptionsField(raw: unknown): SentOption[] {
  if (raw === undefined || raw === '') return [];
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid('options must be a JSON array');
    }
  }
  if (!Array.isArray(value)) throw invalid('options must be a JSON array');
  return value.map((option) => {
    if (typeof option === 'string') return { text: option };
    if (option && typeof option === 'object') {
      const { optionText, isCorrect, correct, feedback } = option as Record<string, unknown>;
      if (optionText !== undefined && typeof optionText !== 'string')
        throw invalid('Every option needs an optionText');
      if (feedback !== undefined && feedback !== null && typeof feedback !== 'string')
        throw invalid('An option’s feedback must be text');
      const flag = isCorrect ?? correct;
      // A flag of another type ("true", 1) would otherwise read as unflagged: a right option saved as wrong.
      if (flag !== undefined && typeof flag !== 'boolean')
        throw invalid('An option’s isCorrect must be true or false');
      return {
        ...(optionText === undefined ? {} : { text: optionText }),
        ...(typeof flag === 'boolean' ? { isCorrect: flag } : {}),
        ...(feedback === undefined ? {} : { feedback }),
      };
    }
    throw invalid('options must be strings or {optionLabel, optionText} objects');
  });
}

/** Feedback as stored: trimmed, empty means none. */
export function feedbackOf(text: string | null | undefined, invalidFeedback = invalid): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed.length > FEEDBACK_MAX_LENGTH)
    throw invalidFeedback(`Feedback may be at most ${FEEDBACK_MAX_LENGTH} characters`);
  return trimmed || null;
}

function flaggedIndexes(options: SentOption[]): number[] {
  return options.flatMap((option, index) => (option.isCorrect ? [index] : []));
}

/**
 * Labels follow the order (A, B, C…), whatever labels were sent. Single choice: the correct one is `correctIndex`
 * when given, else the one option flagged correct; exactly one. Multiple choice: the options flagged correct, or
 * `correctIndex` when none is flagged; at least one.
 */
export function normalizeOptions(
  options: SentOption[],
  correctIndex: number | undefined,
  kind: 'single' | 'multiple' = 'single',
): NormalizedOption[] {
  if (options.length < 2) throw invalid('At least two answer options are required');
  if (options.length > MAX_OPTIONS) throw invalid(`At most ${MAX_OPTIONS} answer options are allowed`);
  if (options.some((option) => option.text === undefined)) throw invalid('Every option needs an optionText');
  const texts = options.map((option) => option.text!.trim());
  if (texts.some((text) => text.length === 0)) throw invalid('Every answer option needs a text');
  if (texts.some((text) => text.length > OPTION_TEXT_MAX_LENGTH))
    throw invalid(`An answer option may be at most ${OPTION_TEXT_MAX_LENGTH} characters`);

  const flagged = flaggedIndexes(options);
  let correct: number[];
  if (correctIndex !== undefined && (kind === 'single' || flagged.length === 0)) {
    if (!Number.isInteger(correctIndex) || correctIndex < 0 || correctIndex >= options.length) {
      throw invalid('You must mark which answer is correct');
    }
    correct = [correctIndex];
  } else if (kind === 'single') {
    if (flagged.length !== 1) throw invalid('You must mark which answer is correct');
    correct = flagged;
  } else {
    if (flagged.length === 0) throw invalid('Mark at least one right answer of a multiple-choice question');
    correct = flagged;
  }
  return texts.map((text, index) => ({
    label: OPTION_LABELS[index]!,
    text,
    isCorrect: correct.includes(index),
    feedback: feedbackOf(options[index]!.feedback),
  }));
}

/**
 * A true/false question's two options, written by content in the question's language (A true, B false): the right
 * one is `correctIndex` (0 true, 1 false) or the sent option flagged correct. Sent texts are not read; sent
 * feedback is kept.
 */
export function trueFalseOptions(
  options: SentOption[],
  correctIndex: number | undefined,
  language: Language,
): NormalizedOption[] {
  if (options.length !== 0 && options.length !== 2)
    throw invalid('A true/false question has exactly two options: true and false');
  let correct: number;
  if (correctIndex !== undefined) {
    if (correctIndex !== 0 && correctIndex !== 1)
      throw invalid('correctIndex of a true/false question is 0 (true) or 1 (false)');
    correct = correctIndex;
  } else {
    const flagged = flaggedIndexes(options);
    if (flagged.length !== 1) throw invalid('Mark whether the statement is true or false');
    correct = flagged[0]!;
  }
  return TRUE_FALSE_OPTION_TEXTS[language].map((text, index) => ({
    label: OPTION_LABELS[index]!,
    text,
    isCorrect: index === correct,
    feedback: feedbackOf(options[index]?.feedback),
  }));
}
