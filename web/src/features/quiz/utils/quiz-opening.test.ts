import type { CurrentSession } from '@quizdrill/contracts/types';
import { describe, expect, it } from 'vitest';
import { decideQuizOpening } from './quiz-opening';
import type { StoredQuizSession } from './stored-session';
import { ANSWERED, COURSE, storedSession as stored, USER } from './stored-session.fixtures';

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
    const session = stored({ answered: ANSWERED });
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
