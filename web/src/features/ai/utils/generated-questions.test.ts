import { describe, expect, it } from 'vitest';
import {
  batchItems,
  type GeneratedQuestion,
  hasSaveErrors,
  readGeneratedOptions,
  readGeneratedQuestions,
  validateSave,
} from './generated-questions';

const option = (optionLabel: string, optionText: string, isCorrect = false) => ({
  optionLabel,
  optionText,
  isCorrect,
});

const question: GeneratedQuestion = {
  questionText: 'Fyll i luckan: _____ sker i kloroplasterna. ',
  options: [option('A', 'Fotosyntesen', true), option('B', ' Cellandningen ')],
  courseName: 'biologi',
  language: 'sv',
};

describe('readGeneratedQuestions', () => {
  it('when the answer is a list of questions, then each is read with its options labelled in order', () => {
    const read = readGeneratedQuestions(
      [{ ...question, options: [option('C', 'Ja', true), option('A', 'Nej'), option('B', 'Kanske')] }],
      'en',
    );
    expect(read).toHaveLength(1);
    expect(read[0]?.options.map((item) => item.optionLabel)).toEqual(['A', 'B', 'C']);
    expect(read[0]?.language).toBe('sv');
  });

  it('when a question cannot be used, then it is left out and the others stay', () => {
    const read = readGeneratedQuestions(
      [
        question,
        { ...question, options: [option('A', 'Ja', true), option('B', 'Nej', true)] },
        { ...question, options: [option('A', 'Ja'), option('B', 'Nej')] },
        { ...question, options: [option('A', 'Ja', true)] },
        { ...question, questionText: ' ' },
        'not a question',
      ],
      'sv',
    );
    expect(read).toHaveLength(1);
  });

  it('when the answer is not a list, or a question has no known language, then the fallback is used', () => {
    expect(readGeneratedQuestions({ questions: [] }, 'sv')).toEqual([]);
    expect(readGeneratedQuestions([{ ...question, language: 'de' }], 'en')[0]?.language).toBe('en');
  });
});

describe('readGeneratedOptions', () => {
  it('when exactly one option is correct, then the options are read and labelled', () => {
    expect(readGeneratedOptions([option('X', 'Ett'), option('Y', 'Två', true)])).toEqual([
      option('A', 'Ett'),
      option('B', 'Två', true),
    ]);
  });

  it('when none or several are correct, or an option has no text, then the answer is not used', () => {
    expect(readGeneratedOptions([option('A', 'Ett'), option('B', 'Två')])).toBeNull();
    expect(readGeneratedOptions([option('A', 'Ett', true), option('B', 'Två', true)])).toBeNull();
    expect(readGeneratedOptions([option('A', '', true), option('B', 'Två')])).toBeNull();
    expect(readGeneratedOptions('A, B')).toBeNull();
  });
});

describe('validateSave', () => {
  const course = { displayName: 'Biologi', name: 'biologi', description: '' };

  it('when a question is ticked and the course has a display name and a valid name, then it may be saved', () => {
    const errors = validateSave(1, course);
    expect(errors).toEqual({});
    expect(hasSaveErrors(errors)).toBe(false);
  });

  it('when nothing is ticked or a course field is missing, then each problem is named', () => {
    const errors = validateSave(0, { displayName: ' ', name: '', description: '' });
    expect(errors).toEqual({
      questions: 'textToQuiz.noneSelected',
      displayName: 'courseCreate.displayNameRequired',
      name: 'courseCreate.courseNameRequired',
    });
    expect(hasSaveErrors(errors)).toBe(true);
    expect(validateSave(2, { ...course, name: 'Biologi 1' }).name).toBe('courseCreate.nameInvalid');
  });
});

describe('batchItems', () => {
  it('when questions are saved, then each carries the course fields, trimmed, with its own language', () => {
    const items = batchItems(
      [question, { ...question, language: 'en' }],
      { displayName: ' Biologi ', name: ' biologi ', description: ' Celler. ' },
      'Default',
    );
    expect(items[0]).toEqual({
      questionText: 'Fyll i luckan: _____ sker i kloroplasterna.',
      options: [option('A', 'Fotosyntesen', true), option('B', 'Cellandningen')],
      courseName: 'biologi',
      courseDisplayName: 'Biologi',
      courseDescription: 'Celler.',
      language: 'sv',
    });
    expect(items[1]?.language).toBe('en');
  });

  it('when no description is given, then the default stands in for it', () => {
    const [item] = batchItems(
      [question],
      { displayName: 'B', name: 'b', description: '  ' },
      'Frågor från en text.',
    );
    expect(item?.courseDescription).toBe('Frågor från en text.');
  });
});

describe('proposals of other kinds (issue 43)', () => {
  const course = { displayName: 'Biologi', name: 'biologi', description: '' };
  const answer = [
    {
      ...question,
      kind: 'multiple',
      options: [option('A', 'Klorofyll', true), option('B', 'Ljus', true), option('C', 'Salt')],
    },
    {
      ...question,
      questionText: 'Sant eller falskt: Fotosyntesen sker i kloroplasterna.',
      kind: 'truefalse',
      options: [option('A', 'Sant', true), option('B', 'Falskt')],
    },
    { ...question, kind: 'short', options: [], answers: [{ text: 'Fotosyntes', credit: 100 }] },
    { ...question, kind: 'numeric', options: [], ranges: [{ value: 1.5, tolerance: 0.1, credit: 100 }] },
    { ...question, kind: 'multiple', options: [option('A', 'Ja'), option('B', 'Nej')] },
    { ...question, kind: 'short', options: [], answers: [] },
    { ...question, kind: 'numeric', options: [], ranges: [{ value: 2, tolerance: -1, credit: 100 }] },
  ];

  it('when the answer holds kinds with their keys, then the well-formed ones are read and the others left out', () => {
    const read = readGeneratedQuestions(answer, 'sv');
    expect(read.map((item) => item.kind)).toEqual(['multiple', 'truefalse', 'short', 'numeric']);
    expect(read[0]?.options.filter((item) => item.isCorrect)).toHaveLength(2);
  });

  it('when the ticked proposals are saved, then each batch item carries its kind and answer key', () => {
    const items = batchItems(readGeneratedQuestions(answer, 'sv'), course, 'Frågor');
    expect(items.map(({ kind, options, answers, ranges }) => ({ kind, options, answers, ranges }))).toEqual([
      {
        kind: 'multiple',
        options: [option('A', 'Klorofyll', true), option('B', 'Ljus', true), option('C', 'Salt')],
        answers: undefined,
        ranges: undefined,
      },
      {
        kind: 'truefalse',
        options: [option('A', 'Sant', true), option('B', 'Falskt')],
        answers: undefined,
        ranges: undefined,
      },
      { kind: 'short', options: [], answers: [{ text: 'Fotosyntes', credit: 100 }], ranges: undefined },
      {
        kind: 'numeric',
        options: [],
        answers: undefined,
        ranges: [{ value: 1.5, tolerance: 0.1, credit: 100 }],
      },
    ]);
    expect(items[0]).toMatchObject({ courseName: 'biologi', courseDisplayName: 'Biologi', language: 'sv' });
  });

  it('when a single-choice question is saved, then its item has no kind, as before', () => {
    const [item] = batchItems([question], course, 'Frågor');
    expect(item).not.toHaveProperty('kind');
    expect(item).not.toHaveProperty('answers');
  });
});
