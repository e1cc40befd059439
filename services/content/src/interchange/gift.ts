// GIFT, Moodle's question text format (reference: Moodle's question/format/gift/format.php). Every kind QuizDrill
// has is read, with its per-answer and general feedback; the types it has not (essay, description) are skipped with
// a warning naming their line, never guessed into a wrong question. Math is kept as its LaTeX source.
import type { ImportIssueCode, ImportSkippedType, Language } from '@quizdrill/contracts';
import {
  type Read,
  readChoice,
  readMatching,
  readNumeric,
  readShort,
  readTrueFalse,
} from './gift-answers.js';
import { formattedText, LENIENT, protectEscapes } from './gift-text.js';
import { type Fault, issue } from './issues.js';
import { questionFault } from './limits.js';
import { Reading } from './reading.js';
import type { ParseOptions, ParseResult, QuestionModel } from './types.js';

export { exportGift } from './gift-export.js';

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
