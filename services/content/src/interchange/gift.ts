// GIFT, Moodle's question text format (reference: Moodle's question/format/gift/format.php). Every kind QuizDrill
// has is read, with its per-answer and general feedback; the types it has not (essay, description) are skipped with
// a warning naming their line, never guessed into a wrong question. Math is kept as its LaTeX source.
import {
  FULL_CREDIT,
  type ImportIssueCode,
  type ImportSkippedType,
  type Language,
  type NumericRange,
  type ShortAnswer,
} from '@quizdrill/contracts';
import { type Fault, issue } from './issues.js';
import { questionFault } from './limits.js';
import { htmlToPlainText } from './markup.js';
import {
  creditOf,
  matchingQuestion,
  numericQuestion,
  rangeOf,
  shortQuestion,
  trueFalseQuestion,
  weighedChoiceQuestion,
} from './model.js';
import { Reading } from './reading.js';
import type { ExportedQuestion, ParseOptions, ParseResult, QuestionModel } from './types.js';

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
function mathAfter(pair: string, inMath: boolean): boolean | undefined {
  if (MATH_OPEN.has(pair)) return true;
  if (MATH_CLOSE.has(pair)) return false;
  if (pair === '$$') return !inMath;
  return undefined;
}

/** The characters GIFT gives a meaning to when unescaped. */
const STRUCTURE = '{}=~#:';

const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);

function protectEscapes(text: string): string {
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

const restoreEscapes = (text: string) => text.replace(/[\uE000-\uE007]/g, (char) => UNESCAPED[char]!);

type TextFormat = 'plain' | 'markdown' | 'html' | 'moodle';
const FORMATS = new Set<TextFormat>(['plain', 'markdown', 'html', 'moodle']);

/** Reads an optional `[format]` prefix; HTML becomes plain text, the other formats are kept as written. */
function formattedText(raw: string, inherited: TextFormat): { text: string; format: TextFormat } {
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
const LENIENT = '// quizdrill: lenient';

interface Block {
  line: number;
  text: string;
  lenient: boolean;
}

/**
 * Questions are separated by blank lines; whole-line `//` comments are dropped but keep their line. One block at a
 * time, so that reading stops where the file's limits are reached.
 */
function* blocksOf(text: string): Generator<Block> {
  let current: { line: number; lines: string[] } | undefined;
  let lenient = false;
  let start = 0;
  const block = (from: { line: number; lines: string[] }) => {
    const found = { line: from.line, text: from.lines.join('\n'), lenient };
    lenient = false;
    return found;
  };
  for (let index = 0; start <= text.length; index++) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? undefined : end);
    start = end < 0 ? text.length + 1 : end + 1;
    if (!line.trim()) {
      if (current) yield block(current);
      current = undefined;
      continue;
    }
    const comment = line.trim().startsWith('//');
    if (comment && line.trim() === LENIENT) lenient = true;
    const kept = comment ? '' : line;
    if (!current) {
      if (!kept) continue;
      current = { line: index + 1, lines: [] };
    }
    current.lines.push(kept);
  }
  if (current) yield block(current);
}

interface Answer {
  weight: number | undefined;
  text: string;
  feedback: string;
}

/** `%50%` (a weight in percent) at the start of an answer, and the rest. */
function weighed(body: string): { weight: number | undefined; rest: string } {
  const percent = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
  return percent
    ? { weight: Number(percent[1]), rest: body.slice(percent[0].length) }
    : { weight: undefined, rest: body };
}

function withFeedback(body: string): { text: string; feedback: string } {
  const hash = body.indexOf('#');
  return { text: hash < 0 ? body : body.slice(0, hash), feedback: hash < 0 ? '' : body.slice(hash + 1) };
}

/** `=right`, `~wrong`, `~%50%partial`, each with an optional `#feedback`. Undefined when text comes first. */
function choicesOf(answerText: string): (Answer & { marker: '=' | '~' })[] | undefined {
  if (answerText.split(/[=~]/, 1)[0]!.trim()) return undefined;
  return [...answerText.matchAll(/([=~])([^=~]*)/g)].map((match) => {
    const { weight, rest } = weighed(match[2]!.trim());
    return { marker: match[1] as '=' | '~', weight, ...withFeedback(rest) };
  });
}

