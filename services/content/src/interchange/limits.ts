// The rules a stored question keeps, checked on every parsed question so that a file's faults are named by line
// before anything is stored.
import {
  controlCharacterIn,
  EXPLANATION_MAX_LENGTH,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
} from '@quizdrill/contracts';
import type { Fault } from './issues.js';
import type { ParsedQuestion } from './types.js';

/**
 * A control character in a question's texts (issue 39: ESC and BEL were stored from a GIFT file while every form
 * refuses them). Refused, not removed: the file is the teacher's, and its line is named so they can mend it. Looked
 * for in the texts as read, after GIFT's escapes and HTML entities (`&#27;`) have become characters.
 */
function controlCharacterFault(question: Omit<ParsedQuestion, 'line'>): Fault | undefined {
  const inQuestion = controlCharacterIn(question.questionText);
  if (inQuestion) return { code: 'question_control_character', params: { character: inQuestion } };
  for (const option of question.options) {
    const inOption = controlCharacterIn(option);
    if (inOption) return { code: 'option_control_character', params: { character: inOption } };
  }
  const inExplanation = question.explanation && controlCharacterIn(question.explanation);
  if (inExplanation) return { code: 'explanation_control_character', params: { character: inExplanation } };
  return undefined;
}

/** What is wrong with a parsed question, or undefined when it can be stored as it is. */
export function questionFault(question: Omit<ParsedQuestion, 'line'>): Fault | undefined {
  const controlCharacter = controlCharacterFault(question);
  if (controlCharacter) return controlCharacter;
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
