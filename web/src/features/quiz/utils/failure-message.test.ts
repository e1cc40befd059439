import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it('when a call is refused, then its message carries the HTTP status', () => {
    expect(failureMessage({ kind: 'start', status: 400 })).toEqual({ key: 'quiz.error.start', status: 400 });
    expect(failureMessage({ kind: 'next', status: 404 })).toEqual({ key: 'quiz.error.next', status: 404 });
    expect(failureMessage({ kind: 'submit', status: 409 })).toEqual({
      key: 'quiz.error.submit',
      status: 409,
    });
  });

  it('when the start does not reach the server, then it is the start error without a status', () => {
    expect(failureMessage({ kind: 'start', status: 0 })).toEqual({
      key: 'quiz.error.startUnreachable',
      status: null,
    });
  });

  it('when another call does not reach the server, then there is no status to show', () => {
    expect(failureMessage({ kind: 'submit', status: 0 })).toEqual({ key: 'quiz.error.submit', status: null });
  });

  it('when the next question is unreadable, then the message carries what came', () => {
    expect(failureMessage({ kind: 'unreadable', text: '<html>' })).toEqual({
      key: 'quiz.error.unreadable',
      text: '<html>',
    });
  });
});
