// Export then import gives the same course: every kind, its answer key, feedback, explanations, math and order.
import { FULL_CREDIT } from '@quizdrill/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportAiken, exportCsv, exportGift, readQuestionBank } from './index.js';
import {
  choiceQuestion,
  matchingQuestion,
  numericQuestion,
  shortQuestion,
  singleQuestion,
  trueFalseQuestion,
} from './model.js';
import type { ExportedQuestion } from './types.js';

// Every character the formats give a meaning to, beside ordinary letters.
const special = [
  '~',
  '=',
  '#',
  '{',
  '}',
  ':',
  '\\',
  '[',
  ']',
  '(',
  ')',
  '%',
  '*',
  '/',
  ';',
  ',',
  '"',
  "'",
  '\t',
  '\n',
  ' ',
  '$',
  '-',
  '>',
  '_',
  '+',
  '@',
];
const letters = ['a', 'B', 'å', 'Ä', 'ö', 'T', 'F', 'n', 'A', '1', '.', ')', '<', '&', 'é'];
const all = [...special, ...letters];
// LaTeX as teachers write it, set before a text: braces, backslash commands (`\n…` too) and each delimiter.
const math = ['', '\\(\\frac{1}{2}\\) ', '\\[x^2 \\neq y_{1}\\] ', '$$\\nu \\cdot \\nabla$$ ', '\\(a\nb\\) '];

const text = (chars: string[], maxLength: number) =>
  fc
    .tuple(fc.constantFrom(...math), fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength }))
    .map(([formula, value]) => `${formula}${value}`.trim())
    .filter((value) => value.length > 0);
const feedback = (chars: string[]) => fc.option(text(chars, 20), { nil: null });
const explanation = (chars: string[]) => fc.option(text(chars, 30), { nil: null });

/** A credit list with at least one full credit (a question needs a fully right answer). */
const credits = (count: number) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: FULL_CREDIT }), { minLength: count, maxLength: count }),
      fc.nat(),
    )
    .map(([values, pick]) => values.map((value, index) => (index === pick % count ? FULL_CREDIT : value)));

const choice = (chars: string[]) =>
  fc
    .record({
      kind: fc.constantFrom('single' as const, 'multiple' as const),
      questionText: text(chars, 40),
      options: fc.array(fc.record({ text: text(chars, 15), feedback: feedback(chars) }), {
        minLength: 2,
        maxLength: 6,
      }),
      rights: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      pick: fc.nat(),
      explanation: explanation(chars),
    })
    .map(({ kind, questionText, options, rights, pick, explanation }) =>
      choiceQuestion(
        kind,
        questionText,
        options.map((option, index) => ({
          ...option,
          isCorrect: index === pick % options.length || (kind === 'multiple' && rights[index]!),
        })),
        explanation,
      ),
    );

const trueFalse = (chars: string[]) =>
  fc
    .tuple(text(chars, 40), fc.boolean(), feedback(chars), feedback(chars), explanation(chars))
    .map(([questionText, truth, yes, no, general]) =>
      trueFalseQuestion(questionText, truth, 'sv', { true: yes, false: no }, general),
    );

// GIFT cannot write "->" in a short answer or its feedback (Moodle reads the question as matching then), nor in a
// pair's left item (where the pair splits).
const withoutArrow = (chars: string[], maxLength: number) =>
  text(chars, maxLength).filter((value) => !value.includes('->'));

const short = (chars: string[]) =>
  fc
    .record({
      questionText: text(chars, 40),
      answers: fc.array(
        fc.record({
          text: withoutArrow(chars, 15),
          feedback: fc.option(withoutArrow(chars, 20), { nil: null }),
        }),
        {
          minLength: 1,
          maxLength: 5,
        },
      ),
      lenient: fc.boolean(),
      explanation: explanation(chars),
    })
    .chain(({ answers, ...rest }) =>
      credits(answers.length).map((values) => ({
        ...rest,
        answers: answers.map((answer, index) => ({ ...answer, credit: values[index]! })),
      })),
    )
    .map(({ questionText, answers, lenient, explanation }) =>
      shortQuestion(questionText, answers, lenient, explanation),
    );

