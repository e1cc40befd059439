import type { CurrentSession } from '@quizdrill/contracts/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredQuizSession } from '../utils/stored-session';
import { PREFETCHED_START_FRESH_MS } from './prefetched-opening';

// The module keeps what the loader asked in its own state: each test imports it afresh, so none sees another's.
let prefetchOpening: typeof import('./prefetched-opening').prefetchOpening;
let takeResumedQuestion: typeof import('./prefetched-opening').takeResumedQuestion;
let takeStartedQuiz: typeof import('./prefetched-opening').takeStartedQuiz;

const calls = vi.hoisted(() => ({
  starts: [] as unknown[],
  nexts: [] as string[],
  stored: [] as unknown[],
  failStart: false,
}));
vi.mock('./start-quiz', () => ({
  startQuiz: (request: unknown) => {
    calls.starts.push(request);
    return calls.failStart
      ? Promise.reject(new Error('refused'))
      : Promise.resolve({ sessionId: `s${calls.starts.length}`, first: undefined });
  },
}));
vi.mock('./get-next-question', () => ({
  getNextQuestion: (sessionId: string) => {
    calls.nexts.push(sessionId);
    return Promise.resolve({ kind: 'finished' });
  },
}));
vi.mock('../../../lib/storage', () => ({
  quizSessionStorage: { get: () => ({ sessionId: null, details: calls.stored }) },
}));

const USER = 'u1';
const COURSE = 'geografi';
const ORDER_FROM_1 = { orderType: 'ORDER', startAt: 1 } as const;

function stored(fields: Partial<StoredQuizSession>): StoredQuizSession {
  return {
    sessionId: 'kept',
    userId: USER,
    courseName: COURSE,
    orderType: 'ORDER',
    startAt: 1,
    stats: null,
    finished: false,
    ...fields,
  };
}

const noServerSessions = () => Promise.resolve([] as CurrentSession[]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  vi.resetModules();
  ({ prefetchOpening, takeResumedQuestion, takeStartedQuiz } = await import('./prefetched-opening'));
  calls.starts = [];
  calls.nexts = [];
  calls.stored = [];
  calls.failStart = false;
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('prefetchOpening', () => {
  it('asks for the question of the unfinished session this browser remembers, for that session once', async () => {
    calls.stored = [stored({ sessionId: 'kept' })];
    prefetchOpening(USER, COURSE, noServerSessions);
    expect(calls.nexts).toEqual(['kept']);
    expect(takeResumedQuestion('other')).toBeUndefined();
    await expect(takeResumedQuestion('kept')).resolves.toEqual({ kind: 'finished' });
    expect(takeResumedQuestion('kept')).toBeUndefined();
    expect(calls.starts).toEqual([]);
  });

  it('starts the quiz that follows a finished one in its settings; a memory drill is followed by the ordinary quiz', async () => {
    calls.stored = [stored({ finished: true, orderType: 'REVERSE', startAt: 3 })];
    prefetchOpening(USER, COURSE, noServerSessions);
    expect(calls.starts).toEqual([{ courseName: COURSE, orderType: 'REVERSE', startAt: 3 }]);
    // Taken only in the settings it was started in, and once.
    expect(takeStartedQuiz(USER, COURSE, ORDER_FROM_1)).toBeUndefined();
    await expect(takeStartedQuiz(USER, COURSE, { orderType: 'REVERSE', startAt: 3 })).resolves.toEqual({
      sessionId: 's1',
      first: undefined,
    });
    expect(takeStartedQuiz(USER, COURSE, { orderType: 'REVERSE', startAt: 3 })).toBeUndefined();

    calls.stored = [stored({ finished: true, orderType: 'MISTAKES' })];
    prefetchOpening(USER, COURSE, noServerSessions);
    expect(calls.starts.at(-1)).toEqual({ courseName: COURSE, ...ORDER_FROM_1 });
  });

  it('with nothing remembered, resumes the server’s unfinished session of the course, else starts a new quiz', async () => {
    prefetchOpening(USER, COURSE, () =>
      Promise.resolve([{ courseName: COURSE, sessionId: 'theirs' } as CurrentSession]),
    );
    await settle();
    expect(calls.nexts).toEqual(['theirs']);
    expect(calls.starts).toEqual([]);

    prefetchOpening(USER, COURSE, noServerSessions);
    await settle();
    expect(calls.starts).toEqual([{ courseName: COURSE, ...ORDER_FROM_1 }]);
    expect(takeStartedQuiz(USER, COURSE, ORDER_FROM_1)).toBeDefined();
  });

  it('asks nothing when a newer loader came before the server’s sessions, nor when they cannot be read', async () => {
    prefetchOpening(USER, COURSE, noServerSessions);
    prefetchOpening(USER, COURSE, noServerSessions);
    await settle();
    expect(calls.starts).toHaveLength(1);

    prefetchOpening(USER, 'other', () => Promise.reject(new Error('down')));
    await settle();
    expect(calls.starts).toHaveLength(1);
  });

  it('reuses a fresh start of the same quiz nobody took yet, but not one that failed or grew old', async () => {
    calls.stored = [stored({ finished: true })];
    prefetchOpening(USER, COURSE, noServerSessions);
    prefetchOpening(USER, COURSE, noServerSessions);
    expect(calls.starts).toHaveLength(1);

    vi.setSystemTime(Date.now() + PREFETCHED_START_FRESH_MS);
    prefetchOpening(USER, COURSE, noServerSessions);
    expect(calls.starts).toHaveLength(2);

    calls.failStart = true;
    calls.stored = [stored({ finished: true, courseName: 'failing' })];
    prefetchOpening(USER, 'failing', noServerSessions);
    await settle();
    calls.failStart = false;
    prefetchOpening(USER, 'failing', noServerSessions);
    expect(calls.starts).toHaveLength(4);
  });

  it('gives no start that grew old before the page took it: the page starts its own', () => {
    calls.stored = [stored({ finished: true })];
    prefetchOpening(USER, COURSE, noServerSessions);
    vi.setSystemTime(Date.now() + PREFETCHED_START_FRESH_MS);
    expect(takeStartedQuiz(USER, COURSE, ORDER_FROM_1)).toBeUndefined();
  });
});
