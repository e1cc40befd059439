import { describe, expect, it } from 'vitest';
import { exportGift, parseGift } from './gift.js';

const sv = { language: 'sv' as const };

// The examples of Moodle's GIFT format documentation (docs.moodle.org/en/GIFT_format), as one file.
const MOODLE_EXAMPLES = `// true/false
::Q1:: 1+1=2 {T}

// multiple choice with specified feedback for right and wrong answers
::Q2:: What's between orange and green in the spectrum?
{ =yellow # right; good! ~red # wrong, it's yellow ~blue # wrong, it's yellow }

// fill-in-the-blank
::Q3:: Two plus {=two =2} equals four.

// matching
::Q4:: Which animal eats which food? { =cat -> cat food =dog -> dog food }

// math range question
::Q5:: What is a number from 1 to 5? {#3:2}

// multiple numeric answers with partial credit and feedback
::Q7:: When was Ulysses S. Grant born? {#
         =1822:0      # Correct! Full credit.
         =%50%1822:2  # He was born in 1822. Half credit for being close.
}

// essay
::Q8:: How are you? {}

Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}

Grant is {~buried =entombed ~living} in Grant's tomb.

The sun rises in the east.{T}

What two people are entombed in Grant's tomb? {~%-100%No one ~%50%Grant ~%50%Grant's wife ~%-100%Grant's father}

What's the answer to this multiple-choice question? {
~wrong answer#feedback comment on the wrong answer
~another wrong answer#feedback comment on this wrong answer
=right answer#Very good!
####This is general feedback
}

Which answer equals 5? {
~ \\= 2 + 2
= \\= 2 + 3
~ \\= 2 + 4
}

$CATEGORY: tom/dick/harry

::Kanji-Origin::[html]Japanese characters originally<br>came from what country? {
~India
=<b>China</b>
~Korea
~Egypt}
`;

describe('GIFT', () => {
  it("when Moodle's documented examples are read, then the single-answer and true/false ones become questions", () => {
    const result = parseGift(MOODLE_EXAMPLES, sv);
    expect(result.errors).toEqual([]);
    expect(
      result.questions.map(({ questionText, options, correctIndex, explanation }) => ({
        questionText,
        options,
        correctIndex,
        explanation,
      })),
    ).toEqual([
      { questionText: '1+1=2', options: ['Sant', 'Falskt'], correctIndex: 0, explanation: null },
      {
        questionText: "What's between orange and green in the spectrum?",
        options: ['yellow', 'red', 'blue'],
        correctIndex: 0,
        explanation: 'right; good!',
      },
      {
        questionText: "Who's buried in Grant's tomb?",
        options: ['Grant', 'Jefferson', 'no one'],
        correctIndex: 2,
        explanation: null,
      },
      {
        questionText: "Grant is _____ in Grant's tomb.",
        options: ['buried', 'entombed', 'living'],
        correctIndex: 1,
        explanation: null,
      },
      {
        questionText: 'The sun rises in the east.',
        options: ['Sant', 'Falskt'],
        correctIndex: 0,
        explanation: null,
      },
      {
        questionText: "What's the answer to this multiple-choice question?",
        options: ['wrong answer', 'another wrong answer', 'right answer'],
        correctIndex: 2,
        explanation: 'This is general feedback',
      },
      {
        questionText: 'Which answer equals 5?',
        options: ['= 2 + 2', '= 2 + 3', '= 2 + 4'],
        correctIndex: 1,
        explanation: null,
      },
      {
        questionText: 'Japanese characters originally\ncame from what country?',
        options: ['India', 'China', 'Korea', 'Egypt'],
        correctIndex: 1,
        explanation: null,
      },
    ]);
  });

  it('when a question marks no answer right, then it is an error saying so, not a skipped weighted question', () => {
    const { questions, errors, warnings } = parseGift(
      '::Q1:: Vilken färg har himlen? {~röd ~grön ~gul}\n',
      sv,
    );
    expect(questions).toEqual([]);
    expect(errors.map(({ line, code }) => ({ line, code }))).toEqual([{ line: 1, code: 'no_right_answer' }]);
    expect(warnings.filter((warning) => warning.code === 'unsupported_type')).toEqual([]);
  });

  it('when types QuizDrill does not have appear, then each is skipped with a warning naming its line and type', () => {
    const { warnings } = parseGift(MOODLE_EXAMPLES, sv);
    const skipped = warnings.filter((warning) => warning.code === 'unsupported_type');
    expect(skipped.map(({ line, params }) => ({ line, params }))).toEqual([
      { line: 9, params: { type: 'short_answer' } },
      { line: 12, params: { type: 'matching' } },
      { line: 15, params: { type: 'numerical' } },
      { line: 18, params: { type: 'numerical' } },
      { line: 24, params: { type: 'essay' } },
      { line: 32, params: { type: 'weighted' } },
    ]);
    expect(skipped[4]!.message).toBe('Skipped: essay questions are not supported');
    expect(skipped[5]!.message).toBe(
      'Skipped: several right answers with weights questions are not supported',
    );
    expect(warnings).toContainEqual({
      line: 34,
      code: 'feedback_dropped',
      params: {},
      message: 'Feedback on wrong answers is not kept: a question has one explanation',
    });
  });

  it('when the course is English, then true/false gets True and False', () => {
    const { questions } = parseGift('Stockholm is in Sweden {FALSE}', { language: 'en' });
    expect(questions[0]).toMatchObject({ options: ['True', 'False'], correctIndex: 1 });
  });

  it('when braces do not balance, then the error names the line of the lone brace', () => {
    const { errors, questions } = parseGift('Fine {=a ~b}\n\nFirst line\nsecond line {=a ~b\n\nx } y', sv);
    expect(questions).toHaveLength(1);
    expect(errors).toEqual([
      {
        line: 4,
        code: 'unbalanced_braces',
        params: { brace: '{' },
        message: 'Unbalanced braces: a "{" has no partner',
      },
      {
        line: 6,
        code: 'unbalanced_braces',
        params: { brace: '}' },
        message: 'Unbalanced braces: a "}" has no partner',
      },
    ]);
  });

  it('when a text is written in markdown or plain, then it is kept as written; escapes and \\n come back', () => {
    const { questions } = parseGift('[markdown]Is **this** 1\\:1\\nor 2\\{3\\}? {=yes \\# sure ~no\\\\}', sv);
    expect(questions[0]).toMatchObject({
      questionText: 'Is **this** 1:1\nor 2{3}?',
      options: ['yes # sure', 'no\\'],
    });
  });

  it('when HTML has markup and entities, then only its text is kept', () => {
    const { questions } = parseGift(
      '[html]<p>Vad &auml;r <script>x</script><i>H<sub>2</sub>O</i>?</p> {=Vatten ~Salt}',
      sv,
    );
    expect(questions[0]!.questionText).toBe('Vad är H2O?');
  });

  it('when a question is exported, then the file says images are not carried and reads back the same', () => {
    const question = {
      questionText: '// Is [html] {this} = ~that #1: yes?\nSecond line',
      options: ['%50% off', '[b]', 'a\\b'],
      correctIndex: 0,
      explanation: 'Because #reasons',
    };
    const file = exportGift([question, { ...question, correctIndex: 1 }], 'Kurs');
    expect(file).toContain('Images are not carried');
    const { questions, errors, warnings } = parseGift(file, sv);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(questions.map(({ line: _line, ...rest }) => rest)).toEqual([
      question,
      { ...question, correctIndex: 1 },
    ]);
  });
});
