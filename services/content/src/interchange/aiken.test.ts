import { describe, expect, it } from 'vitest';
import { exportAiken, parseAiken } from './aiken.js';

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
        questionText: 'What is the correct answer to this question?',
        options: ['Is it this one?', 'Maybe this answer?', 'Possibly this one?', 'Must be this one!'],
        correctIndex: 3,
        explanation: null,
      },
      {
        line: 8,
        questionText: 'Which LMS has the most quiz import formats?',
        options: ['Moodle', 'ATutor', 'Claroline', 'Blackboard', 'WebCT', 'Ilias'],
        correctIndex: 0,
        explanation: null,
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
    const question = {
      questionText: 'Två rader\nfråga',
      options: ['ja', 'nej'],
      correctIndex: 1,
      explanation: null,
    };
    expect(
      parseAiken(exportAiken([question, question])).questions.map(({ line: _, ...rest }) => rest),
    ).toEqual([question, question]);
  });
});
