import { describe, expect, it } from 'vitest';
import { answerKeyOf, grade, quizStats, scoreAfter } from './scoring.js';

const options = (correct: string | null, labels = 'ABCD') =>
  [...labels].map((optionLabel) => ({ optionLabel, isCorrect: optionLabel === correct }));

describe('grading an answer', () => {
  it('when a question has a correct option, then its answer key names it before every label', () => {
    expect(answerKeyOf(options('B'))).toBe('B|ABCD');
    expect(answerKeyOf(options('C', 'ABC'))).toBe('C|ABC');
  });

  it('when no option is marked correct, then the key says so and every answer is wrong', () => {
    const key = answerKeyOf(options(null, 'AB'));
    expect(key).toBe('?|AB');
    expect(grade(key, 'A')).toEqual({ status: 'graded', correct: false, correctOption: '?' });
  });

  it('when the answer is one of the labels, then it is graded against the correct one', () => {
    expect(grade('B|ABCD', 'B')).toEqual({ status: 'graded', correct: true, correctOption: 'B' });
    expect(grade('B|ABCD', 'D')).toEqual({ status: 'graded', correct: false, correctOption: 'B' });
  });

  it('when the question lacks the label, then the answer is invalid and the labels are named', () => {
    expect(grade('B|ABC', 'F')).toEqual({ status: 'invalid', labels: 'ABC' });
  });
});

describe('the running score', () => {
  it('when an answer is right, then score and total grow; when wrong, the total alone', () => {
    expect(scoreAfter({ score: 2, total: 3 }, true)).toEqual({ score: 3, total: 4 });
    expect(scoreAfter({ score: 2, total: 3 }, false)).toEqual({ score: 2, total: 4 });
  });

  it('when stats are shown, then the error rate is the wrong share in percent to two decimals, 0 before any answer', () => {
    expect(quizStats({ score: 0, total: 0 })).toEqual({ score: 0, total: 0, errorRate: 0 });
    expect(quizStats({ score: 1, total: 2 })).toEqual({ score: 1, total: 2, errorRate: 50 });
    expect(quizStats({ score: 1, total: 3 })).toEqual({ score: 1, total: 3, errorRate: 66.67 });
    expect(quizStats({ score: 5, total: 12 }).errorRate).toBe(58.33);
  });
});
