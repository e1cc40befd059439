import { describe, expect, it } from 'vitest';
import { quizDrillOf, quizDrillPath } from './paths';

describe('quiz drill addresses', () => {
  it('when a drill is asked for, then its address names it and reads back as that drill', () => {
    const path = quizDrillPath('sveriges geografi', 'REVIEW');
    expect(path).toBe('/quiz/sveriges%20geografi?drill=REVIEW');
    expect(quizDrillOf(new URL(path, 'http://localhost').searchParams)).toBe('REVIEW');
    expect(quizDrillOf(new URLSearchParams('drill=MISTAKES'))).toBe('MISTAKES');
  });

  it('when the address names no drill or another value, then there is none: the quiz resumes', () => {
    for (const search of ['', 'drill=', 'drill=review', 'drill=ORDER', 'other=REVIEW']) {
      expect(quizDrillOf(new URLSearchParams(search))).toBeUndefined();
    }
  });
});
