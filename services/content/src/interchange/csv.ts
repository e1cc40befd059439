// CSV with a header row `[type,] question, A, B, C, D, …, correct[, explanation][, lenient][, feedback A, …]`: comma
// or semicolon (Swedish Excel writes semicolons), quoted fields with newlines. A row's `type` is its kind (issue 43;
// none is single choice, as in a file written before kinds), which says what its item columns A… hold:
// - single, multiple: the options; `correct` the right one's label, or the right ones' (`A,C`);
// - truefalse: nothing (the options are the course language's True and False); `correct` A or true, B or false;
// - short: the accepted answers, each with an optional `%50%` credit; `lenient` yes to accept accents and typos;
// - numeric: the accepted values, `3.14:0.01` (value:tolerance), `1..5` or `42`, each with an optional `%50%`;
// - matching: the pairs, `left -> right` (`-> right` for an extra right item).
// `feedback A` is the feedback of item A. csv-parse does the quoting and reports each record's line; the export
// is what Swedish Excel opens directly: semicolons, CRLF, and a BOM so that å, ä and ö read as UTF-8; and no cell of
// it runs as a formula when opened (OWASP's CSV injection guidance), which the import undoes.
import {
  CSV_FORMULA_PREFIX,
  CSV_FORMULA_START,
  FULL_CREDIT,
  isQuestionKind,
  type Language,
  OPTION_LABELS,
  optionLabel,
  type QuestionKind,
} from '@quizdrill/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { type Fault, issue } from './issues.js';
import { questionFault } from './limits.js';
import {
  choiceQuestion,
  creditOf,
  matchingQuestion,
  numericQuestion,
  rangeOf,
  shortQuestion,
  trueFalseQuestion,
  weighed,
} from './model.js';
import { Reading } from './reading.js';
import type { ExportedQuestion, ParseOptions, ParseResult, QuestionModel } from './types.js';

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

type Column = { label: string; index: number };

/** The columns a header names: the options A… and, beside each, its optional `feedback A`. */
interface Columns {
  type: number;
  question: number;
  correct: number;
  explanation: number;
  lenient: number;
  items: (Column & { feedback: number })[];
}

function columnsOf(names: string[]): Columns | undefined {
  const items = names.flatMap((name, index) =>
    name.length === 1 && OPTION_LABELS.toLowerCase().includes(name)
      ? [{ label: name.toUpperCase(), index, feedback: names.indexOf(`feedback ${name}`) }]
      : [],
  );
  const columns = {
    type: names.indexOf('type'),
    question: names.indexOf('question'),
    correct: names.indexOf('correct'),
    explanation: names.indexOf('explanation'),
    lenient: names.indexOf('lenient'),
    items,
  };
  return columns.question < 0 || columns.correct < 0 || items.length < 2 ? undefined : columns;
}

/** A row's cells by column, each trimmed and with the export's formula guard taken off. */
type Cell = (index: number) => string;

/** A filled item cell of a row, with its label as the header names it and its feedback. */
interface Item {
  label: string;
  text: string;
  feedback: string;
}

const TRUTHS: Record<string, boolean> = {
  a: true,
  t: true,
  true: true,
  sant: true,
  b: false,
  f: false,
  false: false,
  falskt: false,
};
const YES = new Set(['yes', 'ja', 'true', 'sant', '1', 'x']);

/** `%50%` before a short or numeric answer: its credit, 100 when none is written. */
function credited(text: string): { credit: number; rest: string } {
  const { weight, rest } = weighed(text);
  return weight === undefined
    ? { credit: FULL_CREDIT, rest }
    : { credit: creditOf(weight), rest: rest.trim() };
}

/** The labels of `correct`: `B`, `A,C`, `A;C`, `A C` or `AC`. */
function labelsOf(correct: string): string[] {
  const parts = correct
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  return parts.length === 1 && /^[A-Z]+$/.test(parts[0]!) ? [...parts[0]!] : parts;
}

type RowRead = { question: QuestionModel } | Fault;

