import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportGift, parseGift } from './gift.js';
import { choiceQuestion, matchingQuestion, numericQuestion, shortQuestion, singleQuestion } from './model.js';
import type { ParsedQuestion } from './types.js';

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

const NINE_TYPES = readFileSync(new URL('./fixtures/nine-types.gift.txt', import.meta.url), 'utf8');

const single = (questionText: string, options: string[], right: number) =>
  singleQuestion(questionText, options, right, null);
const trueFalse = (
  questionText: string,
  truth: boolean,
  feedback: [string | null, string | null] = [null, null],
) =>
  choiceQuestion(
    'truefalse',
    questionText,
    [
      { text: 'Sant', isCorrect: truth, feedback: feedback[0] },
      { text: 'Falskt', isCorrect: !truth, feedback: feedback[1] },
    ],
    null,
  );
const withoutLine = (questions: ParsedQuestion[]) => questions.map(({ line: _line, ...rest }) => rest);
const codes = (issues: { line: number; code: string; params: object }[]) =>
  issues.map(({ line, code, params }) => ({ line, code, params }));

describe('GIFT', () => {
  it("when Moodle's documented examples are read, then every question of a kind QuizDrill has comes in", () => {
    const result = parseGift(MOODLE_EXAMPLES, sv);
    expect(result.errors).toEqual([]);
    expect(result.questions.map((question) => question.line)).toEqual([
      2, 5, 9, 12, 15, 18, 26, 28, 30, 32, 34, 41, 49,
    ]);
    expect(withoutLine(result.questions)).toEqual([
      trueFalse('1+1=2', true),
      choiceQuestion(
        'single',
        "What's between orange and green in the spectrum?",
        [
          { text: 'yellow', isCorrect: true, feedback: 'right; good!' },
          { text: 'red', isCorrect: false, feedback: "wrong, it's yellow" },
          { text: 'blue', isCorrect: false, feedback: "wrong, it's yellow" },
        ],
        null,
      ),
      shortQuestion(
        'Two plus _____ equals four.',
        [
          { text: 'two', credit: 100 },
          { text: '2', credit: 100 },
        ],
        false,
        null,
      ),
      matchingQuestion(
        'Which animal eats which food?',
        [
          { left: 'cat', right: 'cat food' },
          { left: 'dog', right: 'dog food' },
        ],
        null,
      ),
      numericQuestion('What is a number from 1 to 5?', [{ value: 3, tolerance: 2, credit: 100 }], null),
      numericQuestion(
        'When was Ulysses S. Grant born?',
        [
          { value: 1822, tolerance: 0, credit: 100, feedback: 'Correct! Full credit.' },
          {
            value: 1822,
            tolerance: 2,
            credit: 50,
            feedback: 'He was born in 1822. Half credit for being close.',
          },
        ],
        null,
      ),
      single("Who's buried in Grant's tomb?", ['Grant', 'Jefferson', 'no one'], 2),
      single("Grant is _____ in Grant's tomb.", ['buried', 'entombed', 'living'], 1),
      trueFalse('The sun rises in the east.', true),
      choiceQuestion(
        'multiple',
        "What two people are entombed in Grant's tomb?",
        [
          { text: 'No one', isCorrect: false },
          { text: 'Grant', isCorrect: true },
          { text: "Grant's wife", isCorrect: true },
          { text: "Grant's father", isCorrect: false },
        ],
        null,
      ),
      choiceQuestion(
        'single',
        "What's the answer to this multiple-choice question?",
        [
          { text: 'wrong answer', isCorrect: false, feedback: 'feedback comment on the wrong answer' },
          {
            text: 'another wrong answer',
            isCorrect: false,
            feedback: 'feedback comment on this wrong answer',
          },
          { text: 'right answer', isCorrect: true, feedback: 'Very good!' },
        ],
        'This is general feedback',
      ),
      single('Which answer equals 5?', ['= 2 + 2', '= 2 + 3', '= 2 + 4'], 1),
      single(
        'Japanese characters originally\ncame from what country?',
        ['India', 'China', 'Korea', 'Egypt'],
        1,
      ),
    ]);
    // The essay is skipped; Moodle's weights (-100 for a wrong pick) are not QuizDrill's partial credit.
    expect(codes(result.warnings)).toEqual([
      { line: 24, code: 'unsupported_type', params: { type: 'essay' } },
      { line: 32, code: 'weights_not_kept', params: {} },
    ]);
    expect(result.warnings[0]!.message).toBe('Skipped: essay questions are not supported');
  });

  it("when the nine types of Moodle's GIFT fixture are read, then eight come in and the essay is skipped by line", () => {
    const result = parseGift(NINE_TYPES, sv);
    expect(result.errors).toEqual([]);
    expect(codes(result.warnings)).toEqual([
      { line: 6, code: 'unsupported_type', params: { type: 'essay' } },
      { line: 26, code: 'weights_not_kept', params: {} },
      { line: 35, code: 'feedback_dropped', params: {} },
    ]);
    expect(result.questions.map(({ line, kind }) => ({ line, kind }))).toEqual([
      { line: 9, kind: 'matching' },
      { line: 18, kind: 'single' },
      { line: 26, kind: 'multiple' },
      { line: 35, kind: 'numeric' },
      { line: 38, kind: 'short' },
      { line: 45, kind: 'truefalse' },
      { line: 50, kind: 'truefalse' },
      { line: 53, kind: 'truefalse' },
    ]);
    const [matching, single, multiple, numeric, short, moon] = withoutLine(result.questions);
    expect(matching).toEqual(
      matchingQuestion(
        'Match the planet to what it is known for.',
        [
          { left: 'The largest planet of the solar system.', right: 'Jupiter' },
          { left: 'Its rings are seen with a small telescope.', right: 'Saturn' },
          { left: 'The red planet.', right: 'Mars' },
          { left: 'The planet we live on.', right: 'Earth' },
          { left: '', right: 'Pluto' },
        ],
        null,
      ),
    );
    expect(
      single!.options.map(({ optionText, isCorrect, feedback }) => ({ optionText, isCorrect, feedback })),
    ).toEqual([
      { optionText: 'carbon dioxide', isCorrect: true, feedback: 'right; well done!' },
      { optionText: 'oxygen', isCorrect: false, feedback: 'no, they give off oxygen' },
      { optionText: 'nitrogen', isCorrect: false, feedback: 'no, that is most of the air' },
    ]);
    expect(multiple!.options.map(({ optionText, isCorrect }) => `${optionText}:${isCorrect}`)).toEqual([
      'helium:true',
      'hydrogen:false',
      'argon:true',
      'oxygen:false',
    ]);
    // Moodle's own reading: text after the answers makes a gap to fill.
    expect(numeric).toEqual(
      numericQuestion(
        'Give an even number from 2 to 6. _____";',
        [{ value: 4, tolerance: 2, credit: 100 }],
        null,
      ),
    );
    expect(short).toEqual(
      shortQuestion(
        'Which city is the capital of Sweden?',
        [
          { text: 'Stockholm', credit: 100, feedback: 'Right!' },
          { text: 'Sthlm', credit: 50, feedback: 'Yes, but write it out.' },
          { text: '*', credit: 0, feedback: 'No, it is Stockholm.' },
        ],
        false,
        null,
      ),
    );
    // The first feedback is for a wrong answer (true), the second for the right one (false).
    expect(moon).toEqual({
      ...trueFalse('The Moon is bigger than the Earth._____";', false, [
        'The Earth is about four times as wide.',
        'You gave the right answer.',
      ]),
      explanation: "The Moon's diameter is about 3,474 km.",
    });
  });

  it('when a question marks no answer right, then it is an error saying so', () => {
    const { questions, errors } = parseGift('::Q1:: Vilken färg har himlen? {~röd ~grön ~gul}\n', sv);
    expect(questions).toEqual([]);
    expect(codes(errors)).toEqual([{ line: 1, code: 'no_right_answer', params: {} }]);
  });

  it('when one pick has several fully right answers or partly right ones, then it is skipped or warned about', () => {
    const { questions, warnings } = parseGift('Primtal? {=2 =3 ~4}\n\nNästan? {=ja ~%50%kanske ~nej}', sv);
    expect(codes(warnings)).toEqual([
      { line: 1, code: 'unsupported_type', params: { type: 'several_right_single' } },
      { line: 3, code: 'partial_credit_dropped', params: {} },
    ]);
    expect(withoutLine(questions)).toEqual([single('Nästan?', ['ja', 'kanske', 'nej'], 0)]);
  });

  it("when several right answers carry QuizDrill's own weights, then nothing is warned", () => {
    const { questions, warnings } = parseGift(
      'Jämna? {~%33.33333%2 ~%33.33333%4 ~%33.33333%6 ~%-33.33333%7}',
      sv,
    );
    expect(warnings).toEqual([]);
    expect(questions[0]!.options.map((option) => option.isCorrect)).toEqual([true, true, true, false]);
  });

  it('when numeric answers are written as a range or with a decimal comma, then they read; a word is an error', () => {
    const { questions, errors } = parseGift('Pi? {#3,14:0,01}\n\nMellan? {#1..5}\n\nTal? {#tre}', sv);
    expect(questions.map((question) => question.ranges)).toEqual([
      [{ value: 3.14, tolerance: 0.01, credit: 100, feedback: null }],
      [{ value: 3, tolerance: 2, credit: 100, feedback: null }],
    ]);
    expect(codes(errors)).toEqual([{ line: 5, code: 'number_unreadable', params: { value: 'tre' } }]);
  });

  it('when matching and short answers break the limits, then each error names its line', () => {
    const { errors } = parseGift(
      `Par? {=a -> b}\n\nPar? {=a -> b =c d}\n\nKort? {=${'x'.repeat(201)}}\n\nKort? {=%50%nästan}`,
      sv,
    );
    expect(codes(errors)).toEqual([
      { line: 1, code: 'too_few_pairs', params: { min: 2 } },
      { line: 3, code: 'pair_incomplete', params: {} },
      { line: 5, code: 'answer_too_long', params: { max: 200 } },
      { line: 7, code: 'no_right_answer', params: {} },
    ]);
  });

  it('when math is written in LaTeX with GIFT escapes, then its source is kept, \\n before a letter too', () => {
    const { questions, errors } = parseGift(
      'Vad är \\(\\frac\\{1\\}\\{2\\} \\neq x\\)?\\nRad två. {=\\(\\sqrt\\{4\\}\\) ~$$a \\= b$$}',
      sv,
    );
    expect(errors).toEqual([]);
    expect(questions[0]).toMatchObject({
      questionText: 'Vad är \\(\\frac{1}{2} \\neq x\\)?\nRad två.',
      options: [{ optionText: '\\(\\sqrt{4}\\)' }, { optionText: '$$a = b$$' }],
    });
  });

  it('when the course is English, then true/false gets True and False', () => {
    const { questions } = parseGift('Stockholm is in Sweden {FALSE}', { language: 'en' });
    expect(questions[0]!.options.map(({ optionText, isCorrect }) => ({ optionText, isCorrect }))).toEqual([
      { optionText: 'True', isCorrect: false },
      { optionText: 'False', isCorrect: true },
    ]);
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
      options: [{ optionText: 'yes # sure' }, { optionText: 'no\\' }],
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
    const question = choiceQuestion(
      'single',
      '// Is [html] {this} = ~that #1: yes?\nSecond line',
      [
        { text: '%50% off', isCorrect: true, feedback: '#1 {best}' },
        { text: '[b]', isCorrect: false },
        { text: 'a\\b', isCorrect: false },
      ],
      'Because #reasons',
    );
    const file = exportGift([question], 'Kurs');
    expect(file).toContain('Images are not carried');
    const { questions, errors, warnings } = parseGift(file, sv);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(withoutLine(questions)).toEqual([question]);
  });

  it('when every kind is exported, then Moodle reads it as written: weights, ranges, pairs and feedback', () => {
    const file = exportGift(
      [
        choiceQuestion(
          'multiple',
          'Jämna?',
          [
            { text: '2', isCorrect: true },
            { text: '3', isCorrect: false, feedback: 'udda' },
            { text: '4', isCorrect: true },
          ],
          null,
        ),
        numericQuestion('Pi?', [{ value: 3.14, tolerance: 0.01, credit: 100, feedback: 'bra' }], null),
        matchingQuestion(
          'Par?',
          [
            { left: 'a', right: 'b' },
            { left: 'c', right: 'd' },
            { left: '', right: 'e' },
          ],
          null,
        ),
        { ...shortQuestion('Huvudstad?', [{ text: 'Stockholm', credit: 100 }], true, null) },
      ],
      'Kurs',
    );
    expect(file).toContain('Jämna? {\n  ~%50%2\n  ~%-50%3#udda\n  ~%50%4\n}');
    expect(file).toContain('Pi? {\n  #\n  =3.14:0.01#bra\n}');
    expect(file).toContain('Par? {\n  =a -> b\n  =c -> d\n  = -> e\n}');
    expect(file).toContain('// quizdrill: lenient\nHuvudstad? {\n  =Stockholm\n}');
  });

  it('when an [html] text nests its tags thousands deep, then it is read cut short, not thrown on', () => {
    const result = parseGift(`[html]Vad?${'<b>'.repeat(20_000)}x {=a}`, sv);
    expect(result.errors).toEqual([]);
    expect(result.questions[0]?.questionText).toBe('Vad?…');
  });
});
