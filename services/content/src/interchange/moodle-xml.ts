// Moodle XML, the format Moodle's question bank exports by default (reference: Moodle's
// question/format/xml/format.php): a <quiz> of <question type="…"> elements. Multiple choice (one pick or several),
// true/false, short answer, numerical and matching become questions with their feedback; other types are skipped
// with a warning naming their line. The XML is read by fast-xml-parser with entity expansion off (no DOCTYPE
// entities: a file of a few kilobytes cannot grow into gigabytes); the five XML entities and character references
// are decoded here, and HTML texts reduced to plain text.
import {
  FULL_CREDIT,
  type ImportIssueCode,
  type ImportSkippedType,
  type Language,
} from '@quizdrill/contracts';
import { decodeXML } from 'entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { issue } from './issues.js';
import { questionFault } from './limits.js';
import { htmlToPlainText } from './markup.js';
import {
  creditOf,
  matchingQuestion,
  numericQuestion,
  readNumber,
  shortQuestion,
  trueFalseQuestion,
  type WeighedRead,
  weighedChoiceQuestion,
} from './model.js';
import { Reading } from './reading.js';
import type { ParseOptions, ParseResult, QuestionModel } from './types.js';

const CDATA = '#cdata';
const TEXT = '#text';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Off: entities declared in a DOCTYPE are never expanded; the XML's own are decoded by textOf().
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: CDATA,
  textNodeName: TEXT,
  captureMetaData: true,
  isArray: (name) => ['question', 'answer', 'subquestion', 'text'].includes(name),
});
// Typed `Symbol` (the wrapper object) by the library: it is a symbol.
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

type Node = Record<string, unknown>;

/** Where an element starts in the file (captureMetaData). */
const startOf = (node: Node) =>
  (node as Record<symbol, { startIndex?: number } | undefined>)[META]?.startIndex ?? 0;

const SKIPPED: Record<string, ImportSkippedType> = {
  description: 'description',
  essay: 'essay',
  multianswer: 'cloze',
  calculated: 'calculated',
  calculatedsimple: 'calculated',
  calculatedmulti: 'calculated',
  ddwtos: 'drag_and_drop',
  ddimageortext: 'drag_and_drop',
  ddmarker: 'drag_and_drop',
  gapselect: 'drag_and_drop',
  ordering: 'ordering',
  random: 'random',
  randomsamatch: 'random',
};

const asNode = (value: unknown): Node | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const asNodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) => {
    const node = asNode(item);
    return node ? [node] : typeof item === 'string' ? [{ [TEXT]: item }] : [];
  });

/** The characters of an element: its text with the XML's entities decoded, and its CDATA as it is. */
function charactersOf(value: unknown): string {
  if (typeof value === 'string') return decodeXML(value);
  const node = asNode(value);
  if (!node) return '';
  const text = node[TEXT];
  const cdata = node[CDATA];
  const parts = [
    ...(Array.isArray(text) ? text : text === undefined ? [] : [text]).map((part) => decodeXML(String(part))),
    ...(Array.isArray(cdata) ? cdata : cdata === undefined ? [] : [cdata]).map(String),
  ];
  return parts.join('');
}

/** A text-carrying element (`<questiontext format="html"><text>…</text></questiontext>`) as plain text. */
function textOf(element: unknown, inherited = 'html'): string {
  const node = asNode(element);
  if (!node) return '';
  const format = typeof node['@format'] === 'string' ? node['@format'] : inherited;
  const raw = asNodes(node.text).map(charactersOf).join('').trim();
  return format === 'html' ? htmlToPlainText(raw) : raw;
}

/** A plain value (`<single>true</single>`, `<tolerance>0.01</tolerance>`). */
const plainValue = (element: unknown) => charactersOf(element ?? '').trim();

/** An answer's fraction of full credit; one that is no finite number (`1e999`, `Infinity`, `x`) gives none. */
const fractionOf = (answer: Node) => {
  const fraction = Number(answer['@fraction'] ?? 0);
  return Number.isFinite(fraction) ? fraction : 0;
};

type Outcome =
  | { kind: 'question'; question: QuestionModel; warnings: ImportIssueCode[] }
  | { kind: 'error'; code: ImportIssueCode; params?: Record<string, string | number> }
  | { kind: 'skipped'; type: ImportSkippedType }
  | { kind: 'none' };

function fromWeighed(read: WeighedRead): Outcome {
  return read.kind === 'skipped' ? { kind: 'skipped', type: 'several_right_single' } : read;
}

