import { suggestCourseName } from '@quizdrill/contracts/rules';
import { describe, expect, it } from 'vitest';
import { trimCourseFields, validateCourseFields } from './course-fields';

describe('suggested course names', () => {
  it('when the suggestion is checked, then it always passes the course name rule', () => {
    for (const displayName of ['Åsa Ölands Historia', 'Cell Biology 101', 'Ünïcödé – tëst']) {
      const name = suggestCourseName(displayName);
      expect(validateCourseFields({ name, displayName, description: 'd', language: 'sv' })).toEqual({});
    }
  });
});

describe('validateCourseFields', () => {
  const valid = {
    name: 'cell-biology',
    displayName: 'Cell biology',
    description: 'Cells.',
    language: 'en' as const,
  };

  it('when every field is filled in, then there is nothing to say', () => {
    expect(validateCourseFields(valid)).toEqual({});
  });

  it('when fields are empty, then each gets its required message', () => {
    expect(
      validateCourseFields(trimCourseFields({ ...valid, name: ' ', displayName: '', description: '  ' })),
    ).toEqual({
      displayName: 'courseCreate.displayNameRequired',
      name: 'courseCreate.courseNameRequired',
      description: 'courseCreate.descriptionRequired',
    });
  });

  it('when the name has capitals, spaces, other letters or stray hyphens, then it is invalid', () => {
    for (const name of [
      'Cell-biology',
      'cell biology',
      'åsa',
      'cell_biology',
      '-cell',
      'cell-',
      'cell--biology',
    ]) {
      expect(validateCourseFields({ ...valid, name }).name, name).toBe('courseCreate.nameInvalid');
    }
  });
});
