import { describe, expect, it } from 'vitest';
import {
  correctAnswerOf,
  gradeAnswer,
  isOneTypoApart,
  matchingChoices,
  normalisedAnswer,
  parseAnswer,
  parseNumber,
  shortAnswerMatches,
} from './grading.js';
import { type AnswerKeyFields, answerKeyProblem, type QuestionKind } from './kinds.js';

const options = (right: string) =>
  ['A', 'B', 'C', 'D'].map((optionLabel) => ({
    optionLabel,
    optionText: `option ${optionLabel}`,
    isCorrect: right.includes(optionLabel),
    feedback: optionLabel === 'C' ? 'C is a classic mistake' : null,
  }));

function graded(question: AnswerKeyFields, raw: string) {
  const kind: QuestionKind = question.kind ?? 'single';
  const answer = parseAnswer(kind, raw);
  return answer && gradeAnswer(question, answer);
}

describe('single choice and true/false', () => {
  it('grades one label right or wrong, as SPEC clients send it', () => {
    expect(graded({ options: options('B') }, ' b ')).toMatchObject({
      credit: 1,
      correct: true,
      correctAnswer: 'B',
    });
    expect(graded({ options: options('B') }, 'C')).toEqual({
      credit: 0,
      correct: false,
      correctAnswer: 'B',
      feedback: ['C is a classic mistake'],
    });
    expect(graded({ kind: 'truefalse', options: options('A').slice(0, 2) }, 'A')).toMatchObject({
      correct: true,
    });
  });

  it('refuses a label the question lacks and anything that is not a label', () => {
    expect(graded({ options: options('B') }, 'E')).toBeUndefined();
    expect(parseAnswer('single', 'AB')).toBeUndefined();
    expect(parseAnswer('single', '1')).toBeUndefined();
  });
});

describe('multiple choice', () => {
  const question: AnswerKeyFields = { kind: 'multiple', options: options('AC') };

  it('gives max(0, (right ticked − wrong ticked) / right total)', () => {
    expect(graded(question, 'A,C')).toMatchObject({ credit: 1, correct: true, correctAnswer: 'A,C' });
    expect(graded(question, 'CA')).toMatchObject({ credit: 1 });
    expect(graded(question, 'A')).toMatchObject({ credit: 0.5, correct: false });
    expect(graded(question, 'A,B')).toMatchObject({ credit: 0 });
    expect(graded(question, 'A,B,C,D')).toMatchObject({ credit: 0 });
    expect(graded(question, 'A,C,D')).toMatchObject({ credit: 0.5 });
    expect(graded(question, 'a, c, a')).toMatchObject({ credit: 1 });
  });

  it('refuses an empty answer, a none mark and an unknown label', () => {
    expect(parseAnswer('multiple', '')).toBeUndefined();
    expect(parseAnswer('multiple', 'A,-')).toBeUndefined();
    expect(graded(question, 'A,F')).toBeUndefined();
  });
});

