// GIFT's text rules, shared by reading and writing: its escapes, LaTeX math inside a text, and the `[format]` prefix.
import { htmlToPlainText } from './markup.js';

// Escaped control characters become private-use code points while the structure is read, and come back after.
const ESCAPABLE: Record<string, string> = {
  '\\': '\uE000',
  ':': '\uE001',
  '#': '\uE002',
  '=': '\uE003',
  '{': '\uE004',
  '}': '\uE005',
  '~': '\uE006',
  n: '\uE007',
};
const UNESCAPED: Record<string, string> = {
  '\uE000': '\\',
  '\uE001': ':',
  '\uE002': '#',
  '\uE003': '=',
  '\uE004': '{',
  '\uE005': '}',
  '\uE006': '~',
  '\uE007': '\n',
};

/**
 * LaTeX's delimiters: `\(` `\)` `\[` `\]` and `$$`. Inside math `\n` before a letter is a command (`\neq`, `\nu`,
 * `\nabla`), not GIFT's line break; the delimiters themselves are not GIFT escapes and are read and written as they
 * are.
 */
const MATH_OPEN = new Set(['\\(', '\\[']);
const MATH_CLOSE = new Set(['\\)', '\\]']);

/** Whether math is open after the delimiter `pair` (which is none when it is not one). */
export function mathAfter(pair: string, inMath: boolean): boolean | undefined {
  if (MATH_OPEN.has(pair)) return true;
  if (MATH_CLOSE.has(pair)) return false;
  if (pair === '$$') return !inMath;
  return undefined;
}

/** The characters GIFT gives a meaning to when unescaped. */
const STRUCTURE = '{}=~#:';

export const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);

export function protectEscapes(text: string): string {
  let out = '';
  let inMath = false;
  for (let i = 0; i < text.length; i++) {
    const next = text[i + 1];
    const latexCommand = inMath && next === 'n' && isLetter(text[i + 2]);
    if (text[i] === '\\' && next !== undefined && ESCAPABLE[next] && !latexCommand) {
      out += ESCAPABLE[next];
      i++;
      continue;
    }
    const pair = text.slice(i, i + 2);
    const math = mathAfter(pair, inMath);
    if (math === undefined) {
      // GIFT's own marks end a text, and its math with it: the export writes each text's escapes on their own.
      if (STRUCTURE.includes(text[i]!) || pair === '->') inMath = false;
      out += text[i];
    } else {
      inMath = math;
      out += pair;
      i++;
    }
  }
  return out;
}

export const restoreEscapes = (text: string) => text.replace(/[\uE000-\uE007]/g, (char) => UNESCAPED[char]!);

export type TextFormat = 'plain' | 'markdown' | 'html' | 'moodle';
const FORMATS = new Set<TextFormat>(['plain', 'markdown', 'html', 'moodle']);

/** Reads an optional `[format]` prefix; HTML becomes plain text, the other formats are kept as written. */
export function formattedText(raw: string, inherited: TextFormat): { text: string; format: TextFormat } {
  let text = raw.trim();
  let format = inherited;
  const prefix = /^\[(\w+)\]/.exec(text);
  if (prefix && FORMATS.has(prefix[1] as TextFormat)) {
    format = prefix[1] as TextFormat;
    text = text.slice(prefix[0].length);
  }
  text = restoreEscapes(text).trim();
  return { text: format === 'html' ? htmlToPlainText(text) : text, format };
}

/** A comment QuizDrill writes before a short-answer question that accepts accents and typos (GIFT has no word). */
export const LENIENT = '// quizdrill: lenient';
