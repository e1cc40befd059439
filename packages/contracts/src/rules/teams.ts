// How a class joins its team (issue 41): by the team's join code (its link and QR code carry it), or by a list of
// usernames and e-mail addresses a teacher pastes. The auth service applies these; the web app shows and checks
// codes and lists by the same rules.

/**
 * The characters of a join code: digits and capitals without those read one for another (0/O, 1/I/L), so a code
 * copied off a board or a screen is typed right. 31 characters.
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/**
 * 8 characters: 31⁸ ≈ 8.5 · 10¹¹ codes. With a signed-in user's wrong guesses held to JOIN_GUESSES_PER_WINDOW per
 * window, one account guessing all day against 10,000 live codes has about one chance in 40,000 of a hit.
 */
export const JOIN_CODE_LENGTH = 8;
/** Wrong codes one signed-in user may try per window; then joining answers 429 until the window ends. */
export const JOIN_GUESSES_PER_WINDOW = 10;
export const JOIN_GUESS_WINDOW_SECONDS = 600;

/** The app's page a team's link opens: `${origin}/join/<code>` (the QR code carries the same address). */
export const JOIN_PATH_PREFIX = '/join/';

/**
 * A code as typed, pasted or read from a link, the way the server compares it: capitals, without the spaces and
 * dashes people group it with ("abcd-2345" is "ABCD2345").
 */
export function normalizeJoinCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a normalized code can be one at all (length and alphabet); anything else is refused unread. */
export function isWellFormedJoinCode(code: string): boolean {
  return (
    code.length === JOIN_CODE_LENGTH && [...code].every((character) => JOIN_CODE_ALPHABET.includes(character))
  );
}

/** `ABCD2345` shown as `ABCD-2345`: two halves are easier to read out to a class. */
export function displayJoinCode(code: string): string {
  return `${code.slice(0, JOIN_CODE_LENGTH / 2)}-${code.slice(JOIN_CODE_LENGTH / 2)}`;
}

/** A pasted list of members: at most this many characters, and at most this many entries. */
export const MEMBER_LIST_MAX_LENGTH = 20_000;
export const MEMBER_LIST_MAX_ENTRIES = 300;

export interface MemberListEntry {
  /** 1-based line of the pasted text, so the report can be read beside it. */
  line: number;
  /** The entry as written, trimmed. */
  text: string;
}

/**
 * The entries of a pasted list: one per line, or several on a line separated by commas, semicolons or tabs (a
 * column or a row copied from a spreadsheet, or a list from an e-mail). Empty entries are dropped.
 */
export function splitMemberList(list: string): MemberListEntry[] {
  return list.split(/\r\n|\r|\n/).flatMap((line, index) =>
    line
      .split(/[,;\t]/)
      .map((text) => text.trim())
      .filter((text) => text.length > 0)
      .map((text) => ({ line: index + 1, text })),
  );
}
