import { describe, expect, it } from 'vitest';
import { keyInLanguage, questionKey } from './answer-key.js';

describe('a question’s kind and answer key', () => {
  it('when no kind is sent, then it is SPEC’s single choice', () => {
    expect(questionKey({ options: '["a","b"]', correctIndex: 1 }, 'sv')).toMatchObject({
      kind: 'single',
      answerKey: null,
      options: [{ isCorrect: false }, { isCorrect: true }],
    });
  });

  it('when a short answer is sent, then its answers are trimmed, feedback kept only where written', () => {
    const key = questionKey(
      {
        kind: 'short',
        answerKey: JSON.stringify({
          answers: [
            { text: ' Stockholm ', credit: 100, feedback: '' },
            { text: 'Sthlm', credit: 50, feedback: 'Skriv hela namnet' },
          ],
        }),
      },
      'sv',
    );
    expect(key).toEqual({
      kind: 'short',
      options: [],
      answerKey: {
        answers: [
          { text: 'Stockholm', credit: 100 },
          { text: 'Sthlm', credit: 50, feedback: 'Skriv hela namnet' },
        ],
        lenient: false,
      },
    });
  });

  it('when numeric and matching keys are sent, then they are kept as sent', () => {
    expect(
      questionKey(
        { kind: 'numeric', answerKey: { ranges: [{ value: 3.14, tolerance: 0.01, credit: 100 }] } },
        'en',
      ).answerKey,
    ).toEqual({ ranges: [{ value: 3.14, tolerance: 0.01, credit: 100 }] });
    const pairs = [
      { left: 'Sverige', right: 'Stockholm' },
      { left: 'Norge', right: 'Oslo' },
      { left: '', right: 'Helsingfors' },
    ];
    expect(questionKey({ kind: 'matching', options: '[]', answerKey: { pairs } }, 'sv').answerKey).toEqual({
      pairs,
    });
  });

  it('when a true/false key read once is put in a course’s language, then it is the key read in that language', () => {
    const sent = { kind: 'truefalse', options: '[{"feedback":"Ja"},{"feedback":"Nej"}]', correctIndex: 1 };
    const english = keyInLanguage(questionKey(sent, 'sv'), 'en');
    expect(english).toEqual(questionKey(sent, 'en'));
    expect(english.options.map((option) => option.text)).toEqual(['True', 'False']);
    const single = questionKey({ options: '["a","b"]', correctIndex: 0 }, 'sv');
    expect(keyInLanguage(single, 'en')).toBe(single);
  });

  it.each([
    [
      'a kind not known',
      { kind: 'essay' },
      'kind must be one of single, multiple, truefalse, short, numeric, matching',
    ],
    [
      'a multiple choice with no right',
      { kind: 'multiple', options: '["a","b"]' },
      'Mark at least one right answer',
    ],
    [
      'a short answer without one worth full credit',
      { kind: 'short', answerKey: '{"answers":[{"text":"x","credit":50}]}' },
      'A short-answer question needs an accepted answer worth full credit',
    ],
    ['a short answer with no answers', { kind: 'short' }, 'needs at least one accepted answer'],
    [
      'a numeric value that is not a number',
      { kind: 'numeric', answerKey: '{"ranges":[{"value":"NaN","tolerance":0,"credit":100}]}' },
      'answerKey is invalid: /ranges/0/value',
    ],
    [
      'a negative tolerance',
      { kind: 'numeric', answerKey: '{"ranges":[{"value":1,"tolerance":-1,"credit":100}]}' },
      'answerKey is invalid: /ranges/0/tolerance',
    ],
    [
      'a matching with one pair',
      { kind: 'matching', answerKey: '{"pairs":[{"left":"a","right":"b"}]}' },
      'A matching question needs at least 2 pairs',
    ],
    [
      'an answer key that is not JSON',
      { kind: 'short', answerKey: '{"answers": [' },
      'answerKey must be a JSON object',
    ],
    [
      'an answer key of another kind',
      { kind: 'numeric', answerKey: '{"pairs":[]}' },
      'holds ranges, not pairs',
    ],
    [
      'options for a short answer',
      { kind: 'short', options: '["a"]' },
      'A short-answer question has no options',
    ],
    [
      'an answer key for single choice',
      { options: '["a","b"]', correctIndex: 0, answerKey: '{"pairs":[]}' },
      'no answerKey',
    ],
    [
      'an answer key too long',
      { kind: 'short', answerKey: ' '.repeat(100_001) },
      'at most 100,000 characters',
    ],
  ])('when given %s, then it is refused with a 400 saying so', (_case, sent, message) => {
    expect(() => questionKey(sent, 'sv')).toThrow(message);
    try {
      questionKey(sent, 'sv');
    } catch (error) {
      expect((error as { status: number }).status).toBe(400);
    }
  });
});
