import { isOverWordLimit, MAX_SOURCE_WORDS } from '@quizdrill/contracts/rules';
import { describe, expect, it } from 'vitest';
import { validateGeneration } from './source-text';

const words = (count: number) => Array.from({ length: count }, (_, index) => `ord${index}`).join(' ');

describe('validateGeneration', () => {
  const course = { displayName: 'Fotosyntes', name: 'fotosyntes' };

  it('when the text has 1 to 500 words and the course is named, then it may be generated', () => {
    expect(validateGeneration('Ett ord', course)).toEqual({});
    expect(validateGeneration(words(MAX_SOURCE_WORDS), course)).toEqual({});
  });

  it('when the text is empty or over 500 words, then it is the fillFields error', () => {
    expect(validateGeneration('   ', course).text).toBe('textToQuiz.fillFields');
    expect(validateGeneration(words(MAX_SOURCE_WORDS + 1), course).text).toBe('textToQuiz.fillFields');
    expect(isOverWordLimit(MAX_SOURCE_WORDS)).toBe(false);
    expect(isOverWordLimit(MAX_SOURCE_WORDS + 1)).toBe(true);
  });

  it('when the display name is empty, then it is required, as in course create', () => {
    expect(validateGeneration('Text', { ...course, displayName: '  ' })).toEqual({
      displayName: 'courseCreate.displayNameRequired',
    });
  });

  it('when the course name is missing or breaks the name rule, then the name is the problem', () => {
    expect(validateGeneration('Text', { ...course, name: ' ' }).name).toBe('courseCreate.courseNameRequired');
    expect(validateGeneration('Text', { ...course, name: 'Foto Syntes' }).name).toBe(
      'courseCreate.nameInvalid',
    );
  });

  it('when everything is empty, then every field says so', () => {
    expect(validateGeneration('', { displayName: '', name: '' })).toEqual({
      text: 'textToQuiz.fillFields',
      displayName: 'courseCreate.displayNameRequired',
      name: 'courseCreate.courseNameRequired',
    });
  });
});
