import { describe, expect, it } from 'vitest';
import { newSeed, newSessionId, parseSessionId } from './session-id.js';

describe('session ids', () => {
  it('carry the course id and 128 random bits, and parse back', () => {
    const { sessionId, ref } = newSessionId(42);
    expect(sessionId).toMatch(/^42\.[A-Za-z0-9_-]{22}$/);
    expect(parseSessionId(sessionId)).toEqual(ref);
    expect(newSessionId(42).sessionId).not.toBe(sessionId);
  });

  it.each([
    '',
    '42',
    '42.',
    'abc.AAAAAAAAAAAAAAAAAAAAAA',
    '0.AAAAAAAAAAAAAAAAAAAAAA',
    '42.AAAA',
    '42.AAAAAAAAAAAAAAAAAAAAA*',
  ])('refuses %j', (sessionId) => {
    expect(parseSessionId(sessionId)).toBeUndefined();
  });

  it('seeds stay within 31 bits', () => {
    for (let index = 0; index < 100; index += 1) expect(newSeed()).toBeLessThan(2 ** 31);
  });
});
