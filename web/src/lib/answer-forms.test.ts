import { describe, expect, it } from 'vitest';
import { numericAnswer, shortAnswer, toggledLabel } from './answer-forms';

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

describe('a multiple choice on the wire', () => {
  it('when an option is ticked or unticked, then the labels stay in order, and none is no answer', () => {
    expect(toggledLabel(null, 'C')).toBe('C');
    expect(toggledLabel('C', 'A')).toBe('A,C');
    expect(toggledLabel('A,C', 'B')).toBe('A,B,C');
    expect(toggledLabel('A,B,C', 'B')).toBe('A,C');
    expect(toggledLabel('A', 'A')).toBeNull();
  });
});
