// One-time sign-in codes (issue 39, OWASP's answer to a lockout a stranger causes: "issue a device cookie ... for a
// way the attacker cannot use"): a teacher of the pupil's team, or an admin, makes a code and gives it to the pupil,
// who types it on the login page of the browser they are on; that browser is then one the account knows, so the
// lock on unknown browsers no longer stands in its way. The password is still needed; the code only vouches for
// the browser. A pure module: making, reading and storing a code's digest.
import { createHash, randomInt } from 'node:crypto';

/** Letters and digits nobody mistakes for each other when read aloud or off a screen (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;
/** Long enough to walk to the pupil's desk, short enough that a code left on paper soon means nothing. */
export const SIGN_IN_CODE_MINUTES = 60;

/** A new code as it is shown: `ABCD-EF23` (39 bits; guessing it is held back like a password). */
export function newSignInCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

/** The code as typed, however: any case, spaces and dashes, read as the letters it is. */
export function normalizedCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** What is stored of a code: its SHA-256, so the table alone gives no browser a way in. */
export function signInCodeDigest(code: string): string {
  return createHash('sha256').update(normalizedCode(code)).digest('base64url');
}
