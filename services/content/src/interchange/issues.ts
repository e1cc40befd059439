// A warning or an error about an imported file: its stable code and params (which the web app words in Swedish or
// English) and the same in English for API users. The English wording lives here only.
import type { ImportIssue, ImportIssueCode, ImportSkippedType } from '@quizdrill/contracts';

type Params = ImportIssue['params'];

const SKIPPED: Record<ImportSkippedType, string> = {
  description: 'description (no answers)',
  essay: 'essay',
  several_right_single: 'one-pick questions with several fully right answers',
  cloze: 'embedded answers (cloze)',
  calculated: 'calculated',
  drag_and_drop: 'drag and drop',
  ordering: 'ordering',
  random: 'random',
  other: 'other',
};

const ENGLISH: Record<ImportIssueCode, (params: Params) => string> = {
  binary_file: () => 'This is a binary file, not a text file',
  empty_file: () => 'The file is empty',
  format_not_recognised: () =>
    'The format was not recognised: choose GIFT, Aiken, CSV, Quizlet or Moodle XML',
  not_utf8: () => 'The file is not UTF-8: it was read as Windows-1252',
  no_questions: () => 'The file has no question QuizDrill can import',
  too_many_questions: ({ max }) => `At most ${max} questions can be imported at once`,
  too_many_errors: ({ max }) => `Reading stopped after ${max} errors: mend these and try again`,
  more_warnings: ({ count }) => `More warnings not listed here: ${count}`,
  question_empty: () => 'The question has no text',
  question_too_long: ({ max }) => `The question is longer than ${max} characters`,
  too_few_options: ({ min }) => `A question needs at least ${min} answer options`,
  too_many_options: ({ max }) => `A question may have at most ${max} answer options`,
  option_empty: () => 'An answer option is empty',
  option_too_long: ({ max }) => `An answer option is longer than ${max} characters`,
  no_right_answer: () => 'The question has no right answer',
  explanation_too_long: ({ max }) => `The explanation is longer than ${max} characters`,
  question_control_character: ({ character }) =>
    `The question has a control character (${character}): only tabs and line breaks are allowed`,
  option_control_character: ({ character }) =>
    `An answer option has a control character (${character}): only tabs and line breaks are allowed`,
  explanation_control_character: ({ character }) =>
    `The explanation has a control character (${character}): only tabs and line breaks are allowed`,
  feedback_too_long: ({ max }) => `A feedback is longer than ${max} characters`,
  feedback_control_character: ({ character }) =>
    `A feedback has a control character (${character}): only tabs and line breaks are allowed`,
  answer_empty: () => 'An accepted answer is empty',
  answer_too_long: ({ max }) => `An accepted answer is longer than ${max} characters`,
  answer_control_character: ({ character }) =>
    `An accepted answer has a control character (${character}): only tabs and line breaks are allowed`,
  too_many_answers: ({ max }) => `A question may have at most ${max} accepted answers`,
  number_unreadable: ({ value }) => `"${value}" is not a number, a number:tolerance or a min..max range`,
  too_many_values: ({ max }) => `A numeric question may have at most ${max} accepted values`,
  too_few_pairs: ({ min }) => `A matching question needs at least ${min} pairs`,
  too_many_pairs: ({ max }) => `A matching question may have at most ${max} items`,
  pair_incomplete: () => 'A pair needs a left item, "->" and a right item',
  pair_too_long: ({ max }) => `A matching item is longer than ${max} characters`,
  pair_control_character: ({ character }) =>
    `A matching item has a control character (${character}): only tabs and line breaks are allowed`,
  weights_not_kept: () =>
    'The weights are not kept: a multiple-choice answer earns (right ticked − wrong ticked) / right in total',
  partial_credit_dropped: () =>
    'Partly right options are not kept: a single-choice question has one right option, the others count as wrong',
  feedback_dropped: () => 'Feedback for any other answer is not kept: put it in the general feedback',
  unsupported_type: ({ type }) =>
    `Skipped: ${SKIPPED[type as ImportSkippedType] ?? type} questions are not supported`,
  unbalanced_braces: ({ brace }) => `Unbalanced braces: a "${brace}" has no partner`,
  brace_inside_answers: () => 'Unbalanced braces: "{" inside answers',
  several_answer_blocks: () => 'Only one answer block {…} per question is supported',
  text_before_answers: () => 'Text before the first answer',
  answer_line_missing: () => 'The question has no "ANSWER:" line',
  answer_without_question: () => '"ANSWER:" without a question and its options',
  answer_names_no_option: ({ answer }) => `"ANSWER: ${answer}" names no option of the question`,
  options_and_answer_missing: () => 'The question has no options and no "ANSWER:" line',
  csv_unreadable: ({ reason }) => `Not readable as CSV: ${reason}`,
  csv_no_header: () => 'The file has no header row',
  csv_header_columns: () => 'The header row must name the columns question, A, B (and more options), correct',
  csv_right_answer_missing: () => 'The row has no right answer (the "correct" column is empty)',
  csv_right_answer_unknown: ({ answer }) => `The right answer "${answer}" names no filled option`,
  csv_type_unknown: ({ type }) =>
    `The type "${type}" is none of single, multiple, truefalse, short, numeric, matching`,
  card_incomplete: () => 'A card needs a term, a tab, and a definition',
  too_few_cards: ({ min, found }) =>
    `At least ${min} cards with different definitions are needed (found ${found})`,
  xml_unreadable: ({ reason }) => `Not readable as XML: ${reason}`,
  xml_not_moodle: () => 'The XML is not a Moodle question file: it has no <quiz> of <question>s',
};

/** The issue `code` at `line`, with its English message. */
export function issue(line: number, code: ImportIssueCode, params: Params = {}): ImportIssue {
  return { line, code, params, message: ENGLISH[code](params) };
}

/** A fault of a question before it has a line (see limits.ts). */
export type Fault = { code: ImportIssueCode; params?: Params };
