// Text analysis for the offline provider: sentences, words and the informative terms (numbers, names, long words)
// a cloze question can blank out. Pure and language-light: Swedish and English stop words, Unicode letters.

/**
 * What a term is, so distractors can be of the same kind. `capitalised`: a sentence's capitalised first word
 * the text gives no other clue about, a name ("Vänern är …") or a common noun ("Katten sover …").
 */
export type TermKind = 'number' | 'name' | 'capitalised' | 'word';

/** A run of the sentence worth asking about; `start`/`end` are offsets in the sentence. */
export interface Term {
  text: string;
  kind: TermKind;
  start: number;
  end: number;
  weight: number;
}

export interface Sentence {
  text: string;
  /** Position in the text, 0-based. */
  index: number;
  wordCount: number;
  terms: Term[];
  score: number;
}

export interface Token {
  text: string;
  start: number;
  end: number;
}

// Small on purpose: the words that carry no fact of their own in either language.
const STOP_WORDS = new Set(
  [
    // sv
    'alla allt alltså andra annan annat att av bara blev bli blir både de dem den denna dess dessa det detta dig',
    'din dina ditt dock du där därför då efter eftersom eller en enligt er ett fanns fick finns från får för',
    'genom gjorde göra gör ha hade haft han hans har hela henne hennes honom hon hos hur här i ingen inget inga',
    'innan inom inte ju kan kunde man med medan mellan men mer mest mig min mina mitt mot mycket många måste',
    'ni nu någon något några när och också om oss på samma samt sedan sig sin sina sitt ska skulle som så sådan',
    'till under upp ut utan vad var vara varit varje vars vem vi vid vilka vilken vilket vår våra väl än även',
    'över dessutom därefter numera slutligen tyvärr idag',
    // en
    'a about after all also an and any are as at be became become been before being between both but by can',
    'could did do does each for from had has have he her hers him his how i if in into is it its many may',
    'might more most much must no not of on one only or other our out over she should so some such than that',
    'the their them then there these they this those through to under up very was we were what when where',
    'which while who whom why will with would you your however therefore today nowadays finally later',
  ].flatMap((line) => line.split(' ')),
);

const ABBREVIATIONS = new Set([
  'bl.a',
  'ca',
  'd.v.s',
  'dvs',
  'e.g',
  'etc',
  'f.d',
  'f.kr',
  'e.kr',
  'i.e',
  'm.fl',
  'm.m',
  'mr',
  'mrs',
  'ms',
  'dr',
  'nr',
  'no',
  'osv',
  's.k',
  'st',
  't.ex',
  'vs',
]);

