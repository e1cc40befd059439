import { describe, expect, it } from 'vitest';
import { suggestCourseName, trimCourseFields, validateCourseFields } from './course-fields';

describe('suggestCourseName', () => {
  it('when the display name has Swedish letters, then å and ä become a and ö becomes o', () => {
    expect(suggestCourseName('Åsa Ölands Historia')).toBe('asa-olands-historia');
    expect(suggestCourseName('Sveriges geografi: älvar och sjöar')).toBe('sveriges-geografi-alvar-och-sjoar');
  });

  it('when the display name has other accents, then they are stripped', () => {
    expect(suggestCourseName('Café Crème Brûlée')).toBe('cafe-creme-brulee');
    expect(suggestCourseName('Ærø Straße')).toBe('aero-strasse');
  });

  it('when characters are neither letters nor digits, then each run becomes one hyphen, none at the ends', () => {
    expect(suggestCourseName('  Cell biology -- basics (2025)!  ')).toBe('cell-biology-basics-2025');
    expect(suggestCourseName('C++ & C#')).toBe('c-c');
    expect(suggestCourseName('???')).toBe('');
  });

  it('when the display name is very long, then the name stops at 80 characters without a trailing hyphen', () => {
    const name = suggestCourseName(`${'a'.repeat(79)} b`);
    expect(name).toBe('a'.repeat(79));
    expect(suggestCourseName('x'.repeat(200))).toHaveLength(80);
  });

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
