// What a new account made from a Google sign-in is called: pure rules over the ID token's claims.
import { PERSON_NAME_MAX_LENGTH, USERNAME_LENGTH, withoutControlCharacters } from '@quizdrill/contracts';

export interface GoogleProfile {
  subject: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}

// Room for a four-digit suffix, so "anna" … "anna9999" never need truncating.
const BASE_MAX_LENGTH = USERNAME_LENGTH.max - 4;
const FALLBACK_USERNAME = 'user';

/** Google sends a boolean; some older tokens carried the string "true". */
export const isEmailVerified = (claim: unknown): boolean => claim === true || claim === 'true';

/** Lower-case letters, digits, dots, dashes and underscores, accents dropped (å → a), no separator at the ends. */
function usernameCharacters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.')
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/([._-])[._-]+/g, '$1')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, BASE_MAX_LENGTH)
    .replace(/[._-]+$/, '');
}

/** The username a new account starts from: the email's local part, else the person's name, else "user". */
export function usernameBase(profile: GoogleProfile): string {
  const localPart = profile.email.split('@')[0]?.split('+')[0] ?? '';
  const fullName = [profile.givenName, profile.familyName].filter(Boolean).join(' ') || profile.name || '';
  const candidates = [localPart, fullName].map(usernameCharacters);
  return candidates.find((candidate) => candidate.length >= 3) ?? FALLBACK_USERNAME;
}

/** `base`, then base2, base3, … : the first not in `taken` (lower-case usernames). */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A name as Google sent it, tidied: runs of spaces made one, and control characters dropped (issue 39: what comes
 * from elsewhere is ours to clean, as the profile form refuses them).
 */
const tidy = (text: string | undefined) =>
  withoutControlCharacters(text ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, PERSON_NAME_MAX_LENGTH);

/**
 * First and last name from given_name and family_name; a missing one is taken from `name` ("Anna Lind"), and the
 * first name falls back to the username. The last name may stay empty: the profile page asks for it.
 */
export function personNames(
  profile: GoogleProfile,
  username: string,
): { firstName: string; lastName: string } {
  const givenName = tidy(profile.givenName);
  const fullName = tidy(profile.name);
  const [firstWord = '', ...otherWords] = fullName.split(' ');
  const firstName = givenName || firstWord || username;
  const restOfName = givenName
    ? fullName.startsWith(`${givenName} `)
      ? fullName.slice(givenName.length + 1)
      : ''
    : otherWords.join(' ');
  return { firstName, lastName: tidy(profile.familyName) || restOfName };
}
