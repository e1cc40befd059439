// The live classroom's limits and the pure rules both sides apply (issue 17): the service refuses what breaks
// them, the web app's forms check the same numbers before sending. No dependency, so the browser can take it.

/** A game's PIN: six digits, never starting with 0 (a PIN read aloud loses a leading zero). */
export const LIVE_PIN_LENGTH = 6;
export const LIVE_PIN_PATTERN = '^[1-9][0-9]{5}$';

/** A guest's nickname, after trimming: 1–20 characters. */
export const NICKNAME_MIN_LENGTH = 1;
export const NICKNAME_MAX_LENGTH = 20;

/** Seconds a timed question stays open; `null` instead means the teacher advances. */
export const QUESTION_SECONDS_MIN = 5;
export const QUESTION_SECONDS_MAX = 120;

/** Players in one game, unless the deployment sets another limit (LIVE_MAX_PLAYERS). */
export const DEFAULT_MAX_PLAYERS = 1000;

/** A right answer scores this much plus up to as much again for speed; with the teacher advancing, both. */
export const BASE_POINTS = 500;
export const SPEED_POINTS = 500;

/** The leaders shown after each reveal and on the podium. */
export const TOP_PLAYERS_SHOWN = 5;

/**
 * Players send `Authorization: Player <playerToken>`: a token scoped to one game, never an account token. The
 * gateway passes it to classroom untouched, and a 401 answering it (`player_token_invalid`) never ends the
 * browser's signed-in session.
 */
export const PLAYER_AUTHORIZATION_SCHEME = 'Player';

/** What a player token looks like: 43 base64url characters (32 random bytes). */
const PLAYER_AUTHORIZATION = /^player ([A-Za-z0-9_-]{43})$/i;

/** Whether the Authorization header names the Player scheme (whatever follows it). */
export function isPlayerAuthorization(header: string | undefined): boolean {
  return header !== undefined && /^player(\s|$)/i.test(header);
}

/** The player token of `Player <token>`; undefined when the header is absent, another scheme or malformed. */
export function playerTokenOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  return PLAYER_AUTHORIZATION.exec(header)?.[1];
}

export function isValidPin(pin: string): boolean {
  return new RegExp(LIVE_PIN_PATTERN).test(pin);
}

/**
 * A nickname is one line of visible text: no control characters, and no bidirectional overrides, which would
 * make a name on the projector read as something else.
 */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A nickname as shown: outer spaces trimmed, inner runs of white space one space, Unicode composed (NFC). */
export function cleanNickname(nickname: string): string {
  return nickname.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Whether a cleaned nickname may be used: 1–20 characters (code points), none of the forbidden ones. */
export function isValidNickname(cleaned: string): boolean {
  const length = [...cleaned].length;
  return (
    length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH && !FORBIDDEN_CHARACTERS.test(cleaned)
  );
}

/**
 * What makes two nicknames the same in one game: compatibility-folded and case-folded, so "Ella", "ELLA" and
 * "Ｅｌｌａ" cannot stand side by side on the projector.
 */
export function nicknameKey(nickname: string): string {
  return cleanNickname(nickname).normalize('NFKC').toLocaleLowerCase('sv');
}

/** A teacher's note on an assignment ("Kapitel 3 till fredag"), after trimming. */
export const ASSIGNMENT_NOTE_MAX_LENGTH = 500;

/** Why an assignment stopped counting: its team or its course was deleted. */
export const ASSIGNMENT_CLOSED_REASONS = ['team_deleted', 'course_deleted'] as const;

/** Whether an assignment is past its due date and the student has not finished it. */
export function isOverdue(dueAt: string | null, finished: boolean, now: Date = new Date()): boolean {
  return dueAt !== null && !finished && Date.parse(dueAt) < now.getTime();
}