/** Short, numeric and matching answers: split at `=`, text before the first `=` being an answer too (Moodle's). */
function equalsAnswersOf(answerText: string): Answer[] {
  const parts = answerText.split('=').map((part) => part.trim());
  if (!parts[0]) parts.shift();
  return parts.map((part) => {
    const { weight, rest } = weighed(part);
    return { weight, ...withFeedback(rest) };
  });
}

type Read =
  | { kind: 'question'; question: QuestionModel; warnings: ImportIssueCode[] }
  | { kind: 'error'; fault: Fault };

const error = (code: ImportIssueCode, params?: Fault['params']): Read => ({
  kind: 'error',
  fault: { code, params },
});

function readChoice(
  questionText: string,
  answerText: string,
  format: TextFormat,
  general: string,
): Read | 'skip' {
  const answers = choicesOf(answerText);
  if (!answers) return error('text_before_answers');
  const read = weighedChoiceQuestion(
    // Moodle: one `=` makes a question answered with one pick; without any, the student ticks all that apply.
    answers.some((answer) => answer.marker === '='),
    questionText,
    answers.map((answer) => ({
      weight: answer.weight ?? (answer.marker === '=' ? FULL_CREDIT : 0),
      text: formattedText(answer.text, format).text,
      feedback: formattedText(answer.feedback, format).text,
    })),
    general,
  );
  if (read.kind === 'skipped') return 'skip';
  return read.kind === 'error' ? error(read.code) : read;
}

function readNumeric(questionText: string, answerText: string, format: TextFormat, general: string): Read {
  let body = answerText.slice(1);
  const warnings: ImportIssueCode[] = [];
  // `~#feedback`: feedback for any other answer, which a numeric question here has no place for.
  const other = body.indexOf('~');
  if (other >= 0) {
    if (withFeedback(body.slice(other + 1)).feedback.trim()) warnings.push('feedback_dropped');
    body = body.slice(0, other);
  }
  const ranges: NumericRange[] = [];
  for (const answer of equalsAnswersOf(body)) {
    // A `:` between value and tolerance is GIFT's own, escaped or not.
    const range = rangeOf(restoreEscapes(answer.text));
    if (!range) return error('number_unreadable', { value: restoreEscapes(answer.text).trim() });
    ranges.push({
      ...range,
      credit: creditOf(answer.weight ?? FULL_CREDIT),
      feedback: formattedText(answer.feedback, format).text,
    });
  }
  return { kind: 'question', question: numericQuestion(questionText, ranges, general), warnings };
}

function readMatching(questionText: string, answerText: string, format: TextFormat, general: string): Read {
  const pairs = [];
  for (const answer of equalsAnswersOf(answerText)) {
    const whole = answer.feedback ? `${answer.text}#${answer.feedback}` : answer.text;
    const arrow = whole.indexOf('->');
    if (arrow < 0) return error('pair_incomplete');
    pairs.push({
      left: formattedText(whole.slice(0, arrow), format).text,
      // Moodle reads the right-hand items as plain text.
      right: restoreEscapes(whole.slice(arrow + 2)).trim(),
    });
  }
  return { kind: 'question', question: matchingQuestion(questionText, pairs, general), warnings: [] };
}

function readShort(
  questionText: string,
  answerText: string,
  format: TextFormat,
  general: string,
  lenient: boolean,
): Read {
  const answers: ShortAnswer[] = equalsAnswersOf(answerText).map((answer) => ({
    text: formattedText(answer.text, format).text,
    credit: creditOf(answer.weight ?? FULL_CREDIT),
    feedback: formattedText(answer.feedback, format).text,
  }));
  return { kind: 'question', question: shortQuestion(questionText, answers, lenient, general), warnings: [] };
}

/** `{T}`, `{FALSE#feedback if wrong#feedback if right}`: undefined when the answer is not a truth value. */
function readTrueFalse(
  questionText: string,
  answerText: string,
  format: TextFormat,
  general: string,
  language: Language,
): Read | undefined {
  const [value, wrongFeedback = '', rightFeedback = ''] = answerText.split('#');
  const truth = value!.trim().toUpperCase();
  if (!['T', 'TRUE', 'F', 'FALSE'].includes(truth)) return undefined;
  const isTrue = truth.startsWith('T');
  const right = formattedText(rightFeedback, format).text;
  const wrong = formattedText(wrongFeedback, format).text;
  return {
    kind: 'question',
    question: trueFalseQuestion(
      questionText,
      isTrue,
      language,
      isTrue ? { true: right, false: wrong } : { true: wrong, false: right },
      general,
    ),
    warnings: [],
  };
}

