import type { CurrentSession } from '@quizdrill/contracts/types';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWERED,
  COURSE,
  storedSession as stored,
  USER,
} from '@/features/quiz/utils/stored-session.fixtures';
import { PREFETCHED_START_FRESH_MS, prefetchOpening, takeOpening } from './prefetched-opening';

const calls = vi.hoisted(() => ({
  starts: [] as unknown[],
  nexts: [] as string[],
  stored: [] as unknown[],
  serverSessions: [] as unknown[] | Error,
  serverAsked: 0,
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
vi.mock('./get-current-sessions', () => ({
  currentSessionsQueryOptions: {
    queryKey: ['quiz', 'sessions', 'current'],
    queryFn: () => {
      calls.serverAsked++;
      const sessions = calls.serverSessions;
      return sessions instanceof Error ? Promise.reject(sessions) : Promise.resolve(sessions);
    },
  },
}));
vi.mock('@/lib/storage', () => ({
  quizSessionStorage: { get: () => ({ sessionId: null, details: calls.stored }) },
}));

const ORDER_FROM_1 = { orderType: 'ORDER', startAt: 1 } as const;

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient();
  calls.starts = [];
  calls.nexts = [];
  calls.stored = [];
  calls.serverSessions = [];
  calls.serverAsked = 0;
  calls.failStart = false;
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe('the quiz opening handed from the route loader to the session', () => {
  it('when the loader asked the remembered session’s question, then the session takes that answer once', async () => {
    calls.stored = [stored({ sessionId: 'kept' })];
    prefetchOpening(queryClient, USER, COURSE);
    await expect(takeOpening(queryClient, USER, COURSE)).resolves.toMatchObject({
      kind: 'resume',
      session: { sessionId: 'kept' },
      answer: { ok: true, value: { kind: 'finished' } },
    });
    expect(calls.nexts).toEqual(['kept']);
    expect(calls.serverAsked).toBe(0);
    // Taken: the next opening (a reload, back from the paywall) asks again.
    await takeOpening(queryClient, USER, COURSE);
    expect(calls.nexts).toEqual(['kept', 'kept']);
  });

  it('when the loader ran twice for one opening, then one quiz starts, taken by the session', async () => {
    calls.stored = [stored({ finished: true, orderType: 'REVERSE', startAt: 3 })];
    prefetchOpening(queryClient, USER, COURSE);
    prefetchOpening(queryClient, USER, COURSE);
    await expect(takeOpening(queryClient, USER, COURSE)).resolves.toEqual({
      kind: 'start',
      settings: { orderType: 'REVERSE', startAt: 3 },
      started: { ok: true, value: { sessionId: 's1', first: undefined } },
    });
    expect(calls.starts).toEqual([{ courseName: COURSE, orderType: 'REVERSE', startAt: 3 }]);
    // The finished session remembered here decides: the server's list is not asked.
    expect(calls.serverAsked).toBe(0);
  });

  it('when nothing is remembered, then the server’s session of the course resumes, else a new quiz starts', async () => {
    calls.serverSessions = [{ courseName: COURSE, sessionId: 'theirs' } as CurrentSession];
    await expect(takeOpening(queryClient, USER, COURSE)).resolves.toMatchObject({
      kind: 'resume',
      fromServer: true,
      session: { sessionId: 'theirs' },
    });
    queryClient.clear();
    calls.serverSessions = new Error('down');
    await expect(takeOpening(queryClient, USER, COURSE)).resolves.toMatchObject({ kind: 'start' });
    expect(calls.starts).toEqual([{ courseName: COURSE, ...ORDER_FROM_1 }]);
  });

  it('when a loader’s start grew old or failed, then it is not reused', async () => {
    calls.stored = [stored({ finished: true })];
    prefetchOpening(queryClient, USER, COURSE);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    vi.setSystemTime(Date.now() + PREFETCHED_START_FRESH_MS + 1);
    await takeOpening(queryClient, USER, COURSE);
    expect(calls.starts).toHaveLength(2);

    calls.failStart = true;
    prefetchOpening(queryClient, USER, COURSE);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls.starts).toHaveLength(3);
    calls.failStart = false;
    await expect(takeOpening(queryClient, USER, COURSE)).resolves.toMatchObject({ started: { ok: true } });
    expect(calls.starts).toHaveLength(4);
  });

  it('when the student answered and did not move on, then nothing is asked: the answered question shows', async () => {
    calls.stored = [stored({ answered: ANSWERED })];
    await expect(takeOpening(queryClient, USER, COURSE)).resolves.toMatchObject({
      kind: 'showAnswered',
      session: { answered: ANSWERED },
    });
    expect(calls.nexts).toEqual([]);
    expect(calls.starts).toEqual([]);
    expect(calls.serverAsked).toBe(0);
  });
});
