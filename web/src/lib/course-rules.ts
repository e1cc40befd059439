// A course's fields as the content service holds them (CourseRequest and BatchItem in packages/contracts,
// http/content.ts): their limits, the name rule, and the name suggested for a display name (SPEC §5). Course create
// and text to quiz both name courses this way.

export const COURSE_NAME_MAX_LENGTH = 80;
export const DISPLAY_NAME_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** Lowercase letters, digits and single hyphens between them, as the service accepts it. */
const COURSE_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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
  return name.length <= COURSE_NAME_MAX_LENGTH && COURSE_NAME_PATTERN.test(name);
}

/**
 * The course name suggested for a display name (SPEC §5): lowercase, accents stripped (å and ä become a, ö becomes
 * o), every run of other characters a hyphen, no hyphen at either end, at most COURSE_NAME_MAX_LENGTH long.
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
