import { describe, expect, it } from 'vitest';
import { normalizeOptions, parseOptionsField } from './options.js';

describe('answer options', () => {
  it('when options are strings with a correct index, then they are labelled A, B, C in order', () => {
    expect(normalizeOptions(parseOptionsField('["Oslo","Stockholm","Köpenhamn"]'), 1)).toEqual([
      { label: 'A', text: 'Oslo', isCorrect: false },
      { label: 'B', text: 'Stockholm', isCorrect: true },
      { label: 'C', text: 'Köpenhamn', isCorrect: false },
    ]);
  });

  it('when options are objects, then sent labels are ignored and a flag may say which is correct', () => {
    const parsed = parseOptionsField([
      { optionLabel: 'Q', optionText: ' Mitokondrie ' },
      { optionLabel: 'Z', optionText: 'Ribosom', isCorrect: true },
    ]);
    expect(normalizeOptions(parsed, undefined)).toEqual([
      { label: 'A', text: 'Mitokondrie', isCorrect: false },
      { label: 'B', text: 'Ribosom', isCorrect: true },
    ]);
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
