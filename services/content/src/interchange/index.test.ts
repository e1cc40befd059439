import { answerKeyProblem, IMPORT_FORMATS } from '@quizdrill/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuestionBank } from './index.js';
import { questionFault } from './limits.js';

const read = (text: string | Buffer) =>
  readQuestionBank(typeof text === 'string' ? Buffer.from(text) : text, 'auto', 'sv');

describe('reading a question bank', () => {
  it('when the format is auto, then each format is recognised', () => {
    expect(read('Q? {=a ~b}').format).toBe('gift');
    expect(read('Q?\nA. a\nB. b\nANSWER: A').format).toBe('aiken');
    expect(read('question;A;B;correct\nQ;a;b;A').format).toBe('csv');
    expect(read('a\t1\nb\t2\nc\t3\nd\t4').format).toBe('quizlet');
    expect(read('<?xml version="1.0"?>\n<!-- Moodle -->\n<quiz>\n</quiz>').format).toBe('moodlexml');
    expect(read('type;question;A;B;correct\nshort;Q;a;;').format).toBe('csv');
  });

  it('when a file opens with many comments, then its format is told in a moment', () => {
    const started = performance.now();
    expect(read(`${'<!--a-->'.repeat(60)}\n<quiz>\n</quiz>`).format).toBe('moodlexml');
    expect(read(`${'<!--a-->'.repeat(60)}\nQ? {=a ~b}`).format).toBe('gift');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('when a numeric answer is a long run of digits that is no number, then it is named unreadable in a moment', () => {
    const started = performance.now();
    const digits = `${'1'.repeat(200_000)}x`;
    expect(readQuestionBank(Buffer.from(`Q? {#${digits}}`), 'gift', 'sv').errors[0]?.code).toBe(
      'number_unreadable',
    );
    expect(read('Q? {#1.5e-7:1e-8}').questions[0]?.ranges?.[0]).toMatchObject({
      value: 1.5e-7,
      tolerance: 1e-8,
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('when nothing is recognised, then line 1 says so', () => {
    expect(read('just some prose').errors).toEqual([
      {
        line: 1,
        code: 'format_not_recognised',
        params: {},
        message: 'The format was not recognised: choose GIFT, Aiken, CSV, Quizlet or Moodle XML',
      },
    ]);
  });

  it('when the file is empty or binary, then the error names the line', () => {
    expect(read('  \n').errors).toEqual([
      { line: 1, code: 'empty_file', params: {}, message: 'The file is empty' },
    ]);
    expect(read(Buffer.from([0x50, 0x4b, 0x0a, 0x03, 0x00, 0x04])).errors).toEqual([
      { line: 2, code: 'binary_file', params: {}, message: 'This is a binary file, not a text file' },
    ]);
  });

  it('when more than 2,000 questions come, then it is an error naming the first one too many, where reading stops', () => {
    const file = Array.from({ length: 100_000 }, (_, index) => `Q${index} {=a ~b}`).join('\n\n');
    const { errors, questions } = read(file);
    expect(questions).toHaveLength(2000);
    expect(errors).toEqual([
      {
        line: 4001,
        code: 'too_many_questions',
        params: { max: 2000 },
        message: 'At most 2000 questions can be imported at once',
      },
    ]);
  });

  it.each([
    ['gift', (index: number) => `Q${index} {=a ~b`],
    ['aiken', (index: number) => `Q${index}\nA. a\nANSWER: C`],
    ['csv', (index: number) => (index === 0 ? 'question,A,B,correct' : `Q${index},a,b,`)],
    ['quizlet', (index: number) => (index < 4 ? `t${index}\td${index}` : `t${index}`)],
  ] as const)(
    'when a %s file has 100,000 faults, then the first 100 are listed and reading stops there, saying so',
    (format, line) => {
      const file = Array.from({ length: 100_000 }, (_, index) => line(index)).join('\n\n');
      const { errors } = readQuestionBank(Buffer.from(file), format, 'sv');
      expect(errors).toHaveLength(101);
      expect(errors.at(-1)).toMatchObject({ code: 'too_many_errors', params: { max: 100 } });
      expect(errors.at(-1)!.line).toBe(errors.at(-2)!.line);
    },
  );

  it('when a file has 100,000 warnings, then 100 are listed and one more says how many were not', () => {
    const file = ['Q {=a ~b}', ...Array.from({ length: 100_000 }, (_, index) => `Essay ${index} {}`)].join(
      '\n\n',
    );
    const { warnings, questions, errors } = read(file);
    expect({ questions: questions.length, errors }).toEqual({ questions: 1, errors: [] });
    expect(warnings).toHaveLength(101);
    expect(warnings.at(-1)).toEqual({
      line: 203,
      code: 'more_warnings',
      params: { count: 99_900 },
      message: 'More warnings not listed here: 99900',
    });
  });

  it('when any text of the formats’ own marks is read as any format, then it answers issues by line, never throws', () => {
    // Pieces every parser gives a meaning to, so that random files reach deep into each of them.
    const pieces = [
      ...'{}=~#:%\\[]()$\n\t;,"\'<>/&*-.0123456789aTF ',
      '->',
      '####',
      '{#',
      '..',
      '1e999',
      '1e308',
      '%50%',
      '%-100%',
      '$$',
      '\\(',
      '\\)',
      '\\n',
      '[html]',
      '<quiz>',
      '</quiz>',
      '<question type="multichoice">',
      '<question type="numerical">',
      '<question type="matching">',
      '</question>',
      '<answer fraction="100">',
      '<answer fraction="-50">',
      '</answer>',
      '<text>',
      '</text>',
      '<subquestion>',
      '<![CDATA[<b>x</b>]]>',
      '&lt;',
      '&#0;',
      '&#x1b;',
      'ANSWER: A',
      'A. ',
      'type;question;A;B;correct;feedback A\n',
      'short;',
      'numeric;',
      'matching;',
      'multiple;',
      'truefalse;',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom('auto' as const, ...IMPORT_FORMATS),
        fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 60 }),
        (format, parts) => {
          const result = readQuestionBank(Buffer.from(parts.join('')), format, 'sv');
          for (const found of [...result.errors, ...result.warnings]) {
            expect(Number.isInteger(found.line) && found.line >= 1).toBe(true);
            expect(found.message).toMatch(/\S/);
          }
          for (const question of result.questions) {
            expect(questionFault(question)).toBeUndefined();
            // What content's store checks again: a question read is one it takes.
            expect(answerKeyProblem(question)).toBeUndefined();
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
