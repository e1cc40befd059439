// The course form's rules (SPEC §5 "Course create", "Course edit"), matching the content service's request schema.

import { isValidCourseName } from '@quizdrill/contracts/rules';
import type { CourseFields } from '@quizdrill/contracts/types';

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
  else if (!isValidCourseName(fields.name)) errors.name = 'courseCreate.nameInvalid';
  if (fields.description === '') errors.description = 'courseCreate.descriptionRequired';
  return errors;
}