type BlockOutcome =
  | { kind: 'question'; question: QuestionModel; warnings: ImportIssueCode[] }
  | { kind: 'skipped'; type: ImportSkippedType }
  | ({ kind: 'error'; line: number } & Fault)
  | { kind: 'none' };

function readBlock(block: Block, language: Language): BlockOutcome {
  let text = protectEscapes(block.text);
  // A `$CATEGORY:` line names a Moodle category: QuizDrill has the course instead, so it is dropped.
  if (/^\s*\$CATEGORY:/.test(text)) {
    const newline = text.indexOf('\n');
    if (newline < 0) return { kind: 'none' };
    text = `\n${text.slice(newline + 1)}`;
  }
  const lineAt = (offset: number) => block.line + (text.slice(0, offset).match(/\n/g)?.length ?? 0);

  let body = text.trimStart();
  const bodyOffset = text.length - body.length;
  let titleLength = 0;
  if (body.startsWith('::')) {
    const end = body.indexOf('::', 2);
    titleLength = end < 0 ? 2 : end + 2;
  }
  body = body.slice(titleLength);
  const offset = bodyOffset + titleLength;

  const open = body.indexOf('{');
  const close = body.indexOf('}');
  if (open < 0 && close < 0) return { kind: 'skipped', type: 'description' };
  if (open < 0 || close < 0 || close < open) {
    const at = open < 0 ? close : close < 0 ? open : close;
    return {
      kind: 'error',
      line: lineAt(offset + at),
      code: 'unbalanced_braces',
      params: { brace: open < 0 || (close >= 0 && close < open) ? '}' : '{' },
    };
  }
  const nested = body.indexOf('{', open + 1);
  if (nested >= 0 && nested < close)
    return { kind: 'error', line: lineAt(offset + nested), code: 'brace_inside_answers' };
  const after = body.slice(close + 1);
  const stray = after.search(/[{}]/);
  if (stray >= 0) {
    return {
      kind: 'error',
      line: lineAt(offset + close + 1 + stray),
      code: 'several_answer_blocks',
    };
  }

  let answerText = body.slice(open + 1, close).trim();
  const before = body.slice(0, open);
  // Text after the answers makes the question a gap to fill, as Moodle writes it.
  const questionRaw = after.trim() ? `${before}_____${after}` : before;
  let generalFeedback = '';
  const separator = answerText.lastIndexOf('####');
  if (separator >= 0) {
    generalFeedback = answerText.slice(separator + 4);
    answerText = answerText.slice(0, separator).trim();
  }
  const question = formattedText(questionRaw, 'moodle');
  const format = question.format;
  const general = formattedText(generalFeedback, format).text;

  // Moodle's order of telling the types apart.
  let read: Read | 'skip' | undefined;
  if (!answerText) return { kind: 'skipped', type: 'essay' };
  if (answerText.startsWith('#')) read = readNumeric(question.text, answerText, format, general);
  else if (answerText.includes('~')) read = readChoice(question.text, answerText, format, general);
  else if (answerText.includes('=') && answerText.includes('->'))
    read = readMatching(question.text, answerText, format, general);
  else
    read =
      readTrueFalse(question.text, answerText, format, general, language) ??
      readShort(question.text, answerText, format, general, block.lenient);
  if (read === 'skip') return { kind: 'skipped', type: 'several_right_single' };
  if (read.kind === 'error') return { kind: 'error', line: block.line, ...read.fault };
  return read;
}

export function parseGift(text: string, { language }: ParseOptions): ParseResult {
  const reading = new Reading();
  for (const block of blocksOf(text)) {
    const outcome = readBlock(block, language);
    if (outcome.kind === 'skipped') {
      reading.warning(issue(block.line, 'unsupported_type', { type: outcome.type }));
    } else if (outcome.kind === 'error') {
      reading.error(issue(outcome.line, outcome.code, outcome.params));
    } else if (outcome.kind === 'question') {
      const fault = questionFault(outcome.question);
      if (fault) reading.error(issue(block.line, fault.code, fault.params));
      else reading.question({ line: block.line, ...outcome.question });
      for (const code of outcome.warnings) reading.warning(issue(block.line, code));
    }
    if (reading.stopped) break;
  }
  return reading.result();
}

