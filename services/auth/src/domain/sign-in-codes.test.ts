import { describe, expect, it } from 'vitest';
import { newSignInCode, normalizedCode, signInCodeDigest } from './sign-in-codes.js';

describe('sign-in codes', () => {
  it('when a code is made, then it is two groups of four letters and digits that cannot be misread, and new each time', () => {
    const codes = Array.from({ length: 200 }, newSignInCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it('when a code is typed in another case, with spaces or without its dash, then it is the same code', () => {
    expect(normalizedCode(' abcd ef23 ')).toBe('ABCDEF23');
    expect(signInCodeDigest('abcd ef23')).toBe(signInCodeDigest('ABCD-EF23'));
    expect(signInCodeDigest('ABCD-EF24')).not.toBe(signInCodeDigest('ABCD-EF23'));
  });
});
