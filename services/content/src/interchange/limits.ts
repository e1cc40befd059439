// The rules a stored question keeps, checked on every parsed question so that a file's faults are named by line
// before anything is stored.
import {
  EXPLANATION_MAX_LENGTH,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
} from '@quizdrill/contracts';
import type { Fault } from './issues.js';
import type { ParsedQuestion } from './types.js';

/** What is wrong with a parsed question, or undefined when it can be stored as it is. */
export function questionFault(question: Omit<ParsedQuestion, 'line'>): Fault | undefined {
  if (!question.questionText.trim()) return { code: 'question_empty' };
  if (question.questionText.length > QUESTION_TEXT_MAX_LENGTH)
    return { code: 'question_too_long', params: { max: QUESTION_TEXT_MAX_LENGTH } };
  if (question.options.length < MIN_OPTIONS) return { code: 'too_few_options', params: { min: MIN_OPTIONS } };
  if (question.options.length > MAX_OPTIONS)
    return { code: 'too_many_options', params: { max: MAX_OPTIONS } };
  if (question.options.some((option) => !option.trim())) return { code: 'option_empty' };
  if (question.options.some((option) => option.length > OPTION_TEXT_MAX_LENGTH))
    return { code: 'option_too_long', params: { max: OPTION_TEXT_MAX_LENGTH } };
  if (question.correctIndex < 0 || question.correctIndex >= question.options.length)
    return { code: 'no_right_answer' };
  if (question.explanation && question.explanation.length > EXPLANATION_MAX_LENGTH)
    return { code: 'explanation_too_long', params: { max: EXPLANATION_MAX_LENGTH } };
  return undefined;
}
