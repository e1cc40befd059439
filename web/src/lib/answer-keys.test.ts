import { describe, expect, it } from 'vitest';
import { optionLabelForKey } from './answer-keys';

const options = ['A', 'B', 'C', 'D'].map((optionLabel) => ({
  optionLabel,
  optionText: `text ${optionLabel}`,
}));

describe('optionLabelForKey', () => {
  it('when a digit is pressed, then the option in that place is chosen', () => {
    expect(optionLabelForKey('1', options)).toBe('A');
    expect(optionLabelForKey('4', options)).toBe('D');
  });

  it('when a letter is pressed, in either case, then the option with that label is chosen', () => {
    expect(optionLabelForKey('c', options)).toBe('C');
    expect(optionLabelForKey('B', options)).toBe('B');
  });

  it('when the key names no option, then nothing is chosen', () => {
    expect(optionLabelForKey('5', options)).toBeNull();
    expect(optionLabelForKey('0', options)).toBeNull();
    expect(optionLabelForKey('E', options)).toBeNull();
    expect(optionLabelForKey('Enter', options)).toBeNull();
    expect(optionLabelForKey('ä', options)).toBeNull();
  });

  it('when options are labelled beyond D, then their letters choose them too', () => {
    const six = [...options, { optionLabel: 'E', optionText: 'e' }, { optionLabel: 'F', optionText: 'f' }];
    expect(optionLabelForKey('f', six)).toBe('F');
    expect(optionLabelForKey('6', six)).toBe('F');
  });
});
