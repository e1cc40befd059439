// Reading a question bank file: its bytes decoded, its format taken or recognised, its questions parsed within the
// import limits (reading.ts). Pure: the routes store what this returns; it runs in a worker thread (reader-pool.ts).
import type { ImportFormat, Language } from '@quizdrill/contracts';
import { parseAiken } from './aiken.js';
import { parseCsv } from './csv.js';
import { detectFormat } from './detect.js';
import { parseGift } from './gift.js';
import { issue } from './issues.js';
import { parseMoodleXml } from './moodle-xml.js';
import { parseQuizlet } from './quizlet.js';
import { decodeText } from './text.js';
import type { ParseResult } from './types.js';

export interface ReadResult extends ParseResult {
  /** The format read; null when `auto` recognised none. */
  format: ImportFormat | null;
}

export function parseText(text: string, format: ImportFormat, language: Language): ParseResult {
  switch (format) {
    case 'gift':
      return parseGift(text, { language });
    case 'aiken':
      return parseAiken(text);
    case 'csv':
      return parseCsv(text, { language });
    case 'quizlet':
      return parseQuizlet(text);
    case 'moodlexml':
      return parseMoodleXml(text, { language });
  }
}

export function readQuestionBank(
  bytes: Uint8Array,
  requested: ImportFormat | 'auto',
  language: Language,
): ReadResult {
  const decoded = decodeText(bytes);
  if ('error' in decoded) return { format: null, questions: [], warnings: [], errors: [decoded.error] };
  const format = requested === 'auto' ? detectFormat(decoded.text) : requested;
  if (!format) {
    return {
      format: null,
      questions: [],
      warnings: [],
      errors: [issue(1, 'format_not_recognised')],
    };
  }
  const result = parseText(decoded.text, format, language);
  if (decoded.encoding === 'windows-1252') {
    result.warnings.unshift(issue(1, 'not_utf8'));
  }
  if (result.questions.length === 0 && result.errors.length === 0) {
    result.errors.push(issue(1, 'no_questions'));
  }
  const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
  return { format, ...result, warnings: result.warnings.sort(byLine), errors: result.errors.sort(byLine) };
}

export { exportAiken } from './aiken.js';
export { exportCsv } from './csv.js';
export { exportGift } from './gift.js';
export { modelOf } from './model.js';
export type { ExportedQuestion, ParsedQuestion } from './types.js';