function readQuestion(question: Node, language: Language): Outcome {
  const type = String(question['@type'] ?? '');
  if (type === 'category') return { kind: 'none' };
  const skipped = SKIPPED[type];
  if (skipped) return { kind: 'skipped', type: skipped };
  const text = textOf(question.questiontext);
  const general = textOf(question.generalfeedback);
  const answers = asNodes(question.answer);
  // An answer's own format is its text's; its feedback says its own (Moodle writes both).
  const answerText = (answer: Node) => textOf(answer, 'moodle_auto_format');
  const feedbackOf = (answer: Node) => textOf(answer.feedback);
  switch (type) {
    case 'multichoice': {
      const single = plainValue(question.single).toLowerCase();
      return fromWeighed(
        weighedChoiceQuestion(
          single !== 'false' && single !== '0',
          text,
          answers.map((answer) => ({
            text: answerText(answer),
            feedback: feedbackOf(answer),
            weight: fractionOf(answer),
          })),
          general,
        ),
      );
    }
    case 'truefalse': {
      const right = answers.find((answer) => fractionOf(answer) >= FULL_CREDIT);
      const truth = right && answerText(right).toLowerCase();
      if (truth !== 'true' && truth !== 'false') return { kind: 'error', code: 'no_right_answer' };
      const feedback = (value: string) =>
        feedbackOf(answers.find((answer) => answerText(answer).toLowerCase() === value) ?? {});
      return {
        kind: 'question',
        question: trueFalseQuestion(
          text,
          truth === 'true',
          language,
          { true: feedback('true'), false: feedback('false') },
          general,
        ),
        warnings: [],
      };
    }
    case 'shortanswer':
      return {
        kind: 'question',
        question: shortQuestion(
          text,
          answers.map((answer) => ({
            text: answerText(answer),
            credit: creditOf(fractionOf(answer)),
            feedback: feedbackOf(answer),
          })),
          false,
          general,
        ),
        warnings: [],
      };
    case 'numerical': {
      const ranges = [];
      const warnings: ImportIssueCode[] = [];
      for (const answer of answers) {
        const written = answerText(answer);
        // `*`: any other answer, which a numeric question here has no place for.
        if (written === '*') {
          if (feedbackOf(answer)) warnings.push('feedback_dropped');
          continue;
        }
        const value = readNumber(written);
        const tolerance = readNumber(plainValue(answer.tolerance) || '0');
        if (value === undefined)
          return { kind: 'error', code: 'number_unreadable', params: { value: written } };
        if (tolerance === undefined)
          return {
            kind: 'error',
            code: 'number_unreadable',
            params: { value: plainValue(answer.tolerance) },
          };
        ranges.push({
          value,
          tolerance: Math.abs(tolerance),
          credit: creditOf(fractionOf(answer)),
          feedback: feedbackOf(answer),
        });
      }
      return { kind: 'question', question: numericQuestion(text, ranges, general), warnings };
    }
    case 'matching':
      return {
        kind: 'question',
        question: matchingQuestion(
          text,
          asNodes(question.subquestion).map((subquestion) => ({
            left: textOf(subquestion),
            right: textOf(asNode(subquestion.answer) ?? asNodes(subquestion.answer)[0], 'plain_text'),
          })),
          general,
        ),
        warnings: [],
      };
    default:
      return { kind: 'skipped', type: 'other' };
  }
}

/** Line numbers of character offsets, counted forward as the questions come in file order. */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let at = 0;
  return (offset) => {
    for (; at < offset && at < text.length; at++) if (text.charCodeAt(at) === 10) line++;
    return line;
  };
}

export function parseMoodleXml(text: string, { language }: ParseOptions): ParseResult {
  const reading = new Reading();
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    reading.error(issue(valid.err.line, 'xml_unreadable', { reason: valid.err.msg }));
    return reading.result();
  }
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch (error) {
    // Valid XML the parser still refuses (elements nested past its limit): the file's fault, not the service's.
    reading.error(issue(1, 'xml_unreadable', { reason: (error as Error).message }));
    return reading.result();
  }
  const quiz = asNode(asNode(parsed)?.quiz);
  const questions = asNodes(quiz?.question);
  if (questions.length === 0) {
    reading.error(issue(1, 'xml_not_moodle'));
    return reading.result();
  }
  const lineAt = lineCounter(text);
  for (const question of questions) {
    if (reading.stopped) break;
    const line = lineAt(startOf(question));
    const outcome = readQuestion(question, language);
    if (outcome.kind === 'skipped') reading.warning(issue(line, 'unsupported_type', { type: outcome.type }));
    else if (outcome.kind === 'error') reading.error(issue(line, outcome.code, outcome.params));
    else if (outcome.kind === 'question') {
      const fault = questionFault(outcome.question);
      if (fault) reading.error(issue(line, fault.code, fault.params));
      else reading.question({ line, ...outcome.question });
      for (const code of outcome.warnings) reading.warning(issue(line, code));
    }
  }
  return reading.result();
}
