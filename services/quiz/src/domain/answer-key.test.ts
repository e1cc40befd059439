import { gradeAnswer, parseAnswer } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerKeyFields,
  gradeByKey,
  isServiceGraded,
  rightAnswerOf,
  storedAnswerKey,
} from './answer-key.js';
import { grade } from './scoring.js';

const options = [
  { optionLabel: 'A', optionText: 'Oslo', isCorrect: false },
  { optionLabel: 'B', optionText: 'Stockholm', isCorrect: true },
  { optionLabel: 'C', optionText: 'Köpenhamn', isCorrect: false },
];
const json = JSON.stringify({
  options: options.map(({ optionLabel, optionText }) => ({ optionLabel, optionText })),
});

describe('the answer key the read model stores', () => {
  it('when a question has no kind (an event of version 1 or 2), then its key is the hot path’s single-choice key', () => {
    const key = storedAnswerKey({ options });
    expect(key).toBe('B|ABC');
    expect(isServiceGraded(key)).toBe(false);
    expect(grade(key, 'B')).toEqual({ status: 'graded', correct: true, correctOption: 'B' });
  });

  it('when a choice question carries feedback, or is multiple, then the service grades it from the JSON key', () => {
    const withFeedback = options.map((option) => ({ ...option, feedback: `Om ${option.optionText}` }));
    for (const question of [
      { kind: 'single' as const, options: withFeedback },
      { kind: 'multiple' as const, options },
    ]) {
      const key = storedAnswerKey(question);
      expect(isServiceGraded(key)).toBe(true);
      const parsed = parseAnswer(question.kind, 'B');
      expect(gradeAnswer(answerKeyFields(key), parsed!)).toMatchObject({ credit: 1, correctAnswer: 'B' });
    }
    const feedback = gradeAnswer(
      answerKeyFields(storedAnswerKey({ kind: 'single', options: withFeedback })),
      {
        kind: 'single',
        label: 'A',
      },
    )?.feedback;
    expect(feedback).toEqual(['Om Oslo']);
  });

  it('when only feedback changes, then the right answer has not; when another option or text is right, it has', () => {
    const before = rightAnswerOf(json, storedAnswerKey({ options }));
    expect(before).toBe('B:Stockholm');
    const withFeedback = options.map((option) => ({ ...option, feedback: 'Tänk efter' }));
    expect(rightAnswerOf(json, storedAnswerKey({ kind: 'single', options: withFeedback }))).toBe(before);
    const moved = options.map((option) => ({ ...option, isCorrect: option.optionLabel === 'A' }));
    expect(rightAnswerOf(json, storedAnswerKey({ kind: 'single', options: moved }))).not.toBe(before);
  });

  it('when a short answer’s feedback changes, then the right answer has not; when its accepted answers do, it has', () => {
    const key = (feedback: string, text = 'Stockholm') =>
      storedAnswerKey({ kind: 'short', options: [], answers: [{ text, credit: 100, feedback }] });
    expect(rightAnswerOf('{}', key('Bra'))).toBe(rightAnswerOf('{}', key('Mycket bra')));
    expect(rightAnswerOf('{}', key('Bra'))).not.toBe(rightAnswerOf('{}', key('Bra', 'Sthlm')));
  });
});

describe('grading by a key the service grades', () => {
  const matching = storedAnswerKey({
    kind: 'matching',
    options: [],
    pairs: [
      { left: 'Sverige', right: 'Stockholm' },
      { left: 'Norge', right: 'Oslo' },
    ],
  });

  it('when the answer is in the kind’s form, then it is graded and kept in one form (labels in upper case, with commas)', () => {
    expect(gradeByKey(matching, ' B, - ')).toMatchObject({
      status: 'graded',
      grade: { credit: 0.5, correct: false, correctAnswer: 'B,A' },
      answer: 'B,-',
    });
    const single = storedAnswerKey({
      kind: 'single',
      options: options.map((o) => ({ ...o, feedback: 'Hm' })),
    });
    expect(gradeByKey(single, 'b')).toMatchObject({
      status: 'graded',
      grade: { correct: true },
      answer: 'B',
    });
    // Written either way, a multiple answer is kept as one answer, so a teacher's results count it once.
    const multiple = storedAnswerKey({ kind: 'multiple', options });
    for (const written of [' c, a ', 'CA', 'a,c']) {
      expect(gradeByKey(multiple, written)).toMatchObject({ status: 'graded', answer: 'A,C' });
    }
  });

  it('when the answer is not in the form, or names a label the question lacks, then it is invalid with the labels', () => {
    for (const answer of ['B', 'B,A,A', 'C,A', 'Oslo']) {
      expect(gradeByKey(matching, answer)).toEqual({
        status: 'invalid',
        kind: 'matching',
        labels: ['A', 'B'],
      });
    }
    const numeric = storedAnswerKey({
      kind: 'numeric',
      options: [],
      ranges: [{ value: 2, tolerance: 0, credit: 100 }],
    });
    expect(gradeByKey(numeric, 'två')).toEqual({ status: 'invalid', kind: 'numeric', labels: [] });
  });
});
