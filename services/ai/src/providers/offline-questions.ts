// Questions for the offline provider: cloze questions from the sentences with the most to ask about, a
// replacement for one the user did not like, and the answer a question's source text gives when new options are
// wanted. Deterministic: the same text always gives the same questions.
import { type GeneratedOption, type Language, QUESTION_TEXT_MAX_LENGTH } from '@quizdrill/contracts';
import { buildOptions, type Candidate, DISTRACTOR_COUNT, kindMatch, termPool } from './offline-options.js';
import {
  analyseText,
  comparable,
  isStopWord,
  kindOf,
  type Sentence,
  type Term,
  type TermKind,
  tokenize,
} from './offline-text.js';
import type { DraftQuestion, GenerateInput } from './provider.js';

export const BLANK = '_____';
const CLOZE_PROMPT: Record<Language, string> = { sv: 'Fyll i luckan:', en: 'Fill in the blank:' };
const MIN_SENTENCE_WORDS = 4;

function clozeText(sentence: Sentence, term: Term, language: Language): string {
  const { text } = sentence;
  return `${CLOZE_PROMPT[language]} ${text.slice(0, term.start)}${BLANK}${text.slice(term.end)}`;
}

/** Terms whose blanking makes a fair question: the answer shows nowhere else in it. Best first. */
function keyTerms(sentence: Sentence, pool: readonly Candidate[], language: Language): Term[] {
  // A term with others of its kind in the text gets distractors from the text itself: ask about those first.
  const peerBonus = (kind: TermKind) =>
    0.5 *
    Math.min(DISTRACTOR_COUNT, pool.filter((candidate) => kindMatch(candidate.kind, kind) > 0).length - 1);
  const fallback: Term[] = tokenize(sentence.text)
    .filter((token) => token.text.length >= 2 && !isStopWord(token.text))
    .map((token) => ({ ...token, kind: kindOf(token.text, token.start === 0), weight: 0 }));
  const candidates = sentence.terms.length > 0 ? sentence.terms : fallback;
  return candidates
    .filter((term) => {
      const question = clozeText(sentence, term, language);
      return (
        question.length <= QUESTION_TEXT_MAX_LENGTH && !comparable(question).includes(comparable(term.text))
      );
    })
    .map((term) => ({ term, rank: term.weight + peerBonus(term.kind) }))
    .sort(
      (first, second) =>
        second.rank - first.rank ||
        second.term.text.length - first.term.text.length ||
        first.term.start - second.term.start,
    )
    .map(({ term }) => term);
}

function clozeQuestion(
  sentence: Sentence,
  term: Term,
  pool: readonly Candidate[],
  language: Language,
  text: string,
): DraftQuestion {
  const questionText = clozeText(sentence, term, language);
  const options = buildOptions({
    answer: { text: term.text, kind: term.kind },
    questionText,
    atSentenceStart: term.start === 0,
    pool,
    language,
    seed: `${text}\u0000${sentence.index}\u0000${term.start}`,
  });
  return { questionText, options };
}

interface UsableSentence {
  sentence: Sentence;
  terms: Term[];
}

interface AnalysedText {
  usable: UsableSentence[];
  pool: Candidate[];
}

function analyse(text: string, language: Language): AnalysedText {
  const sentences = analyseText(text);
  const pool = termPool(sentences);
  const usable = sentences
    .filter((sentence) => sentence.wordCount >= MIN_SENTENCE_WORDS)
    .map((sentence) => ({ sentence, terms: keyTerms(sentence, pool, language) }))
    .filter((entry) => entry.terms.length > 0);
  return { usable, pool };
}

function contentWords(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((token) => !isStopWord(token.text))
      .map((token) => token.text.toLowerCase()),
  );
}