// Export.

/**
 * GIFT's escapes for one text. A line break is written `\n`, except inside math before a letter, where `\n` would
 * read back as a LaTeX command: there it stays a line break of the file.
 */
function escapeGift(text: string, formatted = true): string {
  let out = '';
  let inMath = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const pair = text.slice(i, i + 2);
    const math = mathAfter(pair, inMath);
    if (math !== undefined) {
      inMath = math;
      out += pair;
      i++;
    } else if (char === '\n') out += inMath && isLetter(text[i + 1]) ? '\n' : '\\n';
    else out += '\\~=#{}:'.includes(char) ? `\\${char}` : char;
  }
  // A leading "[" would read as a format, "//" as a comment: an explicit [plain] keeps the text as it is (where a
  // format is read at all: not on a matching question's right-hand side).
  return formatted && /^(\[|\/\/)/.test(out) ? `[plain]${out}` : out;
}

const feedbackPart = (feedback: string | null | undefined) => (feedback ? `#${escapeGift(feedback)}` : '');

/** `%50%`: a weight in percent, to five decimals as Moodle writes a third. */
const weight = (percent: number) => `%${Number(percent.toFixed(5))}%`;

/** An answer's weight, written when it is not full credit or the text would read as a weight. */
const creditPart = (credit: number, text: string) =>
  credit !== FULL_CREDIT || text.startsWith('%') ? weight(credit) : '';

function answerLines(question: ExportedQuestion): string[] {
  switch (question.kind) {
    case 'single':
      return question.options.map((option) => {
        const [marker, percent] = option.isCorrect ? ['=', FULL_CREDIT] : ['~', 0];
        const written = option.optionText.startsWith('%') ? weight(percent) : '';
        return `${marker}${written}${escapeGift(option.optionText)}${feedbackPart(option.feedback)}`;
      });
    case 'multiple': {
      // Weights that give QuizDrill's partial credit in Moodle too.
      const share = FULL_CREDIT / question.options.filter((option) => option.isCorrect).length;
      return question.options.map(
        (option) =>
          `~${weight(option.isCorrect ? share : -share)}${escapeGift(option.optionText)}${feedbackPart(option.feedback)}`,
      );
    }
    case 'truefalse': {
      const [yes, no] = question.options;
      const truth = yes?.isCorrect ?? true;
      const [right, wrong] = truth ? [yes, no] : [no, yes];
      // `{T#feedback if wrong#feedback if right}`
      const feedback =
        right?.feedback || wrong?.feedback
          ? `#${escapeGift(wrong?.feedback ?? '')}#${escapeGift(right?.feedback ?? '')}`
          : '';
      return [`${truth ? 'TRUE' : 'FALSE'}${feedback}`];
    }
    case 'short':
      return (question.answers ?? []).map(
        (answer) =>
          `=${creditPart(answer.credit, answer.text)}${escapeGift(answer.text)}${feedbackPart(answer.feedback)}`,
      );
    case 'numeric':
      return [
        '#',
        ...(question.ranges ?? []).map(
          (range) =>
            `=${creditPart(range.credit, '')}${range.value}:${range.tolerance}${feedbackPart(range.feedback)}`,
        ),
      ];
    case 'matching':
      return (question.pairs ?? []).map(
        (pair) => `=${escapeGift(pair.left)} -> ${escapeGift(pair.right, false)}`,
      );
  }
}

export function exportGift(questions: ExportedQuestion[], heading: string): string {
  const parts = [`// ${heading.replace(/\n/g, ' ')}\n// Images are not carried in GIFT files.`];
  for (const question of questions) {
    const lines = question.kind === 'short' && question.lenient ? [LENIENT] : [];
    lines.push(`${escapeGift(question.questionText)} {`);
    for (const line of answerLines(question)) lines.push(`  ${line}`);
    if (question.explanation) lines.push(`  ####${escapeGift(question.explanation)}`);
    lines.push('}');
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
