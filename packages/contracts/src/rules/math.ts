// Mathematics in a question's texts (issue 43): LaTeX between `\( … \)` (inline), `\[ … \]` or `$$ … $$` (display),
// the delimiters Moodle's and MathJax's users write. A single `$` is never a delimiter, so "$5 and $6" stays text.
// Pure, so the web app renders by the same rule the services could check by; the text itself is never rewritten:
// what is not math (an unclosed or empty delimiter, an escaped one) shows exactly as it was typed.

/** A run of a text: plain text as typed, or the LaTeX between a pair of delimiters (without them). */
export type MathSegment =
  | { kind: 'text'; text: string }
  | { kind: 'math'; tex: string; display: boolean; source: string };

const DELIMITERS = [
  { open: '\\(', close: '\\)', display: false },
  { open: '\\[', close: '\\]', display: true },
  { open: '$$', close: '$$', display: true },
] as const;

/**
 * Where the math opened at `from` ends: the index of its closing delimiter, or -1. A backslash takes the character
 * after it with it (`\$`, `\\` and `\}` inside math are LaTeX's own), and a delimiter inside braces
 * (`\text{$$}`) does not close, as in KaTeX's auto-render.
 */
function closingIndex(text: string, from: number, close: string): number {
  let depth = 0;
  for (let index = from; index < text.length; index++) {
    const character = text[index];
    if (depth <= 0 && text.startsWith(close, index)) return index;
    if (character === '\\') index++;
    else if (character === '{') depth++;
    else if (character === '}') depth--;
  }
  return -1;
}

/**
 * The text cut into plain-text and math segments, in order; joined back (math with its delimiters) they are the
 * text. Outside math a backslash escapes the character after it: `\$$` and `\\(` open nothing.
 */
export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let plainFrom = 0;
  let index = 0;
  while (index < text.length) {
    const delimiter = DELIMITERS.find((candidate) => text.startsWith(candidate.open, index));
    if (!delimiter) {
      // `\$` and `\\` are escapes; `\(` and `\[` were delimiters, found above.
      index += text[index] === '\\' && (text[index + 1] === '$' || text[index + 1] === '\\') ? 2 : 1;
      continue;
    }
    const texFrom = index + delimiter.open.length;
    const close = closingIndex(text, texFrom, delimiter.close);
    const tex = close < 0 ? '' : text.slice(texFrom, close);
    if (tex.trim() === '') {
      // Unclosed or empty: the delimiter is text, and math may still open after it.
      index = texFrom;
      continue;
    }
    if (plainFrom < index) segments.push({ kind: 'text', text: text.slice(plainFrom, index) });
    const end = close + delimiter.close.length;
    segments.push({ kind: 'math', tex, display: delimiter.display, source: text.slice(index, end) });
    plainFrom = index = end;
  }
  if (plainFrom < text.length) segments.push({ kind: 'text', text: text.slice(plainFrom) });
  return segments;
}

/** Whether the text holds any math: what decides that a page loads the typesetter. */
export function hasMath(text: string): boolean {
  return splitMath(text).some((segment) => segment.kind === 'math');
}