/** The sentence a question was most likely made from: the one sharing the most content words with it. */
function sourceSentence<T extends { sentence: Sentence }>(
  questionText: string,
  entries: readonly T[],
): T | undefined {
  const asked = contentWords(questionText);
  let best: T | undefined;
  let bestShared = 0;
  for (const entry of entries) {
    const shared = [...contentWords(entry.sentence.text)].filter((word) => asked.has(word)).length;
    if (shared > bestShared) {
      best = entry;
      bestShared = shared;
    }
  }
  return best;
}

type OriginalQuestion = NonNullable<GenerateInput['original']>;

/**
 * A new question for one the user wants replaced: the same sentence with another term blanked when it has one
 * (the same point of the text, asked anew), otherwise the best other sentence.
 */
function replacementQuestion(
  analysed: AnalysedText,
  original: OriginalQuestion,
  language: Language,
  text: string,
) {
  const { usable, pool } = analysed;
  const originalEntry = sourceSentence(original.questionText, usable);
  // A term the original shows was not its answer: blanking it asks something new.
  const asked = comparable(original.questionText);
  const sameSentenceTerm = originalEntry?.terms.find((term) => asked.includes(comparable(term.text)));
  if (originalEntry && sameSentenceTerm) {
    return clozeQuestion(originalEntry.sentence, sameSentenceTerm, pool, language, text);
  }
  const other = [...usable]
    .filter((entry) => entry !== originalEntry)
    .sort((first, second) => second.sentence.score - first.sentence.score)[0];
  const entry = other ?? originalEntry;
  if (!entry) return undefined;
  return clozeQuestion(entry.sentence, entry.terms[0]!, pool, language, text);
}

/**
 * Up to `count` cloze questions, one per sentence, from the sentences with the most to ask about, in the order the
 * text has them. With `original`, the one question that replaces it.
 */
export function generateClozeQuestions(
  text: string,
  language: Language,
  count: number,
  original?: OriginalQuestion,
): DraftQuestion[] {
  const analysed = analyse(text, language);
  if (original) {
    const replacement = replacementQuestion(analysed, original, language, text);
    return replacement ? [replacement] : [];
  }
  return [...analysed.usable]
    .sort((first, second) => second.sentence.score - first.sentence.score)
    .slice(0, Math.max(0, count))
    .sort((first, second) => first.sentence.index - second.sentence.index)
    .map(({ sentence, terms }) => clozeQuestion(sentence, terms[0]!, analysed.pool, language, text));
}

const NUMBER_QUESTION =
  /^(när|vilket år|hur många|hur mycket|hur stor|hur lång|when|what year|how many|how much)\b/i;
const CAPITALISED_QUESTION = /^(vem|vilka|vilken|vilket|var|vart|who|which|what|where)\b/i;
const PLACE_QUESTION = /^(var|vart|where)\b/i;
const PLACE_PREPOSITIONS = new Set(['i', 'på', 'vid', 'nära', 'in', 'at', 'on', 'near']);

/** A cloze question's sentence, without the "Fill in the blank:" before it (in either language). */
export function clozeSentence(questionText: string): string {
  const trimmed = questionText.trim();
  const prompt = Object.values(CLOZE_PROMPT).find((candidate) => trimmed.startsWith(candidate));
  return prompt ? trimmed.slice(prompt.length).trim() : trimmed;
}

/** The words of the source that fill the question's blank, found by the words on either side of it. */
function blankFiller(questionText: string, sentences: readonly Sentence[]) {
  const [before = '', after = ''] = clozeSentence(questionText).split(BLANK);
  const left = tokenize(before)
    .slice(-3)
    .map((token) => token.text.toLowerCase());
  const right = tokenize(after)
    .slice(0, 3)
    .map((token) => token.text.toLowerCase());
  if (left.length + right.length === 0) return undefined;
  for (const sentence of sentences) {
    const tokens = tokenize(sentence.text);
    const words = tokens.map((token) => token.text.toLowerCase());
    for (let start = left.length; start < words.length; start += 1) {
      if (left.some((word, offset) => words[start - left.length + offset] !== word)) continue;
      if (left.length === 0 && start > 0) break;
      for (let end = start + 1; end <= Math.min(words.length, start + 5); end += 1) {
        const fits = right.every((word, offset) => words[end + offset] === word);
        if (fits && (right.length > 0 || end === words.length)) {
          const text = sentence.text.slice(tokens[start]!.start, tokens[end - 1]!.end);
          return { text, atSentenceStart: start === 0 };
        }
      }
    }
  }
  return undefined;
}

