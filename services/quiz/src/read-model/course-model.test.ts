import { describe, expect, it } from 'vitest';
import { questionBody } from '../hot-path/hot-path.js';
import { storedQuestion } from './course-model.js';

const question = {
  id: 7,
  courseId: 3,
  courseName: 'kurs',
  position: 0,
  questionText: 'Vilken?',
  imageUrl: '/api/v2/images/abc.png',
  language: 'sv' as const,
  options: [
    { optionLabel: 'A', optionText: 'Den', isCorrect: false },
    { optionLabel: 'B', optionText: 'Denna', isCorrect: true },
    { optionLabel: 'C', optionText: 'Ingen', isCorrect: false },
  ],
};

describe('a question as the read model stores it', () => {
  it('shows students no correctness data, and keeps the answer key apart', () => {
    const { json, answerKey } = storedQuestion(question);
    expect(JSON.parse(json)).toEqual({
      kind: 'single',
      id: 7,
      questionText: 'Vilken?',
      imageUrl: '/api/v2/images/abc.png',
      language: 'sv',
      options: [
        { optionLabel: 'A', optionText: 'Den' },
        { optionLabel: 'B', optionText: 'Denna' },
        { optionLabel: 'C', optionText: 'Ingen' },
      ],
    });
    expect(json).not.toContain('isCorrect');
    expect(answerKey).toBe('B|ABC');
  });

  it('with no option marked correct, every answer is wrong', () => {
    const options = question.options.map((option) => ({ ...option, isCorrect: false }));
    expect(storedQuestion({ ...question, options }).answerKey).toBe('?|ABC');
  });
  it('keeps the explanation apart too: students see it only after answering', () => {
    const stored = storedQuestion({ ...question, explanation: 'Denna, för att den är närmast.' });
    expect(stored.explanation).toBe('Denna, för att den är närmast.');
    expect(stored.json).not.toContain('närmast');
    expect(storedQuestion(question).explanation).toBe('');
  });
});

describe('a question of another kind as the read model stores it', () => {
  const base = { ...question, options: [] };

  it('when it is matching, then students see the left items as prompts and the rights, sorted, as options', () => {
    const pairs = [
      { left: 'Sverige', right: 'Stockholm' },
      { left: 'Norge', right: 'Oslo' },
      { left: '', right: 'Helsingfors' },
    ];
    const { json, answerKey } = storedQuestion({ ...base, kind: 'matching', pairs });
    expect(JSON.parse(json)).toEqual({
      kind: 'matching',
      id: 7,
      questionText: 'Vilken?',
      imageUrl: '/api/v2/images/abc.png',
      language: 'sv',
      options: [
        { optionLabel: 'A', optionText: 'Helsingfors' },
        { optionLabel: 'B', optionText: 'Oslo' },
        { optionLabel: 'C', optionText: 'Stockholm' },
      ],
      prompts: ['Sverige', 'Norge'],
    });
    expect(JSON.parse(answerKey)).toMatchObject({ kind: 'matching', pairs });
  });

  it('when it is short or numeric, then students see no options and nothing of the accepted answers', () => {
    const short = storedQuestion({
      ...base,
      kind: 'short',
      answers: [{ text: 'Stockholm', credit: 100, feedback: 'Huvudstaden' }],
    });
    expect(JSON.parse(short.json)).toMatchObject({ kind: 'short', options: [] });
    expect(short.json).not.toContain('Stockholm');
    const numeric = storedQuestion({
      ...base,
      kind: 'numeric',
      ranges: [{ value: 3.14, tolerance: 0.01, credit: 100 }],
    });
    expect(JSON.parse(numeric.json)).toMatchObject({ kind: 'numeric', options: [] });
    expect(numeric.json).not.toContain('3.14');
  });

  it('when a single-choice option has feedback, then it is graded by the service; true/false without, in Redis', () => {
    const options = question.options.map((option) => ({
      ...option,
      feedback: option.isCorrect ? 'Ja!' : null,
    }));
    expect(storedQuestion({ ...question, options }).answerKey).toMatch(/^\{/);
    const truefalse = storedQuestion({
      ...question,
      kind: 'truefalse',
      options: [
        { optionLabel: 'A', optionText: 'Sant', isCorrect: false },
        { optionLabel: 'B', optionText: 'Falskt', isCorrect: true },
      ],
    });
    expect(truefalse.answerKey).toBe('B|AB');
    expect(JSON.parse(truefalse.json).kind).toBe('truefalse');
  });
});

describe('a stored question shown to a student', () => {
  it('when it was stored before kinds existed, then it shows as single choice', () => {
    const old = '{"id":7,"questionText":"Vilken?","imageUrl":null,"language":"sv","options":[]}';
    expect(JSON.parse(questionBody(old, 0, 3))).toEqual({
      ...JSON.parse(old),
      kind: 'single',
      position: 1,
      total: 3,
    });
  });

  it('when it has its kind, then it shows as stored with its position', () => {
    const { json } = storedQuestion({ ...question, kind: 'multiple' });
    expect(JSON.parse(questionBody(json, 1, 3))).toEqual({ ...JSON.parse(json), position: 2, total: 3 });
  });
});
