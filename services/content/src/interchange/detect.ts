// `format=auto`: which format a file is written in, from its content. The most particular signs are tried first:
// Moodle XML's <quiz>, a CSV header row, Aiken's ANSWER lines, Quizlet's one tab per line, GIFT's braces.
import type { ImportFormat } from '@quizdrill/contracts';
import { csvHeader } from './csv.js';

/**
 * An XML file whose root (past its declaration and comments) is <quiz>. A comment ends at its first `-->`: one that
 * might run on over the next (`[\s\S]*?`) let k comments be grouped 2^k ways (3 s for 26 empty comments).
 */
const MOODLE_XML = /^\s*(<\?xml[^>]*\?>\s*)?(<!--(?:(?!-->)[\s\S])*-->\s*)*<quiz[\s>]/;

export function detectFormat(text: string): ImportFormat | undefined {
  // Looked for near the start only: a comment of a megabyte is no Moodle export.
  if (MOODLE_XML.test(text.slice(0, 4096))) return 'moodlexml';
  const header = csvHeader(text);
  if (header.length >= 4 && header.includes('question') && header.includes('correct')) return 'csv';
  const lines = text.split('\n').filter((line) => line.trim() && !line.trim().startsWith('//'));
  if (lines.some((line) => /^\s*ANSWER:\s*[A-Za-z]\s*$/.test(line))) return 'aiken';
  const withOneTab = lines.filter((line) => line.split('\t').length === 2).length;
  if (withOneTab > 0 && withOneTab >= lines.length * 0.8 && !/[{}]/.test(text)) return 'quizlet';
  // A `{` with a `}` after it (as /\{[\s\S]*\}/ says, which backtracks from every `{` to the end: minutes on a
  // file of a million bytes with no `}`, issue 39).
  const open = text.indexOf('{');
  if (open >= 0 && text.lastIndexOf('}') > open) return 'gift';
  return undefined;
}
