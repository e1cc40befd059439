import { isWellFormedJoinCode, JOIN_CODE_ALPHABET } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { newJoinCode, takeGuess } from './join-code.js';

const policy = { perWindow: 3, windowSeconds: 600 };
const at = (seconds: number) => new Date(Date.UTC(2026, 11, 2, 8, 0, seconds));

describe('join codes', () => {
  it('when codes are made, then each is 8 characters of the alphabet, and every character turns up', () => {
    const codes = Array.from({ length: 400 }, () => newJoinCode());
    expect(codes.every(isWellFormedJoinCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join(''))).toEqual(new Set(JOIN_CODE_ALPHABET));
  });

  it('when a user tries wrong codes, then the window’s allowance runs out and says how long to wait', () => {
    let window = takeGuess(undefined, at(0), policy).next;
    window = takeGuess(window, at(10), policy).next;
    window = takeGuess(window, at(20), policy).next;
    const refused = takeGuess(window, at(30), policy);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 570, next: window });
    expect(takeGuess(window, at(600), policy)).toEqual({
      allowed: true,
      next: { wrong: 1, startedAt: at(600) },
    });
  });
});