/** How many words (three at most) from the term to the nearest word the question shares with its sentence. */
function distanceToAsked(sentence: Sentence, term: Term, asked: ReadonlySet<string>): number {
  const tokens = tokenize(sentence.text);
  const first = tokens.findIndex((token) => token.start >= term.start);
  const last = tokens.findLastIndex((token) => token.end <= term.end);
  const distances = tokens.flatMap((token, index) => {
    if (!asked.has(token.text.toLowerCase()) || (index >= first && index <= last)) return [];
    return [index < first ? first - index : index - last];
  });
  // Past a few words nearness says little: the kind the question asks for should decide.
  return Math.min(3, ...distances);
}

/**
 * For a question in words ("När blev Gustav Vasa kung?"): the term of its sentence in the source that it leaves
 * out: the one next to the words it shares with the sentence, of the kind its question word asks for (a number
 * for "när", a capitalised term for "vem"/"vilken", a place after "i"/"på" for "var").
 */
function missingTerm(questionText: string, sentences: readonly Sentence[]) {
  const entry = sourceSentence(
    questionText,
    sentences.map((sentence) => ({ sentence })),
  );
  if (!entry) return undefined;
  const question = questionText.trim();
  const askedWords = new Set(tokenize(question).map((token) => token.text.toLowerCase()));
  const fits = (term: Term) =>
    NUMBER_QUESTION.test(question)
      ? term.kind === 'number'
      : CAPITALISED_QUESTION.test(question) && /^\p{Lu}/u.test(term.text);
  const placed = (term: Term) => {
    const before = /(\p{L}+)\s+$/u.exec(entry.sentence.text.slice(0, term.start))?.[1]?.toLowerCase();
    return PLACE_QUESTION.test(question) && before !== undefined && PLACE_PREPOSITIONS.has(before);
  };
  const score = (term: Term) =>
    term.weight +
    (fits(term) ? 3 : 0) +
    (placed(term) ? 1.5 : 0) -
    distanceToAsked(entry.sentence, term, askedWords);
  const asked = comparable(question);
  const [best] = entry.sentence.terms
    .filter((term) => !asked.includes(comparable(term.text)))
    .sort((first, second) => score(second) - score(first));
  return best && { text: best.text, atSentenceStart: best.start === 0 };
}

/**
 * Four new options for a question, one correct: the answer is read from the source text (what fills the blank,
 * or what the question leaves out of its sentence). Without a source text nothing tells the answer: undefined.
 */
export function regenerateOptionsFor(
  questionText: string,
  language: Language,
  sourceText: string | undefined,
): GeneratedOption[] | undefined {
  if (!sourceText?.trim()) return undefined;
  const sentences = analyseText(sourceText);
  const found = questionText.includes(BLANK)
    ? blankFiller(questionText, sentences)
    : missingTerm(questionText, sentences);
  if (!found) return undefined;
  const pool = termPool(sentences);
  const known = pool.find((candidate) => comparable(candidate.text) === comparable(found.text));
  return buildOptions({
    answer: { text: found.text, kind: known?.kind ?? kindOf(found.text, found.atSentenceStart) },
    questionText,
    // Options that stand alone (a question in words) are written capitalised, like a blank that starts a sentence.
    atSentenceStart: !questionText.includes(BLANK) || clozeSentence(questionText).startsWith(BLANK),
    pool,
    language,
    seed: `${sourceText}\u0000${questionText}`,
  });
}
