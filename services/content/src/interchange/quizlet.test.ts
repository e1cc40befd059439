import { describe, expect, it } from 'vitest';
import { readQuestionBank } from './index.js';
import { parseQuizlet } from './quizlet.js';

const CARDS = 'hund\tdog\nkatt\tcat\nhäst\thorse\nko\tcow\nfågel\tbird\n';

describe('Quizlet', () => {
  it('when a Quizlet export is read, then each card is a question with its definition and three others', () => {
    const result = readQuestionBank(Buffer.from(CARDS), 'auto', 'sv');
    expect(result.format).toBe('quizlet');
    expect(result.errors).toEqual([]);
    expect(result.questions.map((question) => question.questionText)).toEqual([
      'hund',
      'katt',
      'häst',
      'ko',
      'fågel',
    ]);
    for (const [index, question] of result.questions.entries()) {
      const texts = question.options.map((option) => option.optionText);
      expect(question.kind).toBe('single');
      expect(new Set(texts).size).toBe(4);
      expect(
        question.options.filter((option) => option.isCorrect).map((option) => option.optionText),
      ).toEqual([['dog', 'cat', 'horse', 'cow', 'bird'][index]]);
      expect(question.line).toBe(index + 1);
    }
  });

  it('when the same file is read twice, then the same course comes out (seeded distractors)', () => {
    expect(parseQuizlet(CARDS)).toEqual(parseQuizlet(CARDS));
  });

  it('when there are fewer than four cards, then it is an error', () => {
    expect(parseQuizlet('a\tb\nc\td\ne\tf\n').errors).toEqual([
      {
        line: 1,
        code: 'too_few_cards',
        params: { min: 4, found: 3 },
        message: 'At least 4 cards with different definitions are needed (found 3)',
      },
    ]);
  });

  it('when a line has no tab, then the error names it', () => {
    expect(parseQuizlet(`${CARDS}no tab here\n`).errors).toEqual([
      {
        line: 6,
        code: 'card_incomplete',
        params: {},
        message: 'A card needs a term, a tab, and a definition',
      },
    ]);
  });
});
