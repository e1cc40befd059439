// Export then import gives the same course: questions, options, right answers, explanations and order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportAiken, exportCsv, exportGift, readQuestionBank } from './index.js';
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
  '%',
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
const text = (chars: string[], maxLength: number) =>
  fc
    .string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength })
    .map((value) => value.trim())
    .filter((value) => value.length > 0);

const question = (chars: string[], withExplanation: boolean): fc.Arbitrary<ExportedQuestion> =>
  fc
    .record({
      questionText: text(chars, 40),
      options: fc.array(text(chars, 15), { minLength: 2, maxLength: 6 }),
      explanation: withExplanation ? fc.option(text(chars, 30), { nil: null }) : fc.constant(null),
      pick: fc.nat(),
    })
    .map(({ pick, ...rest }) => ({ ...rest, correctIndex: pick % rest.options.length }));

const course = (chars: string[], withExplanation = true) =>
  fc.array(question(chars, withExplanation), { minLength: 1, maxLength: 8 });

const readBack = (file: string) => {
  const result = readQuestionBank(Buffer.from(file, 'utf8'), 'auto', 'sv');
  expect(result.errors).toEqual([]);
  return result.questions.map(({ line: _line, ...rest }) => rest);
};

describe('round trip', () => {
  it('when a course is exported as GIFT and imported, then it is the same', () => {
    fc.assert(
      fc.property(course([...special, ...letters]), (questions) => {
        expect(readBack(exportGift(questions, 'Kurs'))).toEqual(questions);
      }),
      { numRuns: 300 },
    );
  });

  it('when a course is exported as CSV and imported, then it is the same', () => {
    fc.assert(
      fc.property(course([...special, ...letters]), (questions) => {
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
        .tuple(fc.constantFrom(...starts), fc.option(text([...special, ...letters], maxLength), { nil: '' }))
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
        .map(({ pick, ...rest }) => ({ ...rest, correctIndex: pick % rest.options.length })),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(formulaCourse, (questions) => {
        expect(readBack(exportCsv(questions))).toEqual(questions);
      }),
      { numRuns: 300 },
    );
  });

  it('when a course of one-line texts is exported as Aiken and imported, then it is the same', () => {
    // Aiken has no explanation and no escapes: a line looking like "A. …" or "ANSWER:" cannot be a question text.
    const chars = [...letters.filter((char) => char !== '.' && char !== ')'), ' ', '?', '{', '#', ';'];
    fc.assert(
      fc.property(course(chars, false), (questions) => {
        expect(readBack(exportAiken(questions))).toEqual(questions);
      }),
      { numRuns: 300 },
    );
  });
});
