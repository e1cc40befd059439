// The course form's rules (SPEC §5 "Course create", "Course edit"), matching the content service's request schema.
import type { CourseFields } from '../../../types/content';

// The limits of CourseRequest in packages/contracts/src/http/content.ts.
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

export type CourseFieldName = 'displayName' | 'name' | 'description';

/** Translation keys of the messages under the fields. */
export type CourseFieldMessageKey = `courseCreate.${
  | 'displayNameRequired'
  | 'courseNameRequired'
  | 'nameInvalid'
  | 'descriptionRequired'}`;

export type CourseFieldErrors = Partial<Record<CourseFieldName, CourseFieldMessageKey>>;

/** What is sent: surrounding spaces are never meant. */
export function trimCourseFields(fields: CourseFields): CourseFields {
  return {
    ...fields,
    name: fields.name.trim(),
    displayName: fields.displayName.trim(),
    description: fields.description.trim(),
  };
}

/** Every rule a course's fields break, in the order of the form; values as trimCourseFields gives them. */
export function validateCourseFields(fields: CourseFields): CourseFieldErrors {
  const errors: CourseFieldErrors = {};
  if (fields.displayName === '') errors.displayName = 'courseCreate.displayNameRequired';
  if (fields.name === '') errors.name = 'courseCreate.courseNameRequired';
  else if (!COURSE_NAME_PATTERN.test(fields.name)) errors.name = 'courseCreate.nameInvalid';
  if (fields.description === '') errors.description = 'courseCreate.descriptionRequired';
  return errors;
}
