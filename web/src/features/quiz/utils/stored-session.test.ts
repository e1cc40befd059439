import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUIZ_SETTINGS,
  MAX_STORED_SESSIONS,
  parseStartAt,
  readStoredSessions,
  settingsAfter,
  startQuestionIndex,
  storedSessionOf,
  withStoredSession,
} from './stored-session';
import { ANSWERED } from './stored-session.fixtures';

const details = {
  sessionId: 's-1',
  userId: 'u-sara',
  courseName: 'sveriges-geografi',
  orderType: 'REVERSE' as const,
  startAt: 3,
  stats: { score: 1, total: 2, errorRate: 50 },
};

describe('settingsAfter', () => {
  it('keeps the order and start of a finished quiz, but follows a memory drill with the ordinary quiz', () => {
    expect(settingsAfter({ orderType: 'RANDOM', startAt: 4 })).toEqual({ orderType: 'RANDOM', startAt: 4 });
    expect(settingsAfter({ orderType: 'REVIEW', startAt: 1 })).toEqual(DEFAULT_QUIZ_SETTINGS);
    expect(settingsAfter({ orderType: 'MISTAKES', startAt: 1 })).toEqual(DEFAULT_QUIZ_SETTINGS);
  });
});

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

describe('readStoredSessions', () => {
  const other = { ...details, sessionId: 's-2', courseName: 'matematik-ak9', finished: true, answered: null };

  it('when the sessions are stored per course, then each is read with its settings, statistics and end', () => {
    expect(readStoredSessions({ sessionId: 's-2', details: [other, details] })).toEqual([
      other,
      { ...details, finished: false, answered: null },
    ]);
  });

  it('when the details are one session (as stored before), then it is read when quizSessionId names it', () => {
    expect(readStoredSessions({ sessionId: 's-1', details })).toEqual([
      { ...details, finished: false, answered: null },
    ]);
    expect(readStoredSessions({ sessionId: 's-2', details })).toEqual([]);
    expect(readStoredSessions({ sessionId: null, details })).toEqual([]);
  });

  it('when a question was answered and the student had not moved on, then it is read back with its feedback', () => {
    const [read] = readStoredSessions({ sessionId: 's-1', details: [{ ...details, answered: ANSWERED }] });
    expect(read?.answered).toEqual(ANSWERED);
    const damaged = { ...ANSWERED, feedback: { ...ANSWERED.feedback, correct: 'no' } };
    expect(
      readStoredSessions({ sessionId: 's-1', details: [{ ...details, answered: damaged }] })[0]?.answered,
    ).toBeNull();
  });

  it('when a partly right answer was stored, then its credit and the teacher’s feedback are read back', () => {
    const partly = {
      ...ANSWERED,
      question: { ...ANSWERED.question, kind: 'multiple' },
      selected: 'A,B',
      feedback: { ...ANSWERED.feedback, credit: 0.5, feedback: ['A stämmer.', 7] },
    };
    const [read] = readStoredSessions({ sessionId: 's-1', details: [{ ...details, answered: partly }] });
    expect(read?.answered).toMatchObject({
      question: { kind: 'multiple' },
      selected: 'A,B',
      feedback: { credit: 0.5, feedback: ['A stämmer.'] },
    });
  });

  it('when the details are missing or damaged, then only the readable sessions remain', () => {
    expect(readStoredSessions({ sessionId: 's-1', details: null })).toEqual([]);
    expect(readStoredSessions({ sessionId: 's-1', details: 'garbage' })).toEqual([]);
    expect(readStoredSessions({ sessionId: 's-1', details: [null, { sessionId: 7 }, other] })).toEqual([
      other,
    ]);
  });

  it('when a setting is damaged, then the default takes its place', () => {
    expect(
      readStoredSessions({
        sessionId: 's-1',
        details: [{ ...details, orderType: 'SIDEWAYS', startAt: 0, stats: {} }],
      }),
    ).toEqual([{ ...details, orderType: 'ORDER', startAt: 1, stats: null, finished: false, answered: null }]);
  });
});

describe('storedSessionOf and withStoredSession', () => {
  const sara = { ...details, finished: false, answered: null };

  it('when the same user opens the same course, then its session is found; another user or course has none', () => {
    expect(storedSessionOf([sara], 'u-sara', 'sveriges-geografi')?.sessionId).toBe('s-1');
    expect(storedSessionOf([sara], 'u-erik', 'sveriges-geografi')).toBeNull();
    expect(storedSessionOf([sara], 'u-sara', 'matematik-ak9')).toBeNull();
  });

  it("when a session is remembered, then it comes first and replaces only that user's session in that course", () => {
    const erik = { ...sara, sessionId: 's-erik', userId: 'u-erik' };
    const maths = { ...sara, sessionId: 's-maths', courseName: 'matematik-ak9' };
    const restarted = { ...sara, sessionId: 's-3', stats: null };
    expect(withStoredSession([sara, erik, maths], restarted)).toEqual([restarted, erik, maths]);
  });

  it('when more courses than the limit are remembered, then the oldest is forgotten', () => {
    const many = Array.from({ length: MAX_STORED_SESSIONS }, (_, index) => ({
      ...sara,
      sessionId: `s-${index}`,
      courseName: `kurs-${index}`,
    }));
    const newest = { ...sara, sessionId: 's-new', courseName: 'ny-kurs' };
    const kept = withStoredSession(many, newest);
    expect(kept).toHaveLength(MAX_STORED_SESSIONS);
    expect(kept[0]).toBe(newest);
    expect(kept.map((session) => session.sessionId)).not.toContain(`s-${MAX_STORED_SESSIONS - 1}`);
  });
});
