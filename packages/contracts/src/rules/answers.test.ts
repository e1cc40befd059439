import { describe, expect, it } from 'vitest';
import { answerLabelOf } from './answers.js';

describe('answerLabelOf', () => {
  it('when an answer is one letter in any case with spaces around it, then it is that letter in upper case', () => {
    expect(answerLabelOf(' b ')).toBe('B');
    expect(answerLabelOf('Z')).toBe('Z');
  });

  it('when an answer is empty, two letters, a digit or a letter outside A–Z, then it names no option', () => {
    for (const answer of ['', '  ', 'AB', '1', 'Å', 'ä']) expect(answerLabelOf(answer)).toBeUndefined();
  });
});
