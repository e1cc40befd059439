import { describe, expect, it } from 'vitest';
import { firstFreeUsername, isEmailVerified, personNames, usernameBase } from './google-profile.js';

const profile = (overrides: Partial<Parameters<typeof usernameBase>[0]> = {}) => ({
  subject: '1234',
  email: 'anna.lind@gmail.com',
  ...overrides,
});

describe('usernameBase', () => {
  it('when the email local part is usable, then it is the username, lower-cased', () => {
    expect(usernameBase(profile({ email: 'Anna.Lind@Gmail.com' }))).toBe('anna.lind');
  });

  it('when the local part has a +tag, accents or odd characters, then they are dropped', () => {
    expect(usernameBase(profile({ email: 'åsa.öberg+quiz@example.se' }))).toBe('asa.oberg');
    expect(usernameBase(profile({ email: "o'brien!!@example.com" }))).toBe('obrien');
  });

  it('when the local part is too short, then the name is used', () => {
    expect(usernameBase(profile({ email: 'al@example.com', givenName: 'Åke', familyName: 'Lind' }))).toBe(
      'ake.lind',
    );
    expect(usernameBase(profile({ email: 'x@example.com', name: 'Björn  Borg' }))).toBe('bjorn.borg');
  });

  it('when nothing usable is left, then the username is "user"', () => {
    expect(usernameBase(profile({ email: '李@example.com', name: '李小龍' }))).toBe('user');
  });

  it('when the local part is long, then it is cut to leave room for a suffix, without a trailing separator', () => {
    const base = usernameBase(profile({ email: `${'a'.repeat(27)}.bbbbbbbbbb@example.com` }));
    expect(base).toBe('a'.repeat(27));
    expect(base.length).toBeLessThanOrEqual(28);
  });
});

describe('firstFreeUsername', () => {
  it('when the base is free, then it is used as it is', () => {
    expect(firstFreeUsername('anna', new Set(['annika']))).toBe('anna');
  });

  it('when the base is taken, then the first free numbered variant is used', () => {
    expect(firstFreeUsername('anna', new Set(['anna', 'anna2', 'anna4']))).toBe('anna3');
  });
});

describe('personNames', () => {
  it('when given and family name are present, then they are used', () => {
    expect(
      personNames(profile({ givenName: ' Anna ', familyName: 'Lind', name: 'Other Name' }), 'anna'),
    ).toEqual({
      firstName: 'Anna',
      lastName: 'Lind',
    });
  });

  it('when only the full name is present, then it is split at the first space', () => {
    expect(personNames(profile({ name: 'Anna Maria  Lind' }), 'anna')).toEqual({
      firstName: 'Anna',
      lastName: 'Maria Lind',
    });
  });

  it('when the family name is missing, then the rest of the full name after the given name is used', () => {
    expect(personNames(profile({ givenName: 'Anna', name: 'Anna Lind' }), 'anna')).toEqual({
      firstName: 'Anna',
      lastName: 'Lind',
    });
    expect(personNames(profile({ givenName: 'Anna', name: 'Lind Anna' }), 'anna')).toEqual({
      firstName: 'Anna',
      lastName: '',
    });
  });

  it('when Google sends a name with control characters, then they are dropped', () => {
    expect(
      personNames(profile({ givenName: 'An\u001b[31mna', familyName: 'Li\u0007nd\u0000' }), 'anna'),
    ).toEqual({ firstName: 'An[31mna', lastName: 'Lind' });
  });

  it('when there is no name at all, then the first name is the username and the last name empty', () => {
    expect(personNames(profile(), 'anna.lind')).toEqual({ firstName: 'anna.lind', lastName: '' });
  });
});

describe('isEmailVerified', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [undefined, false],
  ])('when email_verified is %j, then it counts as %s', (claim, verified) => {
    expect(isEmailVerified(claim)).toBe(verified);
  });
});
