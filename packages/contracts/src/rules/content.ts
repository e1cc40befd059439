// The rules of courses and questions (SPEC.md §3, §5 and §9), as the content service applies them and the web app's
// forms check them before sending.

export const COURSE_NAME_MAX_LENGTH = 80;
/** Lowercase letters and digits in runs joined by single hyphens (SPEC.md §5 nameInvalid). */
export const COURSE_NAME_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const COURSE_DISPLAY_NAME_MAX_LENGTH = 120;
export const COURSE_DESCRIPTION_MAX_LENGTH = 2000;

export const QUESTION_TEXT_MAX_LENGTH = 2000;
export const OPTION_TEXT_MAX_LENGTH = 500;
/** A question's optional explanation, shown after the answer (GIFT's general feedback on import). */
export const EXPLANATION_MAX_LENGTH = 2000;
/** Options are labelled A, B, C… in their order (SPEC.md §3), one letter each. */
export const OPTION_LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** SPEC.md §3: a question has at least two options. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = OPTION_LABELS.length;
/** SPEC.md §9: four options, A–D, to start with. */
export const DEFAULT_OPTION_COUNT = 4;
/**
 * The question form's `answerKey` field (issue 43), as JSON text: room for the largest answer key (20 answers of 200
 * characters with 1,000 of feedback each) written with escapes, and no more.
 */
export const ANSWER_KEY_FIELD_MAX_LENGTH = 100_000;
/** Questions saved in one batch (text to quiz). */
export const MAX_BATCH_QUESTIONS = 100;

