import { describe, expect, it } from 'vitest';
import { isFinished, upcomingPosition } from './session.js';

describe('where a session stands', () => {
  it('when the question on screen is not answered, then it is the upcoming one', () => {
    expect(upcomingPosition({ step: 0, answered: false })).toBe(1);
    expect(upcomingPosition({ step: 3, answered: false })).toBe(4);
  });

  it('when the question on screen is answered, then the upcoming one is the next', () => {
    expect(upcomingPosition({ step: 3, answered: true })).toBe(5);
  });

  it('when the last question is answered, or the step has run past the end, then the session is finished', () => {
    expect(isFinished({ step: 4, answered: false, questionCount: 5 })).toBe(false);
    expect(isFinished({ step: 4, answered: true, questionCount: 5 })).toBe(true);
    expect(isFinished({ step: 5, answered: false, questionCount: 5 })).toBe(true);
  });
});
