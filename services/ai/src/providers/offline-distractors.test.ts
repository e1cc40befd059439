// Issue 41: the built-in generator never offers a wrong option the question itself shows, or one that is the answer
// again, whatever the text. Checked over many generated texts in both languages, for new questions, replacements
// and regenerated options.
import type { GeneratedOption, Language } from '@quizdrill/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateClozeQuestions, regenerateOptionsFor } from './offline-questions.js';

/** Words as a reader sees them: letters and digits, case and spacing ignored. */
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) as string[];

/** Whether `phrase` stands in `text` as whole words, in order ("Vasa" in "Gustav Vasa blev kung"). */
function shows(text: string, phrase: string): boolean {
  const haystack = words(text);
  const needle = words(phrase);
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

const same = (first: string, second: string) => words(first).join(' ') === words(second).join(' ');

/** The problems with a question's options: none is the only acceptable answer (four options, one right). */
function unfairOptions(questionText: string, options: readonly GeneratedOption[]): string[] {
  if (options.length !== 4) return [`${options.length} options`];
  const answer = options.find((option) => option.isCorrect)!.optionText;
  return options
    .filter((option) => !option.isCorrect)
    .flatMap((option) => [
      ...(shows(questionText, option.optionText) ? [`"${option.optionText}" shows in the question`] : []),
      ...(same(option.optionText, answer) ? [`"${option.optionText}" is the answer again`] : []),
    ]);
}

// Few names, numbers and words, used again and again: a term blanked in one sentence stands in the next, the
// case that offered a question's own words as wrong answers.
const NAMES = [
  'Gustav Vasa',
  'Vasa',
  'Kristina',
  'Stockholm',
  'Uppsala',
  'Lund',
  'Östersjön',
  'Mälaren',
  'Åre',
];
const NUMBERS = ['1523', '1632', '1654', '12', '120', '5 650', '3,5', '20%', '100'];
const WORDS = [
  'kungen',
  'staden',
  'sjön',
  'handel',
  'kyrkan',
  'river',
  'forest',
  'kingdom',
  'harbour',
  'trade',
];
const VERBS = ['grundade', 'styrde', 'byggde', 'ligger vid', 'founded', 'ruled', 'built', 'lies near'];

const term = fc.oneof(fc.constantFrom(...NAMES), fc.constantFrom(...NUMBERS), fc.constantFrom(...WORDS));
const sentence = fc
  .tuple(fc.constantFrom(...NAMES), fc.constantFrom(...VERBS), term, fc.constantFrom('år', 'in', 'med'), term)
  .map((parts) => `${parts.join(' ')}.`);
const text = fc.array(sentence, { minLength: 2, maxLength: 12 }).map((sentences) => sentences.join(' '));
const language = fc.constantFrom<Language>('sv', 'en');

const RUNS = 300;

describe('the built-in generator’s wrong options', () => {
  it('when it makes questions from any text, then no wrong option shows in the question or is the answer', () => {
    fc.assert(
      fc.property(text, language, fc.integer({ min: 1, max: 10 }), (source, lang, count) => {
        for (const question of generateClozeQuestions(source, lang, count)) {
          expect(unfairOptions(question.questionText, question.options)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('when it replaces a question, then the new one’s wrong options do not show in it either', () => {
    fc.assert(
      fc.property(text, language, (source, lang) => {
        const [original] = generateClozeQuestions(source, lang, 1);
        if (!original) return;
        for (const question of generateClozeQuestions(source, lang, 1, original)) {
          expect(unfairOptions(question.questionText, question.options)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('when it makes new options for a question in words, then none of the wrong ones shows in the question', () => {
    const questionWords = fc.constantFrom(
      'Vem grundade Uppsala?',
      'När styrde Gustav Vasa staden?',
      'Vilken stad ligger vid Mälaren?',
      'Who founded Stockholm in 1523?',
      'How many ruled Lund?',
      'Where does Kristina lie near Åre?',
    );
    fc.assert(
      fc.property(text, language, questionWords, (source, lang, questionText) => {
        const options = regenerateOptionsFor(questionText, lang, source);
        if (options) expect(unfairOptions(questionText, options)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
