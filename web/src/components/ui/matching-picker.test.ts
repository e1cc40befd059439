import { describe, expect, it } from 'vitest';
import { matchingAnswer, matchingPicks } from './matching-picker';

describe("a matching answer in contracts' form (issue 43)", () => {
  it('when picks are made, then they are written in order with commas, `-` for none', () => {
    expect(matchingAnswer(['B', 'A', 'C'])).toBe('B,A,C');
    expect(matchingAnswer(['B', null, 'C'])).toBe('B,-,C');
  });

  it('when a matching answer is read back, then each left item has its pick, none as null', () => {
    expect(matchingPicks('B,-,A', 3)).toEqual(['B', null, 'A']);
    expect(matchingPicks(null, 2)).toEqual([null, null]);
    expect(matchingPicks('B', 2)).toEqual(['B', null]);
    expect(matchingPicks(matchingAnswer(['C', null]), 2)).toEqual(['C', null]);
  });
});
