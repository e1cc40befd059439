// GIFT's [html] texts reduced to plain text: QuizDrill shows question texts as text, never as markup.
import { compile } from 'html-to-text';

/** Deeper than any question's markup; far below what overflows the stack. */
const MAX_HTML_DEPTH = 100;

/**
 * Compiled once: `convert(html, options)` compiles its options into a selector tree on every call, which was most
 * of the time a file of 2,000 HTML questions took to read (17 s; issue 39).
 */
const toText = compile({
  wordwrap: false,
  // Its walk is recursive: a text of 5,000 nested tags (15 kB) overflowed the stack, a 500. Deeper text is cut, said.
  limits: { maxDepth: MAX_HTML_DEPTH, ellipsis: '…' },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    // Headings as written, not shouted in capitals.
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
  ],
});

export function htmlToPlainText(html: string): string {
  return toText(html).trim();
}
