// CSV with a header row `question, A, B, C, D, …, correct[, explanation]`: comma or semicolon (Swedish Excel writes
// semicolons), quoted fields with newlines. csv-parse does the quoting and reports each record's line; the export
// is what Swedish Excel opens directly: semicolons, CRLF, and a BOM so that å, ä and ö read as UTF-8; and no cell of
// it runs as a formula when opened (OWASP's CSV injection guidance), which the import undoes.
import { CSV_FORMULA_PREFIX, CSV_FORMULA_START, OPTION_LABELS, optionLabel } from '@quizdrill/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { issue } from './issues.js';
import { questionFault } from './limits.js';
import { Reading } from './reading.js';
import type { ExportedQuestion, ParseResult } from './types.js';

/** The delimiter the header row uses: the one of `;` and `,` it has more of. */
export function csvDelimiter(text: string): ';' | ',' {
  const header = text.slice(0, text.indexOf('\n') < 0 ? undefined : text.indexOf('\n'));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The header names this reads, lower-cased: `question`, the option letters, `correct`, `explanation`. */
export function csvHeader(text: string): string[] {
  const firstLine = text.slice(0, text.indexOf('\n') < 0 ? undefined : text.indexOf('\n'));
  return firstLine.split(csvDelimiter(text)).map((name) => name.trim().replace(/^"|"$/g, '').toLowerCase());
}

/** A cell as the export writes it: one a spreadsheet would run as a formula gets a `'` (see CSV_FORMULA_START). */
export function neutraliseFormula(value: string): string {
  return CSV_FORMULA_START.test(value) ? `${CSV_FORMULA_PREFIX}${value}` : value;
}

/** The export's `'` taken off again, exactly: only before what would otherwise be a formula. */
export function restoreFormula(value: string): string {
  return value.startsWith(CSV_FORMULA_PREFIX) && CSV_FORMULA_START.test(value) ? value.slice(1) : value;
}

export function parseCsv(text: string): ParseResult {
  const reading = new Reading();
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, csv-parse answers {record, info} per row; its typings do not follow the option.
    records = parse(text, {
      delimiter: csvDelimiter(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      reading.error(issue(line, 'csv_unreadable', { reason: error.message.replace(/^[A-Z_]+: /, '') }));
      return reading.result();
    }
    throw error;
  }
  const [head, ...rows] = records;
  if (!head) {
    reading.error(issue(1, 'csv_no_header'));
    return reading.result();
  }
  const names = head.record.map((name) => name.trim().toLowerCase());
  const questionColumn = names.indexOf('question');
  const correctColumn = names.indexOf('correct');
  const explanationColumn = names.indexOf('explanation');
  const optionColumns = names.flatMap((name, index) =>
    name.length === 1 && OPTION_LABELS.toLowerCase().includes(name)
      ? [{ label: name.toUpperCase(), index }]
      : [],
  );
  if (questionColumn < 0 || correctColumn < 0 || optionColumns.length < 2) {
    reading.error(issue(1, 'csv_header_columns'));
    return reading.result();
  }
  for (const { record, info } of rows) {
    if (reading.stopped) break;
    // csv-parse counts the lines read so far, so a record spanning lines started at the line after the previous.
    const line = info.lines - (record.join('').match(/\n/g)?.length ?? 0);
    const cell = (index: number) => restoreFormula((record[index] ?? '').trim());
    if (record.every((value) => !value.trim())) continue;
    const present = optionColumns.filter(({ index }) => cell(index));
    const correct = cell(correctColumn).toUpperCase();
    if (!correct) {
      reading.error(issue(line, 'csv_right_answer_missing'));
      continue;
    }
    const correctIndex = present.findIndex(({ label }) => label === correct);
    if (correctIndex < 0) {
      reading.error(issue(line, 'csv_right_answer_unknown', { answer: cell(correctColumn) }));
      continue;
    }
    const question = {
      questionText: cell(questionColumn),
      options: present.map(({ index }) => cell(index)),
      correctIndex,
      explanation: explanationColumn >= 0 && cell(explanationColumn) ? cell(explanationColumn) : null,
    };
    const fault = questionFault(question);
    if (fault) reading.error(issue(line, fault.code, fault.params));
    else reading.question({ line, ...question });
  }
  return reading.result();
}

export function exportCsv(questions: ExportedQuestion[]): string {
  const optionCount = Math.max(4, ...questions.map((question) => question.options.length));
  const labels = Array.from({ length: optionCount }, (_, index) => optionLabel(index));
  const rows = questions.map((question) =>
    [
      question.questionText,
      ...labels.map((_, index) => question.options[index] ?? ''),
      optionLabel(question.correctIndex),
      question.explanation ?? '',
    ].map(neutraliseFormula),
  );
  return stringify([['question', ...labels, 'correct', 'explanation'], ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the record delimiter (CRLF), not one holding a lone LF: Excel needs both.
    quoted_match: /[\r\n]/,
  });
}
