import { describe, expect, it } from 'vitest';
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
