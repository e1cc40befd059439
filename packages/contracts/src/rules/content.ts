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
/** Questions saved in one batch (text to quiz). */
export const MAX_BATCH_QUESTIONS = 100;

/** Question banks a course imports from, and the ones it exports to (issue 16). */
export const IMPORT_FORMATS = ['gift', 'aiken', 'csv', 'quizlet'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const EXPORT_FORMATS = ['gift', 'aiken', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The largest file one import reads. */
export const MAX_IMPORT_BYTES = 1_000_000;
/** The most questions one import adds. */
export const MAX_IMPORT_QUESTIONS = 2000;
/** A Quizlet card becomes a question with its definition and this many other cards' definitions. */
export const QUIZLET_DISTRACTORS = 3;

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

/** The admin SQL console's statement. */
export const SQL_MAX_LENGTH = 20_000;

const COURSE_NAME = new RegExp(COURSE_NAME_PATTERN);

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

export function isValidCourseName(name: string): boolean {
  return name.length <= COURSE_NAME_MAX_LENGTH && COURSE_NAME.test(name);
}

/**
 * The course name suggested for a display name (SPEC.md §5): lowercase, accents stripped (å and ä become a, ö
 * becomes o), every run of other characters a hyphen, no hyphen at either end, at most COURSE_NAME_MAX_LENGTH long.
 */
export function suggestCourseName(displayName: string): string {
  return displayName
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/[æøœßðþł]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, COURSE_NAME_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The label of the option at `index` (0-based): A, B, C…, then its number past Z. */
export function optionLabel(index: number): string {
  return OPTION_LABELS[index] ?? String(index + 1);
}
