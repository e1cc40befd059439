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

  it('when the AI explanation fails, then the message is the server reason after "AI explanation error", said once', () => {
    expect(
      failureMessage({ kind: 'explain', message: 'AI explanation error: the AI did not answer; try again' }),
    ).toEqual({ key: 'quiz.error.explain', message: 'the AI did not answer; try again' });
    expect(failureMessage({ kind: 'explain', message: 'Service unavailable' })).toEqual({
      key: 'quiz.error.explain',
      message: 'Service unavailable',
    });
  });

  it('when the AI explanation does not reach the server or gives no reason, then there is no message to show', () => {
    expect(failureMessage({ kind: 'explain', message: null })).toEqual({
      key: 'quiz.error.explain',
      message: null,
    });
    expect(failureMessage({ kind: 'explain', message: 'AI explanation error' })).toEqual({
      key: 'quiz.error.explain',
      message: null,
    });
  });
});
