// The rules a stored question keeps, checked on every parsed question so that a file's faults are named by line
// before anything is stored.
import {
  EXPLANATION_MAX_LENGTH,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
} from '@quizdrill/contracts';
import type { ParsedQuestion } from './types.js';

/** What is wrong with a parsed question, or undefined when it can be stored as it is. */
export function questionFault(question: Omit<ParsedQuestion, 'line'>): string | undefined {
  if (!question.questionText.trim()) return 'The question has no text';
  if (question.questionText.length > QUESTION_TEXT_MAX_LENGTH)
    return `The question is longer than ${QUESTION_TEXT_MAX_LENGTH} characters`;
  if (question.options.length < MIN_OPTIONS) return `A question needs at least ${MIN_OPTIONS} answer options`;
  if (question.options.length > MAX_OPTIONS)
    return `A question may have at most ${MAX_OPTIONS} answer options`;
  if (question.options.some((option) => !option.trim())) return 'An answer option is empty';
  if (question.options.some((option) => option.length > OPTION_TEXT_MAX_LENGTH))
    return `An answer option is longer than ${OPTION_TEXT_MAX_LENGTH} characters`;
  if (question.correctIndex < 0 || question.correctIndex >= question.options.length)
    return 'The question has no right answer';
  if (question.explanation && question.explanation.length > EXPLANATION_MAX_LENGTH)
    return `The explanation is longer than ${EXPLANATION_MAX_LENGTH} characters`;
  return undefined;
}
