import { describe, expect, it } from 'vitest';
import { decodeQuestionList, encodeQuestionList } from './question-list.js';

describe('a session question list', () => {
  it('when ids are encoded, then each takes six characters and they decode back in order', () => {
    const ids = [1, 35, 36, 123_456, 2_147_483_647];
    const list = encodeQuestionList(ids);
    expect(list).toHaveLength(ids.length * 6);
    expect(list.slice(0, 12)).toBe('00000100000z');
    expect(decodeQuestionList(list)).toEqual(ids);
  });

  it('when the list is empty, then it decodes to no ids', () => {
    expect(decodeQuestionList(encodeQuestionList([]))).toEqual([]);
  });
});
