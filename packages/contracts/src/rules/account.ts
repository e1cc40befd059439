// The rules of an account's fields (SPEC.md §5 "Login", "Profile"), as the auth service's request schemas apply them
// and the web app's forms check them before sending.

/** Usernames: 3–32 letters, digits, dots, dashes or underscores. */
export const USERNAME_LENGTH = { min: 3, max: 32 } as const;
export const USERNAME_PATTERN = '^[A-Za-z0-9._-]+$';
/** First and last names. */
export const PERSON_NAME_MAX_LENGTH = 100;
/** The longest address SMTP carries. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * ajv-formats' "email" format, which the services' schema validation applies to `format: 'email'`: the web app
 * checks the same, so both sides agree on what is valid.
 */
export const EMAIL_PATTERN =
  "^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$";
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
/** Login takes a username or an email address. */
export const LOGIN_NAME_MAX_LENGTH = EMAIL_MAX_LENGTH;
/** A team's (user group's) name. */
export const TEAM_NAME_MAX_LENGTH = 100;
/**
 * A teacher's one-time sign-in code (issue 39): eight letters and digits, shown as `ABCD-EF23`; typed in any case,
 * with spaces or dashes between, in at most this many characters.
 */
export const SIGN_IN_CODE_MAX_LENGTH = 16;
export const SIGN_IN_CODE_PATTERN = '^[ -]*([A-Za-z0-9][ -]*){8}$';
