import { describe, expect, it } from 'vitest';
import { decodeSession } from './session-hash.js';

describe('a session hash, decoded', () => {
  it('when a session is on an unanswered question, then every field comes with its readable name', () => {
    expect(
      decodeSession({ u: 'user-1', o: 'RANDOM', s: '42', n: '10', p: '3', q: '17', a: '0', sc: '2', t: '3' }),
    ).toEqual({
      owner: 'user-1',
      order: 'RANDOM',
      seed: 42,
      questionCount: 10,
      step: 3,
      currentQuestionId: 17,
      answered: false,
      score: 2,
      total: 3,
      questionIds: null,
    });
  });

  it('when a session has no question on screen (not begun, or finished), then currentQuestionId is null', () => {
    const started = decodeSession({ u: 'user-1', o: 'ORDER', s: '1', n: '5', p: '0', sc: '0', t: '0' });
    expect(started).toMatchObject({ currentQuestionId: null, answered: false, step: 0 });
  });

  it('when the session drills a chosen list (REVIEW, MISTAKES), then its question ids come decoded', () => {
    const session = decodeSession({
      u: 'u',
      o: 'REVIEW',
      s: '1',
      n: '2',
      p: '0',
      sc: '0',
      t: '0',
      l: '00000a00000b',
    });
    expect(session?.questionIds).toEqual([10, 11]);
  });

  it('when the hash is empty (no session, or expired), then there is no session', () => {
    expect(decodeSession({})).toBeUndefined();
  });
});