/** Question banks a course imports from, and the ones it exports to (issue 16; Moodle XML, issue 43). */
export const IMPORT_FORMATS = ['gift', 'aiken', 'csv', 'quizlet', 'moodlexml'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const EXPORT_FORMATS = ['gift', 'aiken', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The largest file one import reads. */
export const MAX_IMPORT_BYTES = 1_000_000;
/** The most questions one import adds. */
export const MAX_IMPORT_QUESTIONS = 2000;
/**
 * The most errors an import reads before it stops, and the most warnings it lists (the rest are counted): a file
 * with 100,000 faults is answered with a page of them, not all (issue 39).
 */
export const MAX_IMPORT_ISSUES = 100;
/** A Quizlet card becomes a question with its definition and this many other cards' definitions. */
export const QUIZLET_DISTRACTORS = 3;

/**
 * What an import's warnings and errors say, as stable codes: the web app words each one in the user's language from
 * its `params` (the server adds an English `message` for API users). Adding a code means adding its texts to both
 * locales (web/src/locales, checked by a test).
 */
export const IMPORT_ISSUE_CODES = [
  // The file as a whole.
  'binary_file',
  'empty_file',
  'format_not_recognised',
  'not_utf8',
  'no_questions',
  'too_many_questions', // { max }
  'too_many_errors', // { max }: reading stopped there
  'more_warnings', // { count }: warnings past MAX_IMPORT_ISSUES, not listed
  // Any question, whatever the format.
  'question_empty',
  'question_too_long', // { max }
  'too_few_options', // { min }
  'too_many_options', // { max }
  'option_empty',
  'option_too_long', // { max }
  'no_right_answer',
  'explanation_too_long', // { max }
  'question_control_character', // { character: 'U+001B' }
  'option_control_character', // { character }
  'explanation_control_character', // { character }
  // Any question of a kind with feedback, accepted answers, values or pairs (issue 43).
  'feedback_too_long', // { max }
  'feedback_control_character', // { character }
  'answer_empty',
  'answer_too_long', // { max }
  'answer_control_character', // { character }
  'too_many_answers', // { max }
  'number_unreadable', // { value }
  'too_many_values', // { max }
  'too_few_pairs', // { min }
  'too_many_pairs', // { max }
  'pair_incomplete',
  'pair_too_long', // { max }
  'pair_control_character', // { character }
  'weights_not_kept', // multiple choice whose weights differ from QuizDrill's partial credit
  'partial_credit_dropped', // single choice with partly right options: they count as wrong
  'feedback_dropped', // feedback for "any other answer" of a numeric question
  // GIFT (and Moodle XML's question types).
  'unsupported_type', // { type: one of IMPORT_SKIPPED_TYPES }
  'unbalanced_braces', // { brace: '{' | '}' }
  'brace_inside_answers',
  'several_answer_blocks',
  'text_before_answers',
  // Aiken.
  'answer_line_missing',
  'answer_without_question',
  'answer_names_no_option', // { answer }
  'options_and_answer_missing',
  // CSV.
  'csv_unreadable',
  'csv_no_header',
  'csv_header_columns',
  'csv_right_answer_missing',
  'csv_right_answer_unknown', // { answer }
  'csv_type_unknown', // { type }
  // Quizlet.
  'card_incomplete',
  'too_few_cards', // { min, found }
  // Moodle XML.
  'xml_unreadable', // { reason }
  'xml_not_moodle',
] as const;
export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number];
/**
 * Question types of GIFT and Moodle XML that QuizDrill has not: skipped with `unsupported_type`, never guessed into
 * a wrong question. `several_right_single`: one answer is picked, yet several are fully right (`{=a =b ~c}`).
 */
export const IMPORT_SKIPPED_TYPES = [
  'description',
  'essay',
  'several_right_single',
  'cloze',
  'calculated',
  'drag_and_drop',
  'ordering',
  'random',
  'other',
] as const;
export type ImportSkippedType = (typeof IMPORT_SKIPPED_TYPES)[number];
/**
 * The CSV export neutralises a cell a spreadsheet would run as a formula (OWASP "CSV injection": one starting with
 * = + - @ tab or CR) by putting a `'` before it; so that the import can take exactly that `'` off again, a cell
 * already starting with `'`s before such a character gets one more. Import: one `'` off where this matches with one.
 */
export const CSV_FORMULA_PREFIX = "'";
export const CSV_FORMULA_START = /^'*[=+\-@\t\r]/;

/** SPEC.md §9: a question image, and a photo to read text from, is at most 5 MB: 5,000,000 bytes (not 5 MiB). */
export const MAX_IMAGE_BYTES = 5_000_000;
/**
 * The most pixels an uploaded image (a question's, or a photo to read) may have: a 40-megapixel phone photo
 * passes, a few kilobytes claiming 20000×20000 (400 million pixels to decode) do not.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * SPEC.md §9: question images show as 320 px thumbnails and zoom to at most 640 px. Content keeps each image at
 * those two sizes (each fitted inside a square of that side) and serves them as `imageUrl?size=320|640`.
 */
export const QUESTION_IMAGE_SIZES = [320, 640] as const;
export type QuestionImageSize = (typeof QUESTION_IMAGE_SIZES)[number];

const COURSE_NAME = new RegExp(COURSE_NAME_PATTERN);

export function isValidCourseName(name: string): boolean {
  return name.length <= COURSE_NAME_MAX_LENGTH && COURSE_NAME.test(name);
}

/**
 * The course name suggested for a display name (SPEC.md §5): lowercase, accents stripped (å and ä become a, ö
 * becomes o), every run of other characters a hyphen, no hyphen at either end, at most COURSE_NAME_MAX_LENGTH long.
 */
export function suggestCourseName(displayName: string): string {
  return withoutAccents(displayName.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, COURSE_NAME_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

// Letters that do not come apart into a base letter and an accent under NFD.
const SPECIAL_LETTERS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  ð: 'd',
  þ: 'th',
  ł: 'l',
};

/**
 * Lower-case `text` with its accents taken off: å and ä read as a, é as e, and the letters NFD keeps whole as their
 * usual spelling (æ as ae, ß as ss). A suggested course name and a lenient short answer (./grading.ts) fold letters
 * the same way; both lower-case first, as this knows only the lower-case special letters.
 */
export function withoutAccents(text: string): string {
  return text
    .replace(/[æøœßðþł]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');
}

/** The label of the option at `index` (0-based): A, B, C…, then its number past Z. */
export function optionLabel(index: number): string {
  return OPTION_LABELS[index] ?? String(index + 1);
}
