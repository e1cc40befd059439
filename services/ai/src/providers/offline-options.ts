// Options for the offline provider's questions: distractors of the same kind as the answer taken from the text
// (nearby numbers when it has too few), never two alike, shuffled by a seed so the same input gives the same order.
import type { GeneratedOption, Language } from '@quizdrill/contracts';
import {
  comparable,
  type Sentence,
  sameAnswerKey,
  showsIn,
  type TermKind,
  tokenize,
} from './offline-text.js';

const LABELS = ['A', 'B', 'C', 'D'] as const;
export const DISTRACTOR_COUNT = LABELS.length - 1;

// Wrong by construction and never the same as each other: the last resort of a text with too few terms.
const FILLERS: Record<Language, string[]> = {
  sv: [
    'Inget av de andra alternativen',
    'Det framgår inte av texten',
    'Något annat',
    'Vet inte',
    'Inget av svaren',
    'Annat svar',
  ],
  en: [
    'None of the other options',
    'The text does not say',
    'Something else',
    'Not known',
    'None of these',
    'Another answer',
  ],
};

/** FNV-1a: a stable 32-bit seed from any text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Mulberry32: small, fast and good enough to shuffle four options. */
function seededRandom(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

export interface Candidate {
  text: string;
  kind: TermKind;
  /** Made up (a nearby number), not taken from the text: used only when the text has too few of its own. */
  invented?: boolean;
}

/** The distinct terms of a whole text: where distractors come from. */
export function termPool(sentences: readonly Sentence[]): Candidate[] {
  const seen = new Map<string, Candidate>();
  for (const sentence of sentences) {
    for (const term of sentence.terms) {
      const key = comparable(term.text);
      if (!seen.has(key)) seen.set(key, { text: term.text, kind: term.kind });
    }
  }
  return [...seen.values()];
}

/** Thousands grouped by the answer's own separator (a space in "5 650"), or not at all. */
function grouped(whole: string, separator: string): string {
  return separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
}

/** Nearby numbers written like the answer (grouping, decimals, separator, percent): 1523 → 1520, 1533, 1498 … */
function numberVariants(answer: string, random: () => number): Candidate[] {
  const match = /^([0-9]{1,3}(?:([ \u00a0])[0-9]{3})+|[0-9]+)(?:([.,])([0-9]+))?(%?)$/.exec(answer);
  if (!match) return [];
  const [, digits = '0', groupSeparator = '', decimalSeparator = '.', fraction = '', percent = ''] = match;
  const value = Number(`${digits.replace(/\D/g, '')}.${fraction || '0'}`);
  const unit = 10 ** -fraction.length;
  const isYear = !groupSeparator && fraction === '' && percent === '' && value >= 1000 && value <= 2100;
  const magnitude = Math.max(unit, 10 ** (Math.floor(Math.log10(Math.max(value, 1))) - 1));
  const steps = isYear ? [1, 2, 3, 5, 10, 20, 50] : [1, 2, 3, 4, 5].map((step) => step * magnitude);
  const variants = steps
    .flatMap((step) => [value + step, value - step])
    .filter((variant) => variant >= 0)
    .map((variant) => {
      const [whole = '0', decimals] = variant.toFixed(fraction.length).split('.');
      return `${grouped(whole, groupSeparator)}${decimals ? decimalSeparator + decimals : ''}${percent}`;
    });
  return shuffled(variants, random).map((text) => ({ text, kind: 'number', invented: true }));
}

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** True when one is the other or a part of it in whole words ("Vasa" and "Gustav Vasa"): both would be right. */
function overlaps(first: string, second: string): boolean {
  const firstWords = tokenize(comparable(first)).map((token) => token.text);
  const secondWords = new Set(tokenize(comparable(second)).map((token) => token.text));
  const [shorter, longer] =
    firstWords.length <= secondWords.size
      ? [firstWords, secondWords]
      : [[...secondWords], new Set(firstWords)];
  return shorter.length > 0 && shorter.every((word) => longer.has(word));
}

/** 1 for the same kind; nearly as good, a name for a capitalised first word or the other way round. */
export function kindMatch(first: TermKind, second: TermKind): number {
  if (first === second) return 1;
  const capitalisedKinds: TermKind[] = ['name', 'capitalised'];
  return capitalisedKinds.includes(first) && capitalisedKinds.includes(second) ? 0.7 : 0;
}

const sameEnding = (first: string, second: string, length: number) =>
  first.slice(-length).toLowerCase() === second.slice(-length).toLowerCase();

/** How good a wrong answer the candidate makes: the same kind as the answer, and looking like it. */
function plausibility(answer: Candidate, candidate: Candidate): number {
  let score = 10 * kindMatch(candidate.kind, answer.kind);
  if (candidate.invented) score -= 1;
  score -= Math.min(4, Math.abs(candidate.text.length - answer.text.length) / 3);
  if (answer.kind === 'number' && digitCount(candidate.text) === digitCount(answer.text)) score += 3;
  if (answer.kind !== 'number') {
    // The same inflection (a genitive -s, a definite -en) keeps the sentence grammatical with any option.
    score +=
      Number(sameEnding(candidate.text, answer.text, 1)) + Number(sameEnding(candidate.text, answer.text, 2));
    score += Number(candidate.text.split(' ').length === answer.text.split(' ').length);
  }
  return score;
}

/**
 * Words lower-case unless the blank starts the sentence; names and numbers as the text writes them; a capitalised
 * first word like a name, or like a word among words.
 */
function rendered(candidate: Candidate, answerKind: TermKind, atSentenceStart: boolean): string {
  const asWord = candidate.kind === 'word' || (candidate.kind === 'capitalised' && answerKind === 'word');
  if (!asWord) return candidate.text;
  const lower = candidate.text.toLowerCase();
  return atSentenceStart ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
}

export interface OptionsRequest {
  answer: Candidate;
  questionText: string;
  /** Every option written capitalised: the blank starts its sentence, or the options stand alone. */
  atSentenceStart: boolean;
  pool: readonly Candidate[];
  language: Language;
  seed: string;
}

/**
 * Four distinct options (as a reader tells answers apart), one correct, shuffled by the seed and labelled A–D. A
 * wrong option never shows in the question (the student would see it there, and in a cloze it often reads as
 * right) and is never the answer again; fillers come last, and only those the question does not show either.
 */
export function buildOptions(request: OptionsRequest): GeneratedOption[] {
  const random = seededRandom(request.seed);
  const answerText = rendered(request.answer, request.answer.kind, request.atSentenceStart);
  const candidates = [...request.pool, ...numberVariants(request.answer.text, random)]
    .filter((candidate) => !overlaps(candidate.text, request.answer.text))
    .map((candidate) => ({ candidate, score: plausibility(request.answer, candidate) + random() * 0.5 }))
    .sort((first, second) => second.score - first.score)
    .map(({ candidate }) => rendered(candidate, request.answer.kind, request.atSentenceStart));
  const taken = new Set([sameAnswerKey(answerText)]);
  const distractors: string[] = [];
  for (const text of [...candidates, ...FILLERS[request.language]]) {
    if (distractors.length === DISTRACTOR_COUNT) break;
    const key = sameAnswerKey(text);
    if (key === '' || taken.has(key) || showsIn(request.questionText, text)) continue;
    taken.add(key);
    distractors.push(text);
  }
  const options = shuffled(
    [
      { optionText: answerText, isCorrect: true },
      ...distractors.map((optionText) => ({ optionText, isCorrect: false })),
    ],
    random,
  );
  return options.map((option, index) => ({ optionLabel: LABELS[index]!, ...option }));
}
