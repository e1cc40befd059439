import { describe, expect, it } from 'vitest';
import {
  countWords,
  estimatedQuestionCount,
  hasOneCorrectOption,
  isOverWordLimit,
  MAX_SOURCE_WORDS,
} from './ai.js';

describe('countWords', () => {
  it('when the text is empty or only spaces, then it has no words', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
  });

  it('when words are separated by any run of spaces, tabs or line breaks, then each counts once', () => {
    expect(countWords('  Fotosyntesen   sker\ni\tkloroplasterna.  ')).toBe(4);
    // Punctuation standing alone is a word too, as the ai service counts it.
    expect(countWords('Hej, världen! Är det här – ett test?')).toBe(8);
  });
});

describe('estimatedQuestionCount', () => {
  it('when the text is under 50 words, then one question', () => {
    expect(estimatedQuestionCount(0)).toBe(1);
    expect(estimatedQuestionCount(49)).toBe(1);
  });

  it('when every further 50 words begin, then one more question', () => {
    expect(estimatedQuestionCount(50)).toBe(2);
    expect(estimatedQuestionCount(99)).toBe(2);
    expect(estimatedQuestionCount(120)).toBe(3);
    expect(estimatedQuestionCount(449)).toBe(9);
  });

  it('when the text has 450 words or more, then ten questions', () => {
    expect(estimatedQuestionCount(450)).toBe(10);
    expect(estimatedQuestionCount(500)).toBe(10);
    expect(estimatedQuestionCount(5000)).toBe(10);
  });
});

describe('isOverWordLimit', () => {
  it('when the text has at most 500 words, then it is within the limit', () => {
    expect(isOverWordLimit(MAX_SOURCE_WORDS)).toBe(false);
    expect(isOverWordLimit(MAX_SOURCE_WORDS + 1)).toBe(true);
  });
});

describe('hasOneCorrectOption', () => {
  it('when exactly one option is correct, then the options are usable', () => {
    const option = (isCorrect: boolean) => ({ isCorrect });
    expect(hasOneCorrectOption([option(false), option(true)])).toBe(true);
    expect(hasOneCorrectOption([option(false), option(false)])).toBe(false);
    expect(hasOneCorrectOption([option(true), option(true)])).toBe(false);
  });
});