const number = fc
  .oneof(fc.integer({ min: -10_000, max: 10_000 }), fc.double({ min: -1e9, max: 1e9, noNaN: true }))
  .map((value) => (Object.is(value, -0) ? 0 : value));

const numeric = (chars: string[]) =>
  fc
    .record({
      questionText: text(chars, 40),
      ranges: fc.array(
        fc.record({
          value: number,
          tolerance: number.map(Math.abs),
          feedback: feedback(chars),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      explanation: explanation(chars),
    })
    .chain(({ ranges, ...rest }) =>
      credits(ranges.length).map((values) => ({
        ...rest,
        ranges: ranges.map((range, index) => ({ ...range, credit: values[index]! })),
      })),
    )
    .map(({ questionText, ranges, explanation }) => numericQuestion(questionText, ranges, explanation));

const matching = (chars: string[]) =>
  fc
    .record({
      questionText: text(chars, 40),
      pairs: fc.array(fc.record({ left: withoutArrow(chars, 12), right: text(chars, 12) }), {
        minLength: 2,
        maxLength: 5,
      }),
      extras: fc.array(text(chars, 12), { maxLength: 2 }),
      explanation: explanation(chars),
    })
    .map(({ questionText, pairs, extras, explanation }) =>
      matchingQuestion(
        questionText,
        [...pairs, ...extras.map((right) => ({ left: '', right }))],
        explanation,
      ),
    );

const anyKind = (chars: string[]): fc.Arbitrary<ExportedQuestion> =>
  fc.oneof(choice(chars), trueFalse(chars), short(chars), numeric(chars), matching(chars));

const course = (chars: string[]) => fc.array(anyKind(chars), { minLength: 1, maxLength: 8 });

const readBack = (file: string) => {
  const result = readQuestionBank(Buffer.from(file, 'utf8'), 'auto', 'sv');
  expect(result.errors).toEqual([]);
  return result.questions.map(({ line: _line, ...rest }) => rest);
};

/** One question of each kind, with feedback everywhere and math in every text. */
const EVERY_KIND: ExportedQuestion[] = [
  choiceQuestion(
    'single',
    'Vad är \\(\\frac{1}{2} + \\frac{1}{4}\\)?',
    [
      { text: '\\(\\frac{3}{4}\\)', isCorrect: true, feedback: 'Rätt: \\(\\frac{2}{4} + \\frac{1}{4}\\)' },
      { text: '\\(\\frac{2}{6}\\)', isCorrect: false, feedback: 'Nämnarna adderas inte.' },
    ],
    'Gör nämnarna lika: \\(\\frac{1}{2} = \\frac{2}{4}\\).',
  ),
  choiceQuestion(
    'multiple',
    'Vilka är lika med \\(\\frac{1}{2}\\)?',
    [
      { text: '0,5', isCorrect: true },
      { text: '\\(\\frac{2}{4}\\)', isCorrect: true, feedback: 'Förläng med 2.' },
      { text: '\\(\\frac{1}{3}\\)', isCorrect: false, feedback: 'En tredjedel är mindre.' },
    ],
    null,
  ),
  trueFalseQuestion(
    '\\(\\frac{1}{2} > \\frac{1}{3}\\)',
    true,
    'sv',
    { true: 'Ja!', false: 'Större nämnare, mindre delar.' },
    'Jämför \\(\\frac{3}{6}\\) och \\(\\frac{2}{6}\\).',
  ),
  shortQuestion(
    'Skriv \\(\\frac{1}{2}\\) i decimalform.',
    [
      { text: '0,5', credit: 100, feedback: 'Rätt.' },
      { text: '0.5', credit: 100 },
      { text: '*5*', credit: 25, feedback: 'Nästan: var står kommat?' },
    ],
    true,
    null,
  ),
  numericQuestion(
    'Hur mycket är \\(\\frac{1}{2}\\) av 7?',
    [
      { value: 3.5, tolerance: 0, credit: 100, feedback: 'Rätt.' },
      { value: 3.5, tolerance: 0.5, credit: 50, feedback: 'Avrundat.' },
    ],
    'Dela 7 med 2.',
  ),
  matchingQuestion(
    'Para ihop bråk och decimaltal.',
    [
      { left: '\\(\\frac{1}{2}\\)', right: '0,5' },
      { left: '\\(\\frac{1}{4}\\)', right: '0,25' },
      { left: '', right: '0,75' },
    ],
    null,
  ),
];

describe('round trip', () => {
  it.each([
    ['GIFT', (questions: ExportedQuestion[]) => exportGift(questions, 'Kurs')],
    ['CSV', exportCsv],
  ])(
    'when a course with every kind, feedback and math is exported as %s and imported, then it is the same',
    (_, write) => {
      expect(readBack(write(EVERY_KIND))).toEqual(EVERY_KIND);
    },
  );

  it('when any course is exported as GIFT and imported, then it is the same', () => {
    fc.assert(
      fc.property(course(all), (questions) => {
        expect(readBack(exportGift(questions, 'Kurs'))).toEqual(questions);
      }),
      { numRuns: 300 },
    );
  });

  it('when any course is exported as CSV and imported, then it is the same', () => {
    fc.assert(
      fc.property(course(all), (questions) => {
        expect(readBack(exportCsv(questions))).toEqual(questions);
      }),
      { numRuns: 300 },
    );
  });

  it('when texts start like spreadsheet formulas (or with the quotes that neutralise them), then CSV keeps them', () => {
    // Formula starts, and the `'` the export adds before them, made frequent rather than left to chance.
    const starts = ['=', '+', '-', '@', "'", "'=", "''+", "'-", "'@", "'a"];
    const formulaText = (maxLength: number) =>
      fc
        .tuple(fc.constantFrom(...starts), fc.option(text(all, maxLength), { nil: '' }))
        .map(([start, rest]) => `${start}${rest}`.trim())
        .filter((value) => value.length > 0);
    const formulaCourse = fc.array(
      fc
        .record({
          questionText: formulaText(20),
          options: fc.array(formulaText(10), { minLength: 2, maxLength: 5 }),
          explanation: fc.option(formulaText(20), { nil: null }),
          pick: fc.nat(),
        })
        .map(({ questionText, options, explanation, pick }) =>
          singleQuestion(questionText, options, pick % options.length, explanation),
        ),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(formulaCourse, (questions) => {
        expect(readBack(exportCsv(questions))).toEqual(questions);
      }),
      { numRuns: 300 },
    );
  });

  it('when a course of one-line single-choice texts is exported as Aiken and imported, then it is the same', () => {
    // Aiken has no explanation and no escapes: a line looking like "A. …" or "ANSWER:" cannot be a question text.
    const chars = [...letters.filter((char) => char !== '.' && char !== ')'), ' ', '?', '{', '#', ';'];
    const plain = (maxLength: number) =>
      fc
        .string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength })
        .map((value) => value.trim())
        .filter((value) => value.length > 0);
    const aikenCourse = fc.array(
      fc
        .record({
          questionText: plain(40),
          options: fc.array(plain(15), { minLength: 2, maxLength: 6 }),
          pick: fc.nat(),
        })
        .map(({ questionText, options, pick }) =>
          singleQuestion(questionText, options, pick % options.length, null),
        ),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(aikenCourse, (questions) => {
        expect(readBack(exportAiken(questions).body)).toEqual(questions);
      }),
      { numRuns: 300 },
    );
  });
});
