import { describe, expect, it } from 'vitest';
import { type FormDraft, formAnswer } from './form-answer';

const empty: FormDraft = { ticked: null, typed: '', picks: [null, null] };

describe('what a phone sends to a question answered by a form (issue 43)', () => {
  it('when a number is typed with a decimal comma, then it is sent as typed, trimmed', () => {
    expect(formAnswer('numeric', { ...empty, typed: ' 3,14 ' })).toBe('3,14');
  });

  it('when what is typed for a number is not one, then there is nothing to send', () => {
    expect(formAnswer('numeric', { ...empty, typed: 'pi' })).toBeNull();
    expect(formAnswer('numeric', { ...empty, typed: '3,' })).toBeNull();
  });

  it('when a short answer is typed, then it is sent trimmed; blanks are nothing to send', () => {
    expect(formAnswer('short', { ...empty, typed: '  Stockholm ' })).toBe('Stockholm');
    expect(formAnswer('short', { ...empty, typed: '   ' })).toBeNull();
  });

  it('when options are ticked, then their labels go as ticked; none is nothing to send', () => {
    expect(formAnswer('multiple', { ...empty, ticked: 'A,C' })).toBe('A,C');
    expect(formAnswer('multiple', empty)).toBeNull();
  });

  it('when some left items of a matching are picked, then it goes with the rest unpicked; none is nothing', () => {
    expect(formAnswer('matching', { ...empty, picks: [null, 'B'] })).toBe('-,B');
    expect(formAnswer('matching', empty)).toBeNull();
  });
});
