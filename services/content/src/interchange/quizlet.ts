// Quizlet's export text: one card per line, term and definition separated by a tab. Each card becomes the question
// "term" whose right option is its definition, beside three other cards' definitions picked by a generator seeded
// with the file, so the same file always gives the same course.
import { MAX_IMPORT_QUESTIONS, QUIZLET_DISTRACTORS } from '@quizdrill/contracts';
import { issue } from './issues.js';
import { questionFault } from './limits.js';
import { singleQuestion } from './model.js';
import { Reading } from './reading.js';
import type { ParseResult } from './types.js';

/** FNV-1a: a seed from the file's text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

/** mulberry32: small, fast and good enough to shuffle options. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function parseQuizlet(text: string): ParseResult {
  const reading = new Reading();
  const cards: { line: number; term: string; definition: string }[] = [];
  const lines = text.split('\n');
  // One card past the limit is enough to say the file has too many.
  for (
    let index = 0;
    index < lines.length && cards.length <= MAX_IMPORT_QUESTIONS && !reading.stopped;
    index++
  ) {
    const raw = lines[index]!;
    if (!raw.trim()) continue;
    const tab = raw.indexOf('\t');
    const term = tab < 0 ? '' : raw.slice(0, tab).trim();
    const definition = tab < 0 ? '' : raw.slice(tab + 1).trim();
    if (!term || !definition) reading.error(issue(index + 1, 'card_incomplete'));
    else cards.push({ line: index + 1, term, definition });
  }
  const definitions = [...new Set(cards.map((card) => card.definition))];
  if (definitions.length < QUIZLET_DISTRACTORS + 1) {
    reading.error(issue(1, 'too_few_cards', { min: QUIZLET_DISTRACTORS + 1, found: definitions.length }));
    return reading.result();
  }
  const next = random(hash(text));
  for (const card of cards) {
    if (reading.stopped) break;
    const others = shuffle(
      definitions.filter((definition) => definition !== card.definition),
      next,
    ).slice(0, QUIZLET_DISTRACTORS);
    const options = shuffle([card.definition, ...others], next);
    const question = singleQuestion(card.term, options, options.indexOf(card.definition), null);
    const fault = questionFault(question);
    if (fault) reading.error(issue(card.line, fault.code, fault.params));
    else reading.question({ line: card.line, ...question });
  }
  return reading.result();
}
