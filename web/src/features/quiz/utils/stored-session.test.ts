import { describe, expect, it } from 'vitest';
import { parseStartAt, readStoredSession, resumableSession, startQuestionIndex } from './stored-session';

const details = {
  sessionId: 's-1',
  username: 'sara',
  courseName: 'sveriges-geografi',
  orderType: 'REVERSE',
  startAt: 3,
  stats: { score: 1, total: 2, errorRate: 50 },
};

describe('startQuestionIndex', () => {
  it('when the student starts at question N, then N − 1 is sent (SPEC §9)', () => {
    expect(startQuestionIndex(1)).toBe(0);
    expect(startQuestionIndex(15)).toBe(14);
  });
});

describe('parseStartAt', () => {
  it('when the number is within the course, then it is the start', () => {
    expect(parseStartAt('1', 15)).toBe(1);
    expect(parseStartAt(' 15 ', 15)).toBe(15);
  });

  it('when the number is outside 1..count, or not a whole number, then there is no start', () => {
    expect(parseStartAt('0', 15)).toBeNull();
    expect(parseStartAt('16', 15)).toBeNull();
    expect(parseStartAt('2.5', 15)).toBeNull();
    expect(parseStartAt('-1', 15)).toBeNull();
    expect(parseStartAt('', 15)).toBeNull();
    expect(parseStartAt('tre', 15)).toBeNull();
    expect(parseStartAt('1', 0)).toBeNull();
  });
});

describe('readStoredSession', () => {
  it('when both keys are stored and agree, then the session is read with its settings and statistics', () => {
    expect(readStoredSession({ sessionId: 's-1', details })).toEqual(details);
  });

  it('when the id is missing or the details belong to another session, then there is nothing to resume', () => {
    expect(readStoredSession({ sessionId: null, details })).toBeNull();
    expect(readStoredSession({ sessionId: 's-2', details })).toBeNull();
    expect(readStoredSession({ sessionId: 's-1', details: null })).toBeNull();
    expect(readStoredSession({ sessionId: 's-1', details: 'garbage' })).toBeNull();
  });

  it('when a setting is damaged, then the default takes its place', () => {
    expect(
      readStoredSession({
        sessionId: 's-1',
        details: { ...details, orderType: 'SIDEWAYS', startAt: 0, stats: {} },
      }),
    ).toEqual({ ...details, orderType: 'ORDER', startAt: 1, stats: null });
  });
});

describe('resumableSession', () => {
  const stored = readStoredSession({ sessionId: 's-1', details });

  it('when the same user opens the same course, then the stored session is resumed', () => {
    expect(resumableSession(stored, 'sara', 'sveriges-geografi')?.sessionId).toBe('s-1');
  });

  it('when another user or another course is on screen, then a new session starts instead', () => {
    expect(resumableSession(stored, 'erik', 'sveriges-geografi')).toBeNull();
    expect(resumableSession(stored, 'sara', 'matematik-ak9')).toBeNull();
    expect(resumableSession(null, 'sara', 'sveriges-geografi')).toBeNull();
  });
});
