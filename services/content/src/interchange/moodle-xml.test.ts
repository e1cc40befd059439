import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readQuestionBank } from './index.js';
import { choiceQuestion, matchingQuestion, numericQuestion, shortQuestion } from './model.js';
import { parseMoodleXml } from './moodle-xml.js';

const sv = { language: 'sv' as const };
const EVERY_TYPE = readFileSync(new URL('./fixtures/every-type.moodle.xml', import.meta.url), 'utf8');
const codes = (issues: { line: number; code: string; params: object }[]) =>
  issues.map(({ line, code, params }) => ({ line, code, params }));

describe('Moodle XML', () => {
  it('when a Moodle export is read, then every type QuizDrill has comes in with its feedback, HTML as text', () => {
    const result = readQuestionBank(Buffer.from(EVERY_TYPE), 'auto', 'sv');
    expect(result.format).toBe('moodlexml');
    expect(result.errors).toEqual([]);
    expect(result.questions.map(({ line, kind }) => ({ line, kind }))).toEqual([
      { line: 11, kind: 'single' },
      { line: 38, kind: 'multiple' },
      { line: 58, kind: 'truefalse' },
      { line: 79, kind: 'short' },
      { line: 100, kind: 'numeric' },
      { line: 122, kind: 'matching' },
    ]);
    // The multiple-choice weights (50, -50, 50) are QuizDrill's partial credit: nothing to warn of.
    expect(codes(result.warnings)).toEqual([
      { line: 100, code: 'feedback_dropped', params: {} },
      { line: 149, code: 'unsupported_type', params: { type: 'essay' } },
      { line: 158, code: 'unsupported_type', params: { type: 'cloze' } },
    ]);
    const [single, multiple, trueFalse, short, numeric, matching] = result.questions.map(
      ({ line: _line, ...rest }) => rest,
    );
    expect(single).toEqual(
      choiceQuestion(
        'single',
        'Vilken gas tar växter upp?',
        [
          { text: 'koldioxid', isCorrect: true, feedback: 'Rätt!' },
          { text: 'syre (O2)', isCorrect: false, feedback: 'Nej, syre avges.' },
        ],
        'Växter tar upp CO2 & ger ifrån sig syre.',
      ),
    );
    expect(multiple).toEqual(
      choiceQuestion(
        'multiple',
        'Vilka är ädelgaser? \\(\\frac{1}{2}\\) poäng var.',
        [
          { text: 'helium', isCorrect: true },
          { text: 'väte', isCorrect: false, feedback: 'Väte är ingen ädelgas.' },
          { text: 'argon', isCorrect: true },
        ],
        null,
      ),
    );
    expect(trueFalse).toEqual(
      choiceQuestion(
        'truefalse',
        'Månen är större än jorden.',
        [
          { text: 'Sant', isCorrect: false, feedback: 'Jorden är fyra gånger så bred.' },
          { text: 'Falskt', isCorrect: true, feedback: 'Rätt.' },
        ],
        null,
      ),
    );
    expect(short).toEqual(
      shortQuestion(
        'Vilken stad är Sveriges huvudstad?',
        [
          { text: 'Stockholm', credit: 100, feedback: 'Rätt!' },
          { text: 'Sthlm', credit: 50 },
          { text: '*', credit: 0, feedback: 'Nej, Stockholm.' },
        ],
        false,
        null,
      ),
    );
    expect(numeric).toEqual(
      numericQuestion(
        'Ange π med två decimaler.',
        [
          { value: 3.14, tolerance: 0.005, credit: 100, feedback: 'Bra.' },
          { value: 3, tolerance: 0, credit: 33 },
        ],
        null,
      ),
    );
    expect(matching).toEqual(
      matchingQuestion(
        'Para ihop planet och kännetecken.',
        [
          { left: 'Den största', right: 'Jupiter' },
          { left: 'Den röda', right: 'Mars' },
          { left: '', right: 'Pluto' },
        ],
        null,
      ),
    );
  });

  it('when the XML is broken, then the error names its line and nothing is read', () => {
    const { questions, errors } = parseMoodleXml('<quiz>\n<question type="truefalse">\n</quiz>', sv);
    expect(questions).toEqual([]);
    expect(codes(errors)).toEqual([
      {
        line: 3,
        code: 'xml_unreadable',
        params: {
          reason: "Expected closing tag 'question' (opened in line 2, col 1) instead of closing tag 'quiz'.",
        },
      },
    ]);
  });

  it('when the XML is no question bank, then it says so', () => {
    expect(codes(parseMoodleXml('<quiz><note>hej</note></quiz>', sv).errors)).toEqual([
      { line: 1, code: 'xml_not_moodle', params: {} },
    ]);
  });

  it('when the file declares entities, then none is expanded (no billion laughs)', () => {
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE quiz [',
      '  <!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, index) => {
        const previous = index === 0 ? 'lol' : `lol${index}`;
        return `  <!ENTITY lol${index + 1} "${`&${previous};`.repeat(10)}">`;
      }),
      ']>',
      '<quiz><question type="shortanswer"><questiontext format="plain_text"><text>&lol9;</text></questiontext>',
      '<answer fraction="100"><text>&lol9;</text></answer></question></quiz>',
    ].join('\n');
    const { questions, errors } = parseMoodleXml(laughs, sv);
    expect(errors).toEqual([]);
    expect(questions[0]).toMatchObject({ questionText: '&lol9;', answers: [{ text: '&lol9;' }] });
  });

  it('when a question lacks its right answer or its number, then the error names its line', () => {
    const xml = [
      '<quiz>',
      '<question type="multichoice"><questiontext><text>Q</text></questiontext>',
      '<answer fraction="0"><text>a</text></answer><answer fraction="0"><text>b</text></answer></question>',
      '<question type="numerical"><questiontext><text>Q</text></questiontext>',
      '<answer fraction="100"><text>tre</text></answer></question>',
      '<question type="truefalse"><questiontext><text>Q</text></questiontext></question>',
      '</quiz>',
    ].join('\n');
    expect(codes(parseMoodleXml(xml, sv).errors)).toEqual([
      { line: 2, code: 'no_right_answer', params: {} },
      { line: 4, code: 'number_unreadable', params: { value: 'tre' } },
      { line: 6, code: 'no_right_answer', params: {} },
    ]);
  });

  it('when a fraction is no finite number, then it earns nothing rather than full credit', () => {
    const xml = [
      '<quiz>',
      '<question type="shortanswer"><questiontext><text>Q</text></questiontext>',
      '<answer fraction="Infinity"><text>a</text></answer><answer fraction="1e999"><text>b</text></answer>',
      '<answer fraction="100"><text>c</text></answer></question>',
      '</quiz>',
    ].join('\n');
    const result = parseMoodleXml(xml, sv);
    expect(result.errors).toEqual([]);
    expect(result.questions[0]?.answers?.map(({ text, credit }) => ({ text, credit }))).toEqual([
      { text: 'a', credit: 0 },
      { text: 'b', credit: 0 },
      { text: 'c', credit: 100 },
    ]);
  });

  it('when elements or the HTML in a text nest deeper than any question, then the file is refused or the text cut, never a throw', () => {
    const question = (text: string) =>
      `<question type="shortanswer"><questiontext format="html"><text>${text}</text></questiontext>` +
      '<answer fraction="100"><text>a</text></answer></question>';
    const deepElements = parseMoodleXml(
      `<quiz>${question('Q')}${'<a>'.repeat(2000)}${'</a>'.repeat(2000)}</quiz>`,
      sv,
    );
    expect(codes(deepElements.errors)).toEqual([
      { line: 1, code: 'xml_unreadable', params: { reason: expect.stringMatching(/nested/) } },
    ]);
    const deepHtml = parseMoodleXml(`<quiz>${question(`Vad?${'&lt;b&gt;'.repeat(20_000)}x`)}</quiz>`, sv);
    expect(deepHtml.errors).toEqual([]);
    expect(deepHtml.questions[0]?.questionText).toBe('Vad?…');
  });
});
