// GIFT, Moodle's question text format (reference: Moodle's question/format/gift/format.php). Only single-answer
// multiple choice and true/false become questions here; every other type is skipped with a warning naming its line,
// never guessed into a wrong question.
import type { ImportSkippedType, Language } from '@quizdrill/contracts';
import { type Fault, issue } from './issues.js';
import { questionFault } from './limits.js';
import { htmlToPlainText } from './markup.js';
import { Reading } from './reading.js';
import type { ExportedQuestion, ParsedQuestion, ParseOptions, ParseResult } from './types.js';

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

function protectEscapes(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const next = text[i + 1];
    if (text[i] === '\\' && next !== undefined && ESCAPABLE[next]) {
      out += ESCAPABLE[next];
      i++;
    } else out += text[i];
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

const TRUE_FALSE: Record<Language, [string, string]> = { sv: ['Sant', 'Falskt'], en: ['True', 'False'] };

interface Block {
  line: number;
  text: string;
}

/**
 * Questions are separated by blank lines; whole-line `//` comments are dropped but keep their line. One block at a
 * time, so that reading stops where the file's limits are reached.
 */
function* blocksOf(text: string): Generator<Block> {
  let current: { line: number; lines: string[] } | undefined;
  let start = 0;
  for (let index = 0; start <= text.length; index++) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? undefined : end);
    start = end < 0 ? text.length + 1 : end + 1;
    if (!line.trim()) {
      if (current) yield { line: current.line, text: current.lines.join('\n') };
      current = undefined;
      continue;
    }
    const kept = line.trim().startsWith('//') ? '' : line;
    if (!current) {
      if (!kept) continue;
      current = { line: index + 1, lines: [] };
    }
    current.lines.push(kept);
  }
  if (current) yield { line: current.line, text: current.lines.join('\n') };
}

interface Answer {
  weight: number;
  text: string;
  feedback: string;
}

/** `=right`, `~wrong`, `~%50%partial`, each with an optional `#feedback`. */
function answersOf(answerText: string): Answer[] | undefined {
  const answers: Answer[] = [];
  const leading = answerText.split(/[=~]/, 1)[0]!;
  if (leading.trim()) return undefined;
  for (const match of answerText.matchAll(/([=~])([^=~]*)/g)) {
    let body = match[2]!.trim();
    let weight = match[1] === '=' ? 100 : 0;
    const percent = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
    if (percent) {
      weight = Number(percent[1]);
      body = body.slice(percent[0].length);
    }
    const hash = body.indexOf('#');
    answers.push({
      weight,
      text: hash < 0 ? body : body.slice(0, hash),
      feedback: hash < 0 ? '' : body.slice(hash + 1),
    });
  }
  return answers;
}

type BlockOutcome =
  | { kind: 'question'; question: Omit<ParsedQuestion, 'line'>; droppedFeedback: boolean }
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
  const questionRaw = after.trim() ? `${before}_____${after}` : before;
  let generalFeedback = '';
  const separator = answerText.lastIndexOf('####');
  if (separator >= 0) {
    generalFeedback = answerText.slice(separator + 4);
    answerText = answerText.slice(0, separator).trim();
  }
  const question = formattedText(questionRaw, 'moodle');
  const general = generalFeedback.trim() ? formattedText(generalFeedback, question.format).text : '';

  if (!answerText) return { kind: 'skipped', type: 'essay' };
  if (answerText.startsWith('#')) return { kind: 'skipped', type: 'numerical' };
  if (answerText.includes('~')) {
    const answers = answersOf(answerText);
    if (!answers) return { kind: 'error', line: lineAt(offset + open), code: 'text_before_answers' };
    const right = answers.filter((answer) => answer.weight >= 100);
    const partial = answers.some((answer) => answer.weight > 0 && answer.weight < 100);
    // No answer right at all is a mistake in the file (say so), not a question type QuizDrill lacks.
    if (right.length === 0 && !partial) return { kind: 'error', line: block.line, code: 'no_right_answer' };
    if (right.length !== 1 || partial) return { kind: 'skipped', type: 'weighted' };
    const options = answers.map((answer) => formattedText(answer.text, question.format).text);
    const correctIndex = answers.indexOf(right[0]!);
    const rightFeedback = formattedText(right[0]!.feedback, question.format).text;
    const explanation = general || rightFeedback || null;
    const droppedFeedback = answers.some(
      (answer) => answer.feedback.trim() && (answer !== right[0] || Boolean(general)),
    );
    return {
      kind: 'question',
      question: { questionText: question.text, options, correctIndex, explanation },
      droppedFeedback,
    };
  }
  if (answerText.includes('=') && answerText.includes('->')) return { kind: 'skipped', type: 'matching' };
  const [value, wrongFeedback = '', rightFeedback = ''] = answerText.split('#');
  const truth = value!.trim().toUpperCase();
  if (['T', 'TRUE', 'F', 'FALSE'].includes(truth)) {
    const feedback = formattedText(rightFeedback, question.format).text;
    return {
      kind: 'question',
      question: {
        questionText: question.text,
        options: [...TRUE_FALSE[language]],
        correctIndex: truth.startsWith('T') ? 0 : 1,
        explanation: general || feedback || null,
      },
      droppedFeedback: Boolean(wrongFeedback.trim()) || Boolean(general && feedback),
    };
  }
  return { kind: 'skipped', type: 'short_answer' };
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
      if (outcome.droppedFeedback) reading.warning(issue(block.line, 'feedback_dropped'));
    }
    if (reading.stopped) break;
  }
  return reading.result();
}

function escapeGift(text: string): string {
  const escaped = text.replace(/[\\~=#{}:]/g, (char) => `\\${char}`).replace(/\n/g, '\\n');
  // A leading "[" would read as a format, "//" as a comment: an explicit [plain] keeps the text as it is.
  return /^(\[|\/\/)/.test(escaped) ? `[plain]${escaped}` : escaped;
}

/** An answer: a text starting with `%` would read as a weight, so such a text gets its weight written out. */
function answer(text: string, right: boolean): string {
  const marker = right ? '=' : '~';
  return /^%/.test(text)
    ? `${marker}%${right ? 100 : 0}%${escapeGift(text)}`
    : `${marker}${escapeGift(text)}`;
}

export function exportGift(questions: ExportedQuestion[], heading: string): string {
  const parts = [`// ${heading.replace(/\n/g, ' ')}\n// Images are not carried in GIFT files.`];
  for (const question of questions) {
    const lines = [`${escapeGift(question.questionText)} {`];
    question.options.forEach((option, index) => {
      lines.push(`  ${answer(option, index === question.correctIndex)}`);
    });
    if (question.explanation) lines.push(`  ####${escapeGift(question.explanation)}`);
    lines.push('}');
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
