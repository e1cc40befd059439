import type { ImportedQuestion } from '@quizdrill/contracts/types';
import { describe, expect, it } from 'vitest';
import { importedRightAnswers } from './imported-answer';

const question = (fields: Partial<ImportedQuestion>): ImportedQuestion => ({
  line: 1,
  kind: 'single',
  questionText: 'Q',
  options: [],
  explanation: null,
  ...fields,
});

describe('an imported question’s right answer', () => {
  it('when the question is of any kind, then its right answers are named as its kind has them', () => {
    const options = [
      { optionLabel: 'A', optionText: '2', isCorrect: true },
      { optionLabel: 'B', optionText: '3', isCorrect: false },
      { optionLabel: 'C', optionText: '\\(\\frac{8}{2}\\)', isCorrect: true },
    ];
    expect(importedRightAnswers(question({ kind: 'multiple', options }))).toEqual([
      'A: 2',
      'C: \\(\\frac{8}{2}\\)',
    ]);
    expect(
      importedRightAnswers(
        question({
          kind: 'short',
          answers: [
            { text: 'Stockholm', credit: 100 },
            { text: 'Sthlm', credit: 50 },
          ],
        }),
      ),
    ).toEqual(['Stockholm']);
    expect(
      importedRightAnswers(
        question({
          kind: 'numeric',
          ranges: [
            { value: 3.14, tolerance: 0.01, credit: 100 },
            { value: 42, tolerance: 0, credit: 100 },
            { value: 3, tolerance: 0, credit: 50 },
          ],
        }),
      ),
    ).toEqual(['3.14 ± 0.01', '42']);
    expect(
      importedRightAnswers(
        question({
          kind: 'matching',
          pairs: [
            { left: 'Sverige', right: 'Stockholm' },
            { left: '', right: 'Oslo' },
          ],
        }),
      ),
    ).toEqual(['Sverige → Stockholm']);
  });
});
