import { describe, expect, it } from 'vitest';
import { answeredText } from './answered-text';

const options = [
  { optionLabel: 'A', optionText: 'Vänern' },
  { optionLabel: 'B', optionText: 'Siljan' },
  { optionLabel: 'C', optionText: 'Vättern' },
];

describe('the answer a player sent, as the phone says it (issue 43)', () => {
  it('when options were ticked, then their texts are said, not their labels', () => {
    expect(answeredText({ kind: 'multiple', options }, 'A,C')).toBe('Vänern; Vättern');
  });

  it('when a matching was sent, then each left item is said with the text picked for it, a dash for none', () => {
    const question = { kind: 'matching' as const, options, prompts: ['Sverige', 'Norge', 'Danmark'] };
    expect(answeredText(question, 'C,-,A')).toBe('Sverige → Vättern; Norge → –; Danmark → Vänern');
  });

  it('when an answer was typed, then it is said as typed', () => {
    expect(answeredText({ kind: 'numeric', options: [] }, '3,14')).toBe('3,14');
    expect(answeredText({ kind: 'short', options: [] }, 'Stockholm')).toBe('Stockholm');
  });
});