describe('short answer', () => {
  it('ignores case and surrounding and repeated spaces, and nothing else unless lenient', () => {
    expect(shortAnswerMatches('Gustav Vasa', '  gustav   VASA ', false)).toBe(true);
    expect(shortAnswerMatches('Göteborg', 'Goteborg', false)).toBe(false);
    expect(shortAnswerMatches('Göteborg', 'Goteborg', true)).toBe(true);
    expect(shortAnswerMatches('Stockholm', 'Stokholm', false)).toBe(false);
  });

  it('with lenient, forgives one typo per word of five letters or more, never in shorter words', () => {
    expect(shortAnswerMatches('Stockholm', 'Stokholm', true)).toBe(true); // a letter dropped
    expect(shortAnswerMatches('Stockholm', 'Stockhlom', true)).toBe(true); // two swapped
    expect(shortAnswerMatches('Stockholm', 'Stockhloom', true)).toBe(false); // two typos
    expect(shortAnswerMatches('Oslo', 'Olso', true)).toBe(false);
    expect(shortAnswerMatches('Karl den store', 'Karl den stpre', true)).toBe(true);
    expect(shortAnswerMatches('Karl den store', 'Karl store', true)).toBe(false);
  });

  it("reads Moodle's * as any run of characters and \\* as a star", () => {
    expect(shortAnswerMatches('*photosynth*', 'Photosynthesis', false)).toBe(true);
    expect(shortAnswerMatches('a\\*b', 'a*b', false)).toBe(true);
    expect(shortAnswerMatches('a\\*b', 'axb', false)).toBe(false);
    expect(shortAnswerMatches('1+1', '1+1', false)).toBe(true);
  });

  it('matches wildcards anywhere, a star also matching nothing, and a star itself beside one', () => {
    expect(shortAnswerMatches('s*k*m', 'Stockholm', false)).toBe(true);
    expect(shortAnswerMatches('s*k*m', 'Stockholms', false)).toBe(false);
    expect(shortAnswerMatches('a**b', 'ab', false)).toBe(true);
    expect(shortAnswerMatches('*', 'anything at all', false)).toBe(true);
    expect(shortAnswerMatches('a\\**', 'a*bc', false)).toBe(true);
    expect(shortAnswerMatches('a\\**', 'abc', false)).toBe(false);
    expect(shortAnswerMatches('*ö*', 'Göteborg', true)).toBe(true);
    expect(shortAnswerMatches('*ab*ab*', 'xabyyabz', false)).toBe(true);
    expect(shortAnswerMatches('*ab*ab*', 'xabyyaz', false)).toBe(false);
  });

  it('matches a wildcard of many stars against the longest answer in a moment', () => {
    // A backtracking regular expression took 52 s for four stars; a hundred would not end.
    const typed = 'a'.repeat(200);
    const started = performance.now();
    expect(shortAnswerMatches('*a'.repeat(99), typed, false)).toBe(true);
    expect(shortAnswerMatches(`${'*a'.repeat(99)}*b`, typed, false)).toBe(false);
    expect(shortAnswerMatches(`${'*'.repeat(199)}b`, typed, true)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('takes the best credit matched, with its feedback', () => {
    const question: AnswerKeyFields = {
      kind: 'short',
      options: [],
      answers: [
        { text: 'Paris', credit: 100, feedback: 'Yes' },
        { text: 'France', credit: 50, feedback: 'The country, not the city' },
        { text: 'Lyon', credit: 0, feedback: 'The second city' },
      ],
    };
    expect(graded(question, 'paris')).toEqual({
      credit: 1,
      correct: true,
      correctAnswer: 'Paris',
      feedback: ['Yes'],
    });
    expect(graded(question, 'France')).toMatchObject({
      credit: 0.5,
      correct: false,
      feedback: ['The country, not the city'],
    });
    expect(graded(question, 'Lyon')).toMatchObject({ credit: 0, feedback: ['The second city'] });
    expect(graded(question, 'Rome')).toMatchObject({ credit: 0, feedback: [] });
    expect(parseAnswer('short', '   ')).toBeUndefined();
  });
});

describe('numeric', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(parseNumber('3,14')).toBe(3.14);
    expect(parseNumber('3.14')).toBe(3.14);
    expect(parseNumber('−2')).toBe(-2);
    expect(parseNumber('1 000')).toBe(1000);
    expect(parseNumber(',5')).toBe(0.5);
    for (const bad of ['', 'pi', '1,000.5', '1e3', '3..1', 'Infinity', '--1'])
      expect(parseNumber(bad)).toBeUndefined();
  });

  it('accepts value ± tolerance with both ends included, and the best credit', () => {
    const question: AnswerKeyFields = {
      kind: 'numeric',
      options: [],
      ranges: [
        { value: 3.14, tolerance: 0.01, credit: 100 },
        { value: 3, tolerance: 0.5, credit: 50, feedback: 'Close' },
      ],
    };
    expect(graded(question, '3,15')).toMatchObject({ credit: 1, correctAnswer: '3.14' });
    expect(graded(question, '3.13')).toMatchObject({ credit: 1 });
    expect(graded(question, '3.2')).toMatchObject({ credit: 0.5, feedback: ['Close'] });
    expect(graded(question, '4')).toMatchObject({ credit: 0 });
  });
});

