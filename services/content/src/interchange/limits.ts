// The rules a stored question keeps, checked on every parsed question so that a file's faults are named by line
// before anything is stored.
import {
  controlCharacterIn,
  EXPLANATION_MAX_LENGTH,
  FEEDBACK_MAX_LENGTH,
  FULL_CREDIT,
  MATCHING_TEXT_MAX_LENGTH,
  MAX_MATCHING_ITEMS,
  MAX_NUMERIC_RANGES,
  MAX_OPTIONS,
  MAX_SHORT_ANSWERS,
  MIN_MATCHING_PAIRS,
  MIN_OPTIONS,
  matchingPrompts,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  SHORT_ANSWER_MAX_LENGTH,
} from '@quizdrill/contracts';
import type { Fault } from './issues.js';
import type { QuestionModel } from './types.js';

type ControlCode = Extract<Fault['code'], `${string}_control_character`>;

/**
 * A control character in a question's texts (issue 39: ESC and BEL were stored from a GIFT file while every form
 * refuses them). Refused, not removed: the file is the teacher's, and its line is named so they can mend it. Looked
 * for in the texts as read, after GIFT's escapes and HTML entities (`&#27;`) have become characters.
 */
function controlCharacterFault(question: QuestionModel): Fault | undefined {
  const texts: [ControlCode, string | null | undefined][] = [
    ['question_control_character', question.questionText],
    ...question.options.flatMap((option): [ControlCode, string | null | undefined][] => [
      ['option_control_character', option.optionText],
      ['feedback_control_character', option.feedback],
    ]),
    ...(question.answers ?? []).flatMap((answer): [ControlCode, string | null | undefined][] => [
      ['answer_control_character', answer.text],
      ['feedback_control_character', answer.feedback],
    ]),
    ...(question.ranges ?? []).map((range): [ControlCode, string | null | undefined] => [
      'feedback_control_character',
      range.feedback,
    ]),
    ...(question.pairs ?? []).flatMap((pair): [ControlCode, string][] => [
      ['pair_control_character', pair.left],
      ['pair_control_character', pair.right],
    ]),
    ['explanation_control_character', question.explanation],
  ];
  for (const [code, text] of texts) {
    const character = text && controlCharacterIn(text);
    if (character) return { code, params: { character } };
  }
  return undefined;
}

function choiceFault(question: QuestionModel): Fault | undefined {
  const options = question.options;
  if (options.length < MIN_OPTIONS) return { code: 'too_few_options', params: { min: MIN_OPTIONS } };
  if (options.length > MAX_OPTIONS) return { code: 'too_many_options', params: { max: MAX_OPTIONS } };
  if (options.some((option) => !option.optionText.trim())) return { code: 'option_empty' };
  if (options.some((option) => option.optionText.length > OPTION_TEXT_MAX_LENGTH))
    return { code: 'option_too_long', params: { max: OPTION_TEXT_MAX_LENGTH } };
  const right = options.filter((option) => option.isCorrect).length;
  if (right === 0 || (question.kind !== 'multiple' && right !== 1)) return { code: 'no_right_answer' };
  return undefined;
}

function shortFault(question: QuestionModel): Fault | undefined {
  const answers = question.answers ?? [];
  if (answers.length > MAX_SHORT_ANSWERS)
    return { code: 'too_many_answers', params: { max: MAX_SHORT_ANSWERS } };
  if (answers.some((answer) => !answer.text.trim())) return { code: 'answer_empty' };
  if (answers.some((answer) => answer.text.length > SHORT_ANSWER_MAX_LENGTH))
    return { code: 'answer_too_long', params: { max: SHORT_ANSWER_MAX_LENGTH } };
  if (!answers.some((answer) => answer.credit === FULL_CREDIT)) return { code: 'no_right_answer' };
  return undefined;
}

function numericFault(question: QuestionModel): Fault | undefined {
  const ranges = question.ranges ?? [];
  if (ranges.length > MAX_NUMERIC_RANGES)
    return { code: 'too_many_values', params: { max: MAX_NUMERIC_RANGES } };
  if (!ranges.some((range) => range.credit === FULL_CREDIT)) return { code: 'no_right_answer' };
  return undefined;
}

function matchingFault(question: QuestionModel): Fault | undefined {
  const pairs = question.pairs ?? [];
  if (pairs.some((pair) => !pair.right.trim())) return { code: 'pair_incomplete' };
  if (matchingPrompts(pairs).length < MIN_MATCHING_PAIRS)
    return { code: 'too_few_pairs', params: { min: MIN_MATCHING_PAIRS } };
  if (pairs.length > MAX_MATCHING_ITEMS)
    return { code: 'too_many_pairs', params: { max: MAX_MATCHING_ITEMS } };
  if (
    pairs.some(
      (pair) => pair.left.length > MATCHING_TEXT_MAX_LENGTH || pair.right.length > MATCHING_TEXT_MAX_LENGTH,
    )
  )
    return { code: 'pair_too_long', params: { max: MATCHING_TEXT_MAX_LENGTH } };
  return undefined;
}

function feedbackFault(question: QuestionModel): Fault | undefined {
  const feedback = [
    ...question.options.map((option) => option.feedback),
    ...(question.answers ?? []).map((answer) => answer.feedback),
    ...(question.ranges ?? []).map((range) => range.feedback),
  ];
  return feedback.some((text) => text && text.length > FEEDBACK_MAX_LENGTH)
    ? { code: 'feedback_too_long', params: { max: FEEDBACK_MAX_LENGTH } }
    : undefined;
}

/** What is wrong with a parsed question, or undefined when it can be stored as it is. */
export function questionFault(question: QuestionModel): Fault | undefined {
  const controlCharacter = controlCharacterFault(question);
  if (controlCharacter) return controlCharacter;
  if (!question.questionText.trim()) return { code: 'question_empty' };
  if (question.questionText.length > QUESTION_TEXT_MAX_LENGTH)
    return { code: 'question_too_long', params: { max: QUESTION_TEXT_MAX_LENGTH } };
  const keyFault =
    question.kind === 'short'
      ? shortFault(question)
      : question.kind === 'numeric'
        ? numericFault(question)
        : question.kind === 'matching'
          ? matchingFault(question)
          : choiceFault(question);
  if (keyFault) return keyFault;
  const feedback = feedbackFault(question);
  if (feedback) return feedback;
  if (question.explanation && question.explanation.length > EXPLANATION_MAX_LENGTH)
    return { code: 'explanation_too_long', params: { max: EXPLANATION_MAX_LENGTH } };
  return undefined;
}
