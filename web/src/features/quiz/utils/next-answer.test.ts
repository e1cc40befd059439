import { describe, expect, it } from 'vitest';
import { nextFromBody, parseNextAnswer } from './next-answer';

const question = {
  id: 7,
  questionText: 'Vilken är Sveriges största sjö?',
  imageUrl: null,
  language: 'sv',
  options: [
    { optionLabel: 'A', optionText: 'Vänern' },
    { optionLabel: 'B', optionText: 'Vättern' },
  ],
  position: 2,
  total: 15,
};

describe('parseNextAnswer', () => {
  it('when the server sends a question as JSON, then it is the next question', () => {
    expect(parseNextAnswer(question)).toEqual({ kind: 'question', question });
  });

  it('when the server says the quiz is over, then the quiz is finished', () => {
    expect(parseNextAnswer('Quizet är slut!')).toEqual({ kind: 'finished' });
    expect(parseNextAnswer('Quizet är slut!\n')).toEqual({ kind: 'finished' });
  });

  it('when a question comes as text that is JSON, then it is still the question', () => {
    expect(parseNextAnswer(JSON.stringify(question))).toEqual({ kind: 'question', question });
  });

  it('when the image is a relative address, then it is kept as sent', () => {
    const answer = parseNextAnswer({ ...question, imageUrl: '/api/v2/images/abc.png' });
    expect(answer.kind === 'question' && answer.question.imageUrl).toBe('/api/v2/images/abc.png');
  });

  it('when the text is anything else, then it is unreadable and carries that text', () => {
    expect(parseNextAnswer('<html>Bad gateway</html>')).toEqual({
      kind: 'unreadable',
      text: '<html>Bad gateway</html>',
    });
    expect(parseNextAnswer('')).toEqual({ kind: 'unreadable', text: '' });
  });

  it('when the JSON lacks what a question needs, then it is unreadable and carries the JSON', () => {
    expect(parseNextAnswer({ id: 7 })).toEqual({ kind: 'unreadable', text: '{"id":7}' });
    expect(parseNextAnswer({ ...question, options: [{ optionLabel: 'A', optionText: 'Vänern' }] }).kind).toBe(
      'unreadable',
    );
    expect(parseNextAnswer({ ...question, position: 0 }).kind).toBe('unreadable');
    expect(parseNextAnswer(null)).toEqual({ kind: 'unreadable', text: 'null' });
  });

  it('when the unreadable text is long, then only its start is kept', () => {
    const answer = parseNextAnswer('x'.repeat(500));
    expect(answer.kind === 'unreadable' && answer.text).toBe(`${'x'.repeat(200)}…`);
  });
});

describe('a question of another kind (issue 43)', () => {
  it('when a question has a kind, then it is kept; a typed answer comes without options', () => {
    const short = { ...question, kind: 'short', options: [] };
    expect(parseNextAnswer(short)).toEqual({ kind: 'question', question: short });
    const multiple = { ...question, kind: 'multiple' };
    expect(parseNextAnswer(multiple)).toEqual({ kind: 'question', question: multiple });
  });

  it('when a matching question comes, then its left items are kept and needed', () => {
    const matching = { ...question, kind: 'matching', prompts: ['Sverige', 'Norge'] };
    expect(parseNextAnswer(matching)).toEqual({ kind: 'question', question: matching });
    expect(parseNextAnswer({ ...matching, prompts: [] }).kind).toBe('unreadable');
    expect(parseNextAnswer({ ...matching, prompts: undefined }).kind).toBe('unreadable');
  });

  it('when the kind is not a text, or a choice kind lacks options, then the question is unreadable', () => {
    expect(parseNextAnswer({ ...question, kind: 7 }).kind).toBe('unreadable');
    expect(parseNextAnswer({ ...question, kind: 'multiple', options: [] }).kind).toBe('unreadable');
  });
});

describe('nextFromBody', () => {
  it('when a submit or a start carries the question, then it is that question, read as next would read it', () => {
    expect(nextFromBody(question)).toEqual({ kind: 'question', question });
    expect(nextFromBody({ ...question, options: [] })).toMatchObject({ kind: 'unreadable' });
  });

  it('when a submit says the quiz is over, then the quiz is finished', () => {
    expect(nextFromBody({ finished: true, text: 'Quizet är slut!' })).toEqual({ kind: 'finished' });
  });

  it('when a submit carries no next (an older server), then there is none and next must be asked', () => {
    expect(nextFromBody(undefined)).toBeUndefined();
  });
});