describe('matching', () => {
  const pairs = [
    { left: 'Sverige', right: 'Stockholm' },
    { left: 'Norge', right: 'Oslo' },
    { left: 'Danmark', right: 'Köpenhamn' },
    { left: '', right: 'Helsingfors' },
  ];
  const question: AnswerKeyFields = { kind: 'matching', options: [], pairs };

  it('offers every right sorted, so the order gives no pair away', () => {
    expect(matchingChoices(pairs).map((choice) => `${choice.optionLabel}:${choice.optionText}`)).toEqual([
      'A:Helsingfors',
      'B:Köpenhamn',
      'C:Oslo',
      'D:Stockholm',
    ]);
  });

  it('gives the share of left items matched right', () => {
    expect(graded(question, 'D,C,B')).toMatchObject({ credit: 1, correct: true, correctAnswer: 'D,C,B' });
    expect(graded(question, 'D,-,A')).toMatchObject({ credit: 0.3333, correct: false });
    expect(graded(question, 'DCB')).toMatchObject({ credit: 1 });
  });

  it('refuses an answer with too few or too many picks or an unknown label', () => {
    expect(graded(question, 'D,C')).toBeUndefined();
    expect(graded(question, 'D,C,B,A')).toBeUndefined();
    expect(graded(question, 'D,C,X')).toBeUndefined();
  });
});

describe('the right answer, whatever was answered', () => {
  it('names it as a grade does, for a reveal or results that have no answer to grade', () => {
    const keys: AnswerKeyFields[] = [
      { options: options('B') },
      { kind: 'multiple', options: options('AC') },
      {
        kind: 'short',
        options: [],
        answers: [
          { text: 'Paris?', credit: 50 },
          { text: 'Paris', credit: 100 },
        ],
      },
      { kind: 'numeric', options: [], ranges: [{ value: 3.14, tolerance: 0.01, credit: 100 }] },
      {
        kind: 'matching',
        options: [],
        pairs: [
          { left: 'Sverige', right: 'Stockholm' },
          { left: 'Norge', right: 'Oslo' },
        ],
      },
    ];
    expect(keys.map(correctAnswerOf)).toEqual(['B', 'A,C', 'Paris', '3.14', 'B,A']);
    for (const [key, answer] of keys.map(
      (key, index) => [key, ['A', 'B', 'x', '0', 'A,A'][index]] as const,
    )) {
      expect(graded(key, answer ?? '')?.correctAnswer).toBe(correctAnswerOf(key));
    }
  });

  it('folds a typed answer’s case and spacing, so answers differing only in those are counted as one', () => {
    expect(normalisedAnswer('  Los   Angeles ')).toBe(normalisedAnswer('los angeles'));
    expect(normalisedAnswer('Å')).toBe('å');
    expect(normalisedAnswer('Malmö')).not.toBe(normalisedAnswer('Malmo'));
  });
});

describe('answer keys', () => {
  it('says what makes a key unanswerable', () => {
    expect(answerKeyProblem({ options: options('AB') })).toMatch(/exactly one right/);
    expect(answerKeyProblem({ kind: 'multiple', options: options('') })).toMatch(/at least one right/);
    expect(answerKeyProblem({ kind: 'short', options: [], answers: [{ text: 'x', credit: 50 }] })).toMatch(
      /full credit/,
    );
    expect(
      answerKeyProblem({ kind: 'numeric', options: [], ranges: [{ value: 1, tolerance: -1, credit: 100 }] }),
    ).toMatch(/tolerance/);
    expect(answerKeyProblem({ kind: 'matching', options: [], pairs: [{ left: 'a', right: 'b' }] })).toMatch(
      /pairs/,
    );
    expect(answerKeyProblem({ kind: 'multiple', options: options('AC') })).toBeUndefined();
  });
});

describe('one typo', () => {
  it('is a letter changed, added, dropped or two swapped', () => {
    expect(isOneTypoApart('kaffe', 'kafffe')).toBe(true);
    expect(isOneTypoApart('kaffe', 'kafe')).toBe(true);
    expect(isOneTypoApart('kaffe', 'kaffa')).toBe(true);
    expect(isOneTypoApart('kaffe', 'akffe')).toBe(true);
    expect(isOneTypoApart('kaffe', 'kfafa')).toBe(false);
    expect(isOneTypoApart('kaffe', 'te')).toBe(false);
  });
});
