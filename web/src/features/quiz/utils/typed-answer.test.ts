import type { SubmitResponse } from '@quizdrill/contracts/types';
import { describe, expect, it } from 'vitest';
import {
  answerOutcome,
  creditPercent,
  numericAnswer,
  shortAnswer,
  shownNumber,
  tickOutcome,
  toggledLabel,
} from './typed-answer';

describe('typed answers on the wire (issue 43)', () => {
  it('when a number is typed with a decimal comma or point, then it is sent with a point', () => {
    expect(numericAnswer('3,14')).toBe('3.14');
    expect(numericAnswer(' 3.14 ')).toBe('3.14');
    expect(numericAnswer('−2')).toBe('-2');
    expect(numericAnswer('1 000')).toBe('1000');
  });

  it('when what is typed is not a number, then there is nothing to send', () => {
    expect(numericAnswer('')).toBeNull();
    expect(numericAnswer('3,')).toBeNull();
    expect(numericAnswer('pi')).toBeNull();
    expect(numericAnswer('1,000.5')).toBeNull();
  });

  it('when a short answer is typed, then it is sent trimmed; an empty one is no answer', () => {
    expect(shortAnswer('  Stockholm ')).toBe('Stockholm');
    expect(shortAnswer('   ')).toBeNull();
    expect(shortAnswer('x'.repeat(201))).toBeNull();
  });
});

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

  it('when an option is ticked or unticked, then the labels stay in order, and none is no answer', () => {
    expect(toggledLabel(null, 'C')).toBe('C');
    expect(toggledLabel('C', 'A')).toBe('A,C');
    expect(toggledLabel('A,C', 'B')).toBe('A,B,C');
    expect(toggledLabel('A,B,C', 'B')).toBe('A,C');
    expect(toggledLabel('A', 'A')).toBeNull();
  });
});
