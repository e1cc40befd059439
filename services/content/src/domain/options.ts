// Turning what a client sends as answer options into the stored list (SPEC.md §3 "Option", §5 "Question create").
import { ContentErrorCode, MAX_OPTIONS, OPTION_LABELS, OPTION_TEXT_MAX_LENGTH } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';

export interface NormalizedOption {
  label: string;
  text: string;
  isCorrect: boolean;
}

const invalid = (message: string) => AppError.badRequest(message, ContentErrorCode.invalidOptions);

/** The form sends options as a JSON array of `{optionLabel, optionText}` objects or of plain strings. */
export function parseOptionsField(raw: unknown): { text: string; isCorrect?: boolean }[] {
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
      const { optionText, isCorrect, correct } = option as Record<string, unknown>;
      if (typeof optionText !== 'string') throw invalid('Every option needs an optionText');
      const flag = isCorrect ?? correct;
      return typeof flag === 'boolean' ? { text: optionText, isCorrect: flag } : { text: optionText };
    }
    throw invalid('options must be strings or {optionLabel, optionText} objects');
  });
}

/**
 * Labels follow the order (A, B, C…), whatever labels were sent. The correct one is `correctIndex` when given,
 * else the single option flagged correct. Exactly one must be correct.
 */
export function normalizeOptions(
  options: { text: string; isCorrect?: boolean }[],
  correctIndex: number | undefined,
): NormalizedOption[] {
  if (options.length < 2) throw invalid('At least two answer options are required');
  if (options.length > MAX_OPTIONS) throw invalid(`At most ${MAX_OPTIONS} answer options are allowed`);
  const texts = options.map((option) => option.text.trim());
  if (texts.some((text) => text.length === 0)) throw invalid('Every answer option needs a text');
  if (texts.some((text) => text.length > OPTION_TEXT_MAX_LENGTH))
    throw invalid(`An answer option may be at most ${OPTION_TEXT_MAX_LENGTH} characters`);

  let correct: number;
  if (correctIndex !== undefined) {
    if (!Number.isInteger(correctIndex) || correctIndex < 0 || correctIndex >= options.length) {
      throw invalid('You must mark which answer is correct');
    }
    correct = correctIndex;
  } else {
    const flagged = options.flatMap((option, index) => (option.isCorrect ? [index] : []));
    if (flagged.length !== 1) throw invalid('You must mark which answer is correct');
    correct = flagged[0]!;
  }
  return texts.map((text, index) => ({ label: OPTION_LABELS[index]!, text, isCorrect: index === correct }));
}
