// GIFT's [html] texts reduced to plain text: QuizDrill shows question texts as text, never as markup.
import { compile } from 'html-to-text';

/**
 * Compiled once: `convert(html, options)` compiles its options into a selector tree on every call, which was most
 * of the time a file of 2,000 HTML questions took to read (17 s; issue 39).
 */
const toText = compile({
  wordwrap: false,
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
