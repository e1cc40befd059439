import type { CurrentSession, SubmitResponse } from '@quizdrill/contracts/types';
import { describe, expect, it } from 'vitest';
import { decideQuizOpening } from './quiz-opening';
import type { StoredQuizSession } from './stored-session';

const USER = 'u1';
const COURSE = 'geografi';

function stored(fields: Partial<StoredQuizSession>): StoredQuizSession {
  return {
    sessionId: 'kept',
    userId: USER,
    courseName: COURSE,
    orderType: 'ORDER',
    startAt: 1,
    stats: null,
    finished: false,
    answered: null,
    ...fields,
  };
}

const serverSession = {
  sessionId: 'theirs',
  courseName: COURSE,
  courseDisplayName: 'Geografi',
  orderType: 'RANDOM',
  position: 4,
  total: 10,
  stats: { score: 2, total: 3, errorRate: 33.33 },
  lastAnsweredAt: '2026-12-01T10:00:00.000Z',
} satisfies CurrentSession;

const feedback: SubmitResponse = {
  correct: false,
  feedbackKey: 'quiz.incorrect',
  correctOption: 'B',
  stats: { score: 0, total: 1, errorRate: 100 },
};

describe('decideQuizOpening', () => {
  it('when this browser remembers an unfinished session, then it resumes it without asking the server', () => {
    const session = stored({ orderType: 'REVERSE', startAt: 3 });
    expect(
      decideQuizOpening({ userId: USER, courseName: COURSE, stored: session, serverSessions: undefined }),
    ).toEqual({
      kind: 'resume',
      session,
      fromServer: false,
    });
  });

  it('when the student answered and did not move on, then the answered question is shown again', () => {
    const answered = {
      question: {
        id: 7,
        questionText: 'Q',
        imageUrl: null,
        language: 'sv',
        options: [],
        position: 1,
        total: 2,
      },
      selected: 'A',
      feedback,
    } as const;
    const session = stored({ answered: { ...answered, question: { ...answered.question, options: [] } } });
    const opening = decideQuizOpening({
      userId: USER,
      courseName: COURSE,
      stored: session,
      serverSessions: [],
    });
    expect(opening).toEqual({ kind: 'showAnswered', session });
  });

  it('when the remembered session finished, then a new quiz starts in its settings; after a drill the ordinary quiz', () => {
    const after = (fields: Partial<StoredQuizSession>) =>
      decideQuizOpening({
        userId: USER,
        courseName: COURSE,
        stored: stored({ finished: true, ...fields }),
        serverSessions: undefined,
      });
    expect(after({ orderType: 'REVERSE', startAt: 3 })).toEqual({
      kind: 'start',
      settings: { orderType: 'REVERSE', startAt: 3 },
    });
    expect(after({ orderType: 'MISTAKES' })).toEqual({
      kind: 'start',
      settings: { orderType: 'ORDER', startAt: 1 },
    });
  });

  it('when nothing is remembered, then the server’s list is needed, and its session of the course resumes', () => {
    const input = { userId: USER, courseName: COURSE, stored: null };
    expect(decideQuizOpening({ ...input, serverSessions: undefined })).toEqual({ kind: 'askServer' });
    expect(
      decideQuizOpening({
        ...input,
        serverSessions: [{ ...serverSession, courseName: 'other' }, serverSession],
      }),
    ).toEqual({
      kind: 'resume',
      fromServer: true,
      session: stored({
        sessionId: 'theirs',
        orderType: 'RANDOM',
        stats: serverSession.stats,
      }),
    });
  });

  it('when the server has no session of the course (or its list could not be read), then a new quiz starts', () => {
    expect(decideQuizOpening({ userId: USER, courseName: COURSE, stored: null, serverSessions: [] })).toEqual(
      {
        kind: 'start',
        settings: { orderType: 'ORDER', startAt: 1 },
      },
    );
  });
});
