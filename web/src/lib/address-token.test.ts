import { describe, expect, it } from 'vitest';
import { addressTokenOutcome } from './address-token';
import { unsignedToken } from './token-claims.fixtures';

const now = Date.UTC(2026, 11, 15);
const inAnHour = now / 1000 + 3600;
const student = unsignedToken({ sub: 'student', uid: 'u-student', exp: inAnHour });
const studentAgain = unsignedToken({ sub: 'student', uid: 'u-student', exp: inAnHour + 60 });
const renamedStudent = unsignedToken({ sub: 'student-2', uid: 'u-student', exp: inAnHour });
const admin = unsignedToken({ sub: 'admin', uid: 'u-admin', exp: inAnHour });
const expiredAdmin = unsignedToken({ sub: 'admin', uid: 'u-admin', exp: now / 1000 - 1 });

describe('what a token in an address does', () => {
  it.each([
    ['no one is signed in', null],
    ['the stored token has expired', expiredAdmin],
    ['the stored token names no user', 'not-a-token'],
  ])('when %s, then the address’s token is stored (SPEC §2)', (_case, stored) => {
    expect(addressTokenOutcome(stored, student, now)).toBe('store');
  });

  it('when the same account is signed in, under its username or a new one, then it is stored without asking', () => {
    expect(addressTokenOutcome(student, studentAgain, now)).toBe('store');
    expect(addressTokenOutcome(student, renamedStudent, now)).toBe('store');
  });

  it('when another account is signed in, then the user is asked first', () => {
    expect(addressTokenOutcome(admin, student, now)).toBe('ask');
    expect(addressTokenOutcome(student, admin, now)).toBe('ask');
  });

  it('when someone is signed in and the address’s token names no user or has expired, then it is dropped', () => {
    expect(addressTokenOutcome(student, 'not-a-token', now)).toBe('drop');
    expect(addressTokenOutcome(student, expiredAdmin, now)).toBe('drop');
  });
});
