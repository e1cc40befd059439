/**
 * The most letters a word of an option may have and still fit a phone's half-width tile whole (about 140 px of bold
 * text at 1.15rem): a longer word gets the options one to a row instead of being broken between two letters.
 */
export const LETTERS_IN_A_HALF_TILE = 10;

/** Whether any option's text has a word longer than `longest` characters. */
export function hasLongWord(texts: readonly string[], longest = LETTERS_IN_A_HALF_TILE): boolean {
  return texts.some((text) => text.split(/[\s\u00ad/-]+/u).some((word) => [...word].length > longest));
}
