import { describe, expect, it } from 'vitest';
import { explainPrompt } from './prompts.js';

const single = {
  questionText: 'Vilken stad är Sveriges huvudstad?',
  options: [
    { optionLabel: 'A', optionText: 'Göteborg' },
    { optionLabel: 'B', optionText: 'Stockholm' },
  ],
  correctOption: 'B',
  selectedOption: 'A',
  language: 'sv' as const,
};

describe('the explanation prompt', () => {
  it('when a single-choice question has no teacher’s words, then the prompt is the question, options and answers alone', () => {
    expect(explainPrompt(single).user).toBe(
      'Frågan: Vilken stad är Sveriges huvudstad?\nAlternativ:\nA: Göteborg\nB: Stockholm\n' +
        'Rätt alternativ: B\nEleven valde: A',
    );
  });

  it('when the question is of another kind with the teacher’s explanation and feedback, then the prompt names them', () => {
    const { system, user } = explainPrompt({
      ...single,
      kind: 'matching',
      prompts: ['Sverige', 'Norge'],
      options: [
        { optionLabel: 'A', optionText: 'Oslo' },
        { optionLabel: 'B', optionText: 'Stockholm' },
      ],
      correctOption: 'B,A',
      selectedOption: 'A,B',
      explanation: 'Huvudstäderna ligger vid vatten.',
      feedback: ['Tänk på kartan.'],
      language: 'en',
    });
    expect(system).toContain("If the teacher's explanation or feedback is given, build on it.");
    expect(user).toContain('Question type: matching: one option for each item, in order');
    expect(user).toContain('The items to match:\n1. Sverige\n2. Norge');
    expect(user).toContain("The teacher's explanation: Huvudstäderna ligger vid vatten.");
    expect(user).toContain("The teacher's feedback on the student's answer: Tänk på kartan.");
  });
});