function readRow(
  kind: QuestionKind,
  cell: Cell,
  columns: Columns,
  items: Item[],
  language: Language,
): RowRead {
  const questionText = cell(columns.question);
  const explanation = columns.explanation >= 0 ? cell(columns.explanation) : null;
  const correct = cell(columns.correct);
  switch (kind) {
    case 'single':
    case 'multiple': {
      if (!correct) return { code: 'csv_right_answer_missing' };
      const labels = kind === 'single' ? [correct.toUpperCase()] : labelsOf(correct);
      if (labels.some((label) => !items.some((item) => item.label === label)))
        return { code: 'csv_right_answer_unknown', params: { answer: correct } };
      return {
        question: choiceQuestion(
          kind,
          questionText,
          items.map((item) => ({ ...item, isCorrect: labels.includes(item.label) })),
          explanation,
        ),
      };
    }
    case 'truefalse': {
      if (!correct) return { code: 'csv_right_answer_missing' };
      const truth = TRUTHS[correct.toLowerCase()];
      if (truth === undefined) return { code: 'csv_right_answer_unknown', params: { answer: correct } };
      // The options' cells may be left empty: their feedback is read all the same.
      const feedback = (label: string) =>
        cell(columns.items.find((item) => item.label === label)?.feedback ?? -1);
      return {
        question: trueFalseQuestion(
          questionText,
          truth,
          language,
          { true: feedback('A'), false: feedback('B') },
          explanation,
        ),
      };
    }
    case 'short': {
      const answers = items.map((item) => {
        const { credit, rest } = credited(item.text);
        return { text: rest, credit, feedback: item.feedback };
      });
      const lenient = columns.lenient >= 0 && YES.has(cell(columns.lenient).toLowerCase());
      return { question: shortQuestion(questionText, answers, lenient, explanation) };
    }
    case 'numeric': {
      const ranges = [];
      for (const item of items) {
        const { credit, rest } = credited(item.text);
        const range = rangeOf(rest);
        if (!range) return { code: 'number_unreadable', params: { value: rest } };
        ranges.push({ ...range, credit, feedback: item.feedback });
      }
      return { question: numericQuestion(questionText, ranges, explanation) };
    }
    case 'matching': {
      const pairs = [];
      for (const item of items) {
        const arrow = item.text.indexOf('->');
        if (arrow < 0) return { code: 'pair_incomplete' };
        pairs.push({ left: item.text.slice(0, arrow).trim(), right: item.text.slice(arrow + 2).trim() });
      }
      return { question: matchingQuestion(questionText, pairs, explanation) };
    }
  }
}

export function parseCsv(text: string, { language }: ParseOptions): ParseResult {
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
  const columns = columnsOf(head.record.map((name) => name.trim().toLowerCase()));
  if (!columns) {
    reading.error(issue(1, 'csv_header_columns'));
    return reading.result();
  }
  for (const { record, info } of rows) {
    if (reading.stopped) break;
    // csv-parse counts the lines read so far, so a record spanning lines started at the line after the previous.
    const line = info.lines - (record.join('').match(/\n/g)?.length ?? 0);
    const cell: Cell = (index) => (index < 0 ? '' : restoreFormula((record[index] ?? '').trim()));
    if (record.every((value) => !value.trim())) continue;
    // A file without a `type` column is SPEC's: every row single choice.
    const type = cell(columns.type).toLowerCase() || 'single';
    if (!isQuestionKind(type)) {
      reading.error(issue(line, 'csv_type_unknown', { type: cell(columns.type) }));
      continue;
    }
    const items = columns.items
      .filter(({ index }) => cell(index))
      .map(({ label, index, feedback }) => ({ label, text: cell(index), feedback: cell(feedback) }));
    const read = readRow(type, cell, columns, items, language);
    const fault = 'code' in read ? read : questionFault(read.question);
    if (fault) reading.error(issue(line, fault.code, fault.params));
    else if ('question' in read) reading.question({ line, ...read.question });
  }
  return reading.result();
}

/** What a question's item columns hold, by kind (see parseCsv), with each item's feedback. */
function itemsOf(question: ExportedQuestion): { text: string; feedback: string }[] {
  const feedback = (text: string | null | undefined) => text ?? '';
  const credited = (credit: number, text: string) =>
    credit !== FULL_CREDIT || text.startsWith('%') ? `%${credit}%${text}` : text;
  switch (question.kind) {
    case 'short':
      return (question.answers ?? []).map((answer) => ({
        text: credited(answer.credit, answer.text),
        feedback: feedback(answer.feedback),
      }));
    case 'numeric':
      return (question.ranges ?? []).map((range) => ({
        text: credited(range.credit, `${range.value}:${range.tolerance}`),
        feedback: feedback(range.feedback),
      }));
    case 'matching':
      return (question.pairs ?? []).map((pair) => ({
        text: pair.left ? `${pair.left} -> ${pair.right}` : `-> ${pair.right}`,
        feedback: '',
      }));
    default:
      return question.options.map((option) => ({
        text: option.optionText,
        feedback: feedback(option.feedback),
      }));
  }
}

function correctOf(question: ExportedQuestion): string {
  return question.options
    .flatMap((option, index) => (option.isCorrect ? [optionLabel(index)] : []))
    .join(',');
}

export function exportCsv(questions: ExportedQuestion[]): string {
  const items = questions.map(itemsOf);
  const itemCount = Math.max(4, ...items.map((row) => row.length));
  const labels = Array.from({ length: itemCount }, (_, index) => optionLabel(index));
  const rows = questions.map((question, row) =>
    [
      question.kind,
      question.questionText,
      ...labels.map((_, index) => items[row]![index]?.text ?? ''),
      correctOf(question),
      question.explanation ?? '',
      question.kind === 'short' && question.lenient ? 'yes' : '',
      ...labels.map((_, index) => items[row]![index]?.feedback ?? ''),
    ].map(neutraliseFormula),
  );
  const header = [
    'type',
    'question',
    ...labels,
    'correct',
    'explanation',
    'lenient',
    ...labels.map((label) => `feedback ${label}`),
  ];
  return stringify([header, ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the record delimiter (CRLF), not one holding a lone LF: Excel needs both.
    quoted_match: /[\r\n]/,
  });
}
