import type { SubmitResponse } from '@quizdrill/contracts/types';
import { describe, expect, it } from 'vitest';
import { answerOutcome, creditPercent, shownNumber, tickOutcome } from './typed-answer';

describe('a marked answer', () => {
  it('when some credit was earned, then it is partly right, with its whole percent', () => {
    expect(answerOutcome({ correct: true, credit: 1 })).toBe('correct');
    expect(answerOutcome({ correct: false, credit: 0.5 })).toBe('partly');
    expect(answerOutcome({ correct: false, credit: 0 })).toBe('wrong');
    expect(answerOutcome({ correct: false })).toBe('wrong');
    expect(creditPercent(0.6667)).toBe(67);
  });

  it('when the right number is shown, then it is written as the reader writes numbers', () => {
    expect(shownNumber('3.14', 'sv')).toBe('3,14');
    expect(shownNumber('3.14', 'en')).toBe('3.14');
    expect(shownNumber('1000', 'sv')).toBe('1000');
    expect(shownNumber('', 'sv')).toBe('');
  });
});

describe('a multiple choice', () => {
  it('when a multiple-choice answer is marked, then every right option is correct and each wrong tick is marked', () => {
    const partly: SubmitResponse = {
      correct: false,
      feedbackKey: 'quiz.incorrect',
      correctOption: 'A,C',
      credit: 0,
      stats: { score: 0, total: 1, errorRate: 100 },
    };
    expect(tickOutcome('A', 'A,B', partly)).toBe('correct');
    expect(tickOutcome('B', 'A,B', partly)).toBe('wrongChoice');
    expect(tickOutcome('C', 'A,B', partly)).toBe('correct');
    expect(tickOutcome('D', 'A,B', partly)).toBe('neutral');
  });
});
