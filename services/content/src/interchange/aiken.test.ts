import { describe, expect, it } from 'vitest';
import { exportAiken, parseAiken } from './aiken.js';
import { choiceQuestion, shortQuestion, singleQuestion } from './model.js';

// The example of Moodle's Aiken format documentation (docs.moodle.org/en/Aiken_format).
const MOODLE_EXAMPLE = `What is the correct answer to this question?
A. Is it this one?
B. Maybe this answer?
C. Possibly this one?
D. Must be this one!
ANSWER: D

Which LMS has the most quiz import formats?
A) Moodle
B) ATutor
C) Claroline
D) Blackboard
E) WebCT
F) Ilias
ANSWER: A
`;

describe('Aiken', () => {
  it("when Moodle's documented example is read, then both questions come with their right answers", () => {
    const result = parseAiken(MOODLE_EXAMPLE);
    expect(result.errors).toEqual([]);
    expect(result.questions).toEqual([
      {
        line: 1,
        ...singleQuestion(
          'What is the correct answer to this question?',
          ['Is it this one?', 'Maybe this answer?', 'Possibly this one?', 'Must be this one!'],
          3,
          null,
        ),
      },
      {
        line: 8,
        ...singleQuestion(
          'Which LMS has the most quiz import formats?',
          ['Moodle', 'ATutor', 'Claroline', 'Blackboard', 'WebCT', 'Ilias'],
          0,
          null,
        ),
      },
    ]);
  });

  it('when an answer line is missing or names no option, then the error names the line', () => {
    const { errors, questions } = parseAiken(
      'Q1\nA. a\nB. b\n\nQ2\nA. a\nB. b\nANSWER: E\n\nQ3\nA. x\nB. y\nANSWER: B',
    );
    expect(questions.map((question) => question.questionText)).toEqual(['Q3']);
    expect(errors).toEqual([
      { line: 1, code: 'answer_line_missing', params: {}, message: 'The question has no "ANSWER:" line' },
      {
        line: 8,
        code: 'answer_names_no_option',
        params: { answer: 'E' },
        message: '"ANSWER: E" names no option of the question',
      },
    ]);
  });

  it('when questions are exported, then they read back the same (without explanation, which Aiken lacks)', () => {
    const question = singleQuestion('Två rader\nfråga', ['ja', 'nej'], 1, null);
    const { body, skipped } = exportAiken([question, question]);
    expect(skipped).toBe(0);
    expect(parseAiken(body).questions.map(({ line: _, ...rest }) => rest)).toEqual([question, question]);
  });

  it('when a course has kinds Aiken cannot hold, then they are left out and counted; true/false is kept', () => {
    const trueFalse = choiceQuestion(
      'truefalse',
      'Sant?',
      [
        { text: 'Sant', isCorrect: false },
        { text: 'Falskt', isCorrect: true },
      ],
      null,
    );
    const multiple = choiceQuestion(
      'multiple',
      'Vilka?',
      [
        { text: 'a', isCorrect: true },
        { text: 'b', isCorrect: true },
      ],
      null,
    );
    const short = shortQuestion('Vad?', [{ text: 'x', credit: 100 }], false, null);
    const { body, skipped } = exportAiken([multiple, trueFalse, short]);
    expect(skipped).toBe(2);
    expect(body).toBe('Sant?\nA. Sant\nB. Falskt\nANSWER: B\n');
  });
});