// Numbers first: "5 650" (Swedish thousands), "3,14", "20%"; then words with inner hyphens and apostrophes.
const WORD_PATTERN =
  /\p{N}{1,3}(?:[ \u00a0]\p{N}{3})+(?:[.,]\p{N}+)?%?(?![\p{L}\p{N}-])|\p{N}+(?:[.,]\p{N}+)*%?(?![\p{L}\p{N}-])|[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
const NUMBER_PATTERN = /^(?:\p{N}{1,3}(?:[ \u00a0]\p{N}{3})+|\p{N}+)(?:[.,]\p{N}+)*%?$/u;
const CAPITALISED = /^\p{Lu}/u;

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

export function isNumber(word: string): boolean {
  return NUMBER_PATTERN.test(word);
}

export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD_PATTERN)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Normalised for comparing terms and options: case and spacing do not make two answers different. */
export function comparable(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Runs of letters and digits, lower case: the words a reader sees, whatever the punctuation and spacing. */
function plainWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One key for texts a reader takes as the same answer ("Vasa", "vasa", "Vasa."). */
export function sameAnswerKey(text: string): string {
  return plainWords(text).join(' ');
}

/** Whether `phrase` stands in `text` as whole words in the same order: "Vasa" in "Gustav Vasa blev kung". */
export function showsIn(text: string, phrase: string): boolean {
  const haystack = plainWords(text);
  const needle = plainWords(phrase);
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

function endsWithAbbreviation(before: string): boolean {
  const last = /(\S+)$/.exec(before)?.[1] ?? '';
  const word = last.replace(/^["'“”«(]+/, '');
  if (/^\p{Lu}$/u.test(word)) return true; // an initial: "J. R. R. Tolkien"
  return ABBREVIATIONS.has(word.toLowerCase());
}

/**
 * Sentences of the text, whitespace folded. Blank lines end a sentence; single line breaks do not (text from a
 * photo breaks lines mid-sentence). A full stop ends one only before a capital, a digit or a quote, and not after
 * a known abbreviation or an initial.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const folded = paragraph.replace(/\s+/g, ' ').trim();
    let start = 0;
    for (const match of folded.matchAll(/([.!?…]+)["'”»)]*\s+(?=[\p{Lu}\p{N}"'“«(])/gu)) {
      const punctuation = match[1] ?? '';
      const end = match.index + match[0].length;
      if (punctuation === '.' && endsWithAbbreviation(folded.slice(start, match.index))) continue;
      sentences.push(folded.slice(start, end).trim());
      start = end;
    }
    const rest = folded.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences.filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Words written capitalised somewhere other than at a sentence's start: names, as the text itself shows them. */
function namesInText(sentences: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const sentence of sentences) {
    for (const token of tokenize(sentence).slice(1)) {
      if (CAPITALISED.test(token.text)) names.add(token.text);
    }
  }
  return names;
}

function termWeight(kind: TermKind, text: string): number {
  if (kind === 'number' || kind === 'capitalised') return 3;
  if (kind === 'name') return 3 + 0.5 * (text.split(' ').length - 1);
  return 1 + (text.length >= 7 ? 1 : 0) + (text.length >= 10 ? 0.5 : 0);
}

// Lower-case words inside a name: "Carl von Linné", "Francisco de Orellana", "Leonardo da Vinci".
const NAME_PARTICLES = new Set(['af', 'da', 'de', 'der', 'di', 'du', 'la', 'van', 'von']);

function isCapitalisedWord(token: Token | undefined): boolean {
  return (
    token !== undefined && CAPITALISED.test(token.text) && !isNumber(token.text) && !isStopWord(token.text)
  );
}

/** How many tokens after `position` continue the name there: capitalised words, or a particle and one. */
function nameContinuation(sentence: string, tokens: readonly Token[], position: number): number {
  const joined = (offset: number) =>
    sentence.slice(tokens[position + offset - 1]!.end, tokens[position + offset]!.start) === ' ';
  if (isCapitalisedWord(tokens[position + 1]) && joined(1)) return 1;
  const particle = tokens[position + 1];
  if (particle && NAME_PARTICLES.has(particle.text) && isCapitalisedWord(tokens[position + 2])) {
    return joined(1) && joined(2) ? 2 : 0;
  }
  return 0;
}

/**
 * The terms of one sentence a question could ask about: numbers, names (runs of capitalised words joined into
 * one, "Gustav Vasa") and content words of four letters or more. A capitalised first word is a name only when the
 * text writes it capitalised elsewhere too, or a name goes on after it.
 */
export function findTerms(sentence: string, knownNames: ReadonlySet<string> = new Set()): Term[] {
  const tokens = tokenize(sentence);
  const terms: Term[] = [];
  for (let position = 0; position < tokens.length; position += 1) {
    const token = tokens[position]!;
    if (isNumber(token.text)) {
      terms.push({ ...token, kind: 'number', weight: termWeight('number', token.text) });
      continue;
    }
    const startsName =
      isCapitalisedWord(token) &&
      (position > 0 || knownNames.has(token.text) || nameContinuation(sentence, tokens, position) > 0);
    if (startsName) {
      let last = position;
      for (let step = nameContinuation(sentence, tokens, last); step > 0; ) {
        last += step;
        step = nameContinuation(sentence, tokens, last);
      }
      const end = tokens[last]!.end;
      const text = sentence.slice(token.start, end);
      terms.push({ text, kind: 'name', start: token.start, end, weight: termWeight('name', text) });
      position = last;
      continue;
    }
    if (token.text.length >= 4 && !isStopWord(token.text) && !/\p{N}/u.test(token.text)) {
      const kind = position === 0 && isCapitalisedWord(token) ? 'capitalised' : 'word';
      terms.push({ ...token, kind, weight: termWeight(kind, token.text) });
    }
  }
  return terms;
}

/** Every sentence with its terms and a score: how much it has to ask about, long sentences slightly damped. */
export function analyseText(text: string): Sentence[] {
  const texts = splitSentences(text);
  const knownNames = namesInText(texts);
  return texts.map((sentence, index) => {
    const terms = findTerms(sentence, knownNames);
    const wordCount = tokenize(sentence).length;
    const informative = terms.reduce((sum, term) => sum + term.weight, 0);
    return { text: sentence, index, wordCount, terms, score: informative / (1 + wordCount / 30) };
  });
}

/** Kind of a lone answer (an option, a term found by context) judged from its shape. */
export function kindOf(text: string, atSentenceStart = false): TermKind {
  if (isNumber(text)) return 'number';
  if (!CAPITALISED.test(text)) return 'word';
  return atSentenceStart && !text.includes(' ') ? 'capitalised' : 'name';
}
