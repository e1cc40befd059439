// GET /api/v2/quiz/next answers a question (JSON) or, once the session is done, the plain text 'Quizet är slut!'.
// A submit that names its question carries the same answer as `next`: the question, or {finished: true, text}; a
// start carries its session's first question.

import { QUIZ_FINISHED_TEXT } from '@quizdrill/contracts/rules';
import type { QuestionKind } from '@quizdrill/contracts/rules/kinds';
import type { QuizOption, QuizQuestion } from '@quizdrill/contracts/types';
import { toLanguage } from '@/lib/i18n';

export type NextAnswer =
  | { kind: 'question'; question: QuizQuestion }
  | { kind: 'finished' }
  /** SPEC §8: neither; `text` is what came, for 'Kunde inte läsa nästa fråga: {text}'. */
  | { kind: 'unreadable'; text: string };

const MAX_SHOWN_TEXT = 200;

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

function readOption(value: unknown): QuizOption | null {
  if (typeof value !== 'object' || value === null) return null;
  const optionLabel: unknown = Reflect.get(value, 'optionLabel');
  const optionText: unknown = Reflect.get(value, 'optionText');
  return typeof optionLabel === 'string' && optionLabel !== '' && typeof optionText === 'string'
    ? { optionLabel, optionText }
    : null;
}

/** The fewest options a question of the kind comes with: short and numeric are typed, and have none. */
function fewestOptions(kind: string): number {
  if (kind === 'short' || kind === 'numeric') return 0;
  return kind === 'matching' ? 1 : 2;
}

/** A matching question's left items: at least one, every one a text. */
function readPrompts(value: unknown): string[] | null {
  return Array.isArray(value) && value.length > 0 && value.every((prompt) => typeof prompt === 'string')
    ? value
    : null;
}

function readQuestion(value: unknown): QuizQuestion | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const field = (name: string): unknown => Reflect.get(value, name);
  const id = field('id');
  const questionText = field('questionText');
  const imageUrl = field('imageUrl') ?? null;
  const position = field('position');
  const total = field('total');
  const rawOptions = field('options');
  if (typeof id !== 'number' || typeof questionText !== 'string') return null;
  if (imageUrl !== null && typeof imageUrl !== 'string') return null;
  if (!isPositiveInteger(position) || !isPositiveInteger(total) || !Array.isArray(rawOptions)) return null;
  // The kind is the service's, one of the contracts' (checked there, not here: the list would weigh on every first
  // screen); a kind this app did not know would show no way to answer, not a wrong one.
  const rawKind = field('kind') ?? 'single';
  if (typeof rawKind !== 'string') return null;
  const prompts = rawKind === 'matching' ? readPrompts(field('prompts')) : null;
  if (rawKind === 'matching' && prompts === null) return null;
  const options = rawOptions.map(readOption);
  if (options.length < fewestOptions(rawKind) || options.some((option) => option === null)) return null;
  return {
    id,
    questionText,
    imageUrl: imageUrl === '' ? null : imageUrl,
    language: toLanguage(typeof field('language') === 'string' ? String(field('language')) : null) ?? 'sv',
    options: options.filter((option) => option !== null),
    // SPEC §7's question has no kind: it stays without one, a single choice.
    ...(field('kind') === undefined ? {} : { kind: rawKind as QuestionKind }),
    ...(prompts === null ? {} : { prompts }),
    position,
    total,
  };
}

function shown(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > MAX_SHOWN_TEXT ? `${trimmed.slice(0, MAX_SHOWN_TEXT)}…` : trimmed;
}

/** Reads the body the API client gave: parsed JSON for a JSON content type, otherwise the text. */
export function parseNextAnswer(body: unknown): NextAnswer {
  if (typeof body === 'string') {
    if (body.trim() === QUIZ_FINISHED_TEXT) return { kind: 'finished' };
    // A question sent with the wrong content type is still a question.
    try {
      const question = readQuestion(JSON.parse(body));
      if (question) return { kind: 'question', question };
    } catch {
      // Not JSON: unreadable, below.
    }
    return { kind: 'unreadable', text: shown(body) };
  }
  const question = readQuestion(body);
  if (question) return { kind: 'question', question };
  return { kind: 'unreadable', text: shown(JSON.stringify(body) ?? String(body)) };
}

/**
 * What `next` would answer, carried inside another response: a submit's `next` (SubmitResponse) or a start's
 * `question` (StartResponse). Undefined when the server sent none: then `next` is asked.
 */
export function nextFromBody(next: unknown): NextAnswer | undefined {
  if (next === undefined || next === null) return undefined;
  if (typeof next === 'object' && Reflect.get(next, 'finished') === true) return { kind: 'finished' };
  return parseNextAnswer(next);
}
