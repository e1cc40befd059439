// The account fields of register and profile: the auth service's rules checked before sending (so most mistakes
// are caught without a round trip), and the service's refusals placed under the field they are about.
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  USERNAME_LENGTH,
  USERNAME_PATTERN,
} from '@quizdrill/contracts/rules';
import type { UpdateMeRequest } from '@quizdrill/contracts/types';
import type { ApiError } from './api-client';

export type UserFields = UpdateMeRequest;
export type UserFieldName = keyof UserFields;
export type AccountFieldName = UserFieldName | 'password' | 'passwordConfirmation';

const USERNAME_CHARACTERS = new RegExp(USERNAME_PATTERN);
const EMAIL_FORMAT = new RegExp(EMAIL_PATTERN, 'i');

/** Translation keys of the messages below the fields. */
export type ValidationMessageKey = `account.validation.${
  | 'usernameRequired'
  | 'usernameLength'
  | 'usernameCharacters'
  | 'emailRequired'
  | 'emailInvalid'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'nameTooLong'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordMismatch'}`;

export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationMessageKey>>;

/** What is sent: surrounding spaces are never meant. */
export function trimUserFields(values: UserFields): UserFields {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}

function usernameError(username: string): ValidationMessageKey | undefined {
  if (username === '') return 'account.validation.usernameRequired';
  if (username.length < USERNAME_LENGTH.min || username.length > USERNAME_LENGTH.max) {
    return 'account.validation.usernameLength';
  }
  if (!USERNAME_CHARACTERS.test(username)) return 'account.validation.usernameCharacters';
  return undefined;
}

function emailError(email: string): ValidationMessageKey | undefined {
  if (email === '') return 'account.validation.emailRequired';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_FORMAT.test(email)) return 'account.validation.emailInvalid';
  return undefined;
}

function nameError(name: string, requiredKey: ValidationMessageKey): ValidationMessageKey | undefined {
  if (name === '') return requiredKey;
  if (name.length > PERSON_NAME_MAX_LENGTH) return 'account.validation.nameTooLong';
  return undefined;
}

function withoutEmpty<Field extends string>(
  errors: Record<Field, ValidationMessageKey | undefined>,
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  for (const field of Object.keys(errors) as Field[]) {
    if (errors[field] !== undefined) found[field] = errors[field];
  }
  return found;
}

/** The four profile fields, all required (SPEC §5), by the service's rules; values as trimUserFields gives them. */
export function validateUserFields(values: UserFields): FieldErrors<UserFieldName> {
  return withoutEmpty({
    username: usernameError(values.username),
    email: emailError(values.email),
    firstName: nameError(values.firstName, 'account.validation.firstNameRequired'),
    lastName: nameError(values.lastName, 'account.validation.lastNameRequired'),
  });
}

export function validatePassword(password: string, confirmation: string): FieldErrors<AccountFieldName> {
  let passwordMessage: ValidationMessageKey | undefined;
  if (password === '') passwordMessage = 'account.validation.passwordRequired';
  else if (password.length < PASSWORD_LENGTH.min) passwordMessage = 'account.validation.passwordTooShort';
  else if (password.length > PASSWORD_LENGTH.max) passwordMessage = 'account.validation.passwordTooLong';
  return withoutEmpty({
    password: passwordMessage,
    passwordConfirmation:
      passwordMessage === undefined && confirmation !== password
        ? 'account.validation.passwordMismatch'
        : undefined,
  });
}

/** Server codes the app has its own text for (SPEC §8: server text starting with `error.` is translated). */
const TRANSLATED_CODES = ['error.usernameTaken', 'error.emailTaken'] as const;
export type TranslatedCode = (typeof TRANSLATED_CODES)[number];

export function translatedCode(code: string): TranslatedCode | undefined {
  return TRANSLATED_CODES.find((known) => known === code);
}

const CODE_FIELD: Record<TranslatedCode, AccountFieldName> = {
  'error.usernameTaken': 'username',
  'error.emailTaken': 'email',
};

// How the service's messages name each field ("email must be a valid email address", "firstName is required").
const FIELD_WORDS: Record<AccountFieldName, readonly string[]> = {
  email: ['email', 'e-post'],
  username: ['username', 'användarnamn'],
  firstName: ['firstname', 'first name'],
  lastName: ['lastname', 'last name'],
  password: ['password', 'lösenord'],
  passwordConfirmation: [],
};

/**
 * The field a refused request is about, among `fields` (in priority order), or undefined when it belongs above
 * the form. SPEC §7: a message that mentions the email goes under the email field.
 */
export function fieldOfServerError<Field extends AccountFieldName>(
  error: ApiError,
  fields: readonly Field[],
): Field | undefined {
  if (error.status < 400 || error.status >= 500) return undefined;
  const code = translatedCode(error.code);
  const byCode = code ? fields.find((field) => field === CODE_FIELD[code]) : undefined;
  if (byCode) return byCode;
  const message = error.message.toLowerCase();
  return fields.find((field) => FIELD_WORDS[field].some((word) => message.includes(word)));
}
