import { describe, expect, it } from 'vitest';
import { normalizeOptions, parseOptionsField, trueFalseOptions } from './options.js';

describe('answer options', () => {
  it('when options are strings with a correct index, then they are labelled A, B, C in order', () => {
    expect(normalizeOptions(parseOptionsField('["Oslo","Stockholm","Köpenhamn"]'), 1)).toEqual([
      { label: 'A', text: 'Oslo', isCorrect: false, feedback: null },
      { label: 'B', text: 'Stockholm', isCorrect: true, feedback: null },
      { label: 'C', text: 'Köpenhamn', isCorrect: false, feedback: null },
    ]);
  });

  it('when options are objects, then sent labels are ignored and a flag may say which is correct', () => {
    const parsed = parseOptionsField([
      { optionLabel: 'Q', optionText: ' Mitokondrie ' },
      { optionLabel: 'Z', optionText: 'Ribosom', isCorrect: true },
    ]);
    expect(normalizeOptions(parsed, undefined)).toEqual([
      { label: 'A', text: 'Mitokondrie', isCorrect: false, feedback: null },
      { label: 'B', text: 'Ribosom', isCorrect: true, feedback: null },
    ]);
  });

  it('when a multiple-choice question flags several options, then each is right and feedback is kept trimmed', () => {
    const parsed = parseOptionsField(
      '[{"optionText":"2","isCorrect":true,"feedback":" Jämnt och primtal "},{"optionText":"9"},' +
        '{"optionText":"7","isCorrect":true,"feedback":""}]',
    );
    expect(normalizeOptions(parsed, undefined, 'multiple')).toEqual([
      { label: 'A', text: '2', isCorrect: true, feedback: 'Jämnt och primtal' },
      { label: 'B', text: '9', isCorrect: false, feedback: null },
      { label: 'C', text: '7', isCorrect: true, feedback: null },
    ]);
    expect(() => normalizeOptions(parseOptionsField(['a', 'b']), undefined, 'multiple')).toThrow(
      'Mark at least one right answer',
    );
  });

  it.each(['"true"', '1', '"yes"', '[true]'])(
    'when an option’s isCorrect is %s (not a boolean), then it is refused rather than read as not right',
    (flag) => {
      expect(() =>
        parseOptionsField(`[{"optionText":"a","isCorrect":${flag}},{"optionText":"b","isCorrect":true}]`),
      ).toThrow('An option’s isCorrect must be true or false');
    },
  );

  it('when a true/false question is sent, then its options are the language’s own, the right one by index or flag', () => {
    expect(trueFalseOptions([], 1, 'sv')).toEqual([
      { label: 'A', text: 'Sant', isCorrect: false, feedback: null },
      { label: 'B', text: 'Falskt', isCorrect: true, feedback: null },
    ]);
    const flagged = parseOptionsField([{ isCorrect: true, feedback: 'Yes' }, { optionText: 'Nope' }]);
    expect(
      trueFalseOptions(flagged, undefined, 'en').map((option) => [option.text, option.isCorrect]),
    ).toEqual([
      ['True', true],
      ['False', false],
    ]);
    expect(() => trueFalseOptions([], 2, 'sv')).toThrow('0 (true) or 1 (false)');
    expect(() => trueFalseOptions(parseOptionsField(['a', 'b', 'c']), 0, 'sv')).toThrow(
      'exactly two options',
    );
  });

  it.each([
    ['one option', ['only'], 0, 'At least two answer options are required'],
    ['an empty option', ['a', ' '], 0, 'Every answer option needs a text'],
    ['no correct index', ['a', 'b'], undefined, 'You must mark which answer is correct'],
    ['an index out of range', ['a', 'b'], 2, 'You must mark which answer is correct'],
    ['27 options', Array.from({ length: 27 }, (_, i) => `o${i}`), 0, 'At most 26'],
  ])('when given %s, then it is refused', (_case, options, index, message) => {
    expect(() => normalizeOptions(parseOptionsField(options), index)).toThrow(message);
  });

  it('when the field is not JSON or not an array, then it is refused', () => {
    expect(() => parseOptionsField('[oops')).toThrow('options must be a JSON array');
    expect(() => parseOptionsField('{"a":1}')).toThrow('options must be a JSON array');
    expect(() => parseOptionsField([42])).toThrow('options must be strings');
  });
});
