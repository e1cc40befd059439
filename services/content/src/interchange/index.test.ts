import { describe, expect, it } from 'vitest';
import { readQuestionBank } from './index.js';

const read = (text: string | Buffer) =>
  readQuestionBank(typeof text === 'string' ? Buffer.from(text) : text, 'auto', 'sv');

describe('reading a question bank', () => {
  it('when the format is auto, then each format is recognised', () => {
    expect(read('Q? {=a ~b}').format).toBe('gift');
    expect(read('Q?\nA. a\nB. b\nANSWER: A').format).toBe('aiken');
    expect(read('question;A;B;correct\nQ;a;b;A').format).toBe('csv');
    expect(read('a\t1\nb\t2\nc\t3\nd\t4').format).toBe('quizlet');
  });

  it('when nothing is recognised, then line 1 says so', () => {
    expect(read('just some prose').errors).toEqual([
      {
        line: 1,
        code: 'format_not_recognised',
        params: {},
        message: 'The format was not recognised: choose GIFT, Aiken, CSV or Quizlet',
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

  it('when more than 2,000 questions come, then it is an error naming the first one too many', () => {
    const file = Array.from({ length: 2001 }, (_, index) => `Q${index} {=a ~b}`).join('\n\n');
    const { errors, questions } = read(file);
    expect(questions).toHaveLength(2001);
    expect(errors).toEqual([
      {
        line: 4001,
        code: 'too_many_questions',
        params: { max: 2000 },
        message: 'At most 2000 questions can be imported at once',
      },
    ]);
  });
});
