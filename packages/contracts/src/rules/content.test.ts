import { describe, expect, it } from 'vitest';
import { COURSE_NAME_MAX_LENGTH, isValidCourseName, optionLabel, suggestCourseName } from './content.js';

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

  it('when the suggestion is checked, then it is a valid course name, or empty when nothing is left', () => {
    for (const displayName of [
      'Åsa Ölands Historia',
      'Cell Biology 101',
      'Ünïcödé – tëst',
      'x'.repeat(200),
    ]) {
      expect(isValidCourseName(suggestCourseName(displayName)), displayName).toBe(true);
    }
    expect(isValidCourseName(suggestCourseName('!!!'))).toBe(false);
  });
});

describe('isValidCourseName', () => {
  it('when the name has only lowercase letters, digits and single inner hyphens, then it is valid', () => {
    expect(isValidCourseName('fotosyntes-ak-8')).toBe(true);
    for (const name of ['', 'Foto', 'foto syntes', 'åsa', '-foto', 'foto-', 'foto--syntes', 'a'.repeat(81)]) {
      expect(isValidCourseName(name), name).toBe(false);
    }
  });
});

describe('optionLabel', () => {
  it('when options are counted from 0, then they are labelled A, B, C… and numbered past Z', () => {
    expect([0, 1, 2, 25].map(optionLabel)).toEqual(['A', 'B', 'C', 'Z']);
    expect(optionLabel(26)).toBe('27');
  });
});

describe('the course name pattern', () => {
  it('when the longest valid name is checked, then it is COURSE_NAME_MAX_LENGTH characters', () => {
    expect(isValidCourseName('a'.repeat(COURSE_NAME_MAX_LENGTH))).toBe(true);
    expect(isValidCourseName('a'.repeat(COURSE_NAME_MAX_LENGTH + 1))).toBe(false);
  });
});
