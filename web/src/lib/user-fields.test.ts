import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldOfServerError, trimUserFields, validatePassword, validateUserFields } from './user-fields';

const valid = { username: 'sara.k-9_x', email: 'sara@example.se', firstName: 'Sara', lastName: 'Karlsson' };

describe('validateUserFields', () => {
  it('when every field follows the rules, then there is no error', () => {
    expect(validateUserFields(valid)).toEqual({});
  });

  it('when fields are empty or blank, then each says it is required', () => {
    const blank = trimUserFields({ username: ' ', email: '', firstName: '  ', lastName: '' });
    expect(validateUserFields(blank)).toEqual({
      username: 'account.validation.usernameRequired',
      email: 'account.validation.emailRequired',
      firstName: 'account.validation.firstNameRequired',
      lastName: 'account.validation.lastNameRequired',
    });
  });

  it.each([
    ['ab', 'account.validation.usernameLength'],
    ['a'.repeat(33), 'account.validation.usernameLength'],
    ['åsa', 'account.validation.usernameCharacters'],
    ['sara k', 'account.validation.usernameCharacters'],
  ])('when the username is "%s", then it is refused', (username, message) => {
    expect(validateUserFields({ ...valid, username }).username).toBe(message);
  });

  it.each(['sara', 'sara@', '@example.se', 'sara@exa mple.se', `${'a'.repeat(250)}@b.se`])(
    'when the email is "%s", then it is not a valid address',
    (email) => {
      expect(validateUserFields({ ...valid, email }).email).toBe('account.validation.emailInvalid');
    },
  );

  it('when a name is longer than 100 characters, then it is too long', () => {
    expect(validateUserFields({ ...valid, lastName: 'x'.repeat(101) }).lastName).toBe(
      'account.validation.nameTooLong',
    );
  });
});

describe('validatePassword', () => {
  it('when the password has 8 to 128 characters and is confirmed, then there is no error', () => {
    expect(validatePassword('12345678', '12345678')).toEqual({});
    expect(validatePassword('x'.repeat(128), 'x'.repeat(128))).toEqual({});
  });

  it('when the password is missing, short or long, then only the password field complains', () => {
    expect(validatePassword('', '')).toEqual({ password: 'account.validation.passwordRequired' });
    expect(validatePassword('1234567', '')).toEqual({ password: 'account.validation.passwordTooShort' });
    expect(validatePassword('x'.repeat(129), '')).toEqual({ password: 'account.validation.passwordTooLong' });
  });

  it('when the confirmation differs, then the confirmation field says so', () => {
    expect(validatePassword('12345678', '12345679')).toEqual({
      passwordConfirmation: 'account.validation.passwordMismatch',
    });
  });
});

describe('fieldOfServerError', () => {
  const allFields = ['email', 'username', 'firstName', 'lastName', 'password'] as const;

  it('when the username or email is taken, then the error belongs under that field', () => {
    const usernameTaken = new ApiError(409, 'error.usernameTaken', 'Username is already taken');
    const emailTaken = new ApiError(409, 'error.emailTaken', 'Email is already registered');
    expect(fieldOfServerError(usernameTaken, allFields)).toBe('username');
    expect(fieldOfServerError(emailTaken, allFields)).toBe('email');
  });

  it('when a validation message names a field, then the error belongs under it', () => {
    const invalidEmail = new ApiError(400, 'validation_failed', 'email must be a valid email address');
    const missingName = new ApiError(400, 'validation_failed', 'firstName must not be empty');
    expect(fieldOfServerError(invalidEmail, allFields)).toBe('email');
    expect(fieldOfServerError(missingName, allFields)).toBe('firstName');
  });

  it('when only the email field takes server errors (profile), then other messages stay above the form', () => {
    const usernameTaken = new ApiError(409, 'error.usernameTaken', 'Username is already taken');
    const emailTaken = new ApiError(409, 'error.emailTaken', 'Email is already registered');
    expect(fieldOfServerError(usernameTaken, ['email'])).toBeUndefined();
    expect(fieldOfServerError(emailTaken, ['email'])).toBe('email');
  });

  it('when the server failed, then no field is blamed', () => {
    expect(
      fieldOfServerError(new ApiError(503, 'unavailable', 'email service down'), allFields),
    ).toBeUndefined();
  });
});
