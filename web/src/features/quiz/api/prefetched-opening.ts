// What opening a quiz asks first, asked by the route's loader as the page starts loading (issue 19): the page itself
// could ask only once its code had loaded, the course list had come and the session had mounted, one step after
// another on a school link. The opening is decided once (utils/quiz-opening.ts) and its first call made; the answer
// waits in the query cache, where the session takes it when it mounts (issue 45), or asks it then when no loader did.
import type { CurrentSession } from '@quizdrill/contracts/types';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { NextAnswer } from '@/features/quiz/utils/next-answer';
import { decideQuizOpening } from '@/features/quiz/utils/quiz-opening';
import {
  type AnsweredStoredSession,
  type QuizSettings,
  readStoredSessions,
  type StoredQuizSession,
  storedSessionOf,
} from '@/features/quiz/utils/stored-session';
import { quizSessionStorage } from '@/lib/storage';
import { currentSessionsQueryOptions } from './get-current-sessions';
import { getNextQuestion } from './get-next-question';
import { type StartedQuiz, startQuiz } from './start-quiz';

/** The session this browser remembers for `userId` in `courseName` (SPEC §3 `quizSessionId`), finished or not. */
export function storedSessionFor(userId: string, courseName: string): StoredQuizSession | null {
  return storedSessionOf(readStoredSessions(quizSessionStorage.get()), userId, courseName);
}

/**
 * An opening asked is taken by a page that mounts within this time; a later loader for the same quiz reuses it within
 * it too. The router runs the loaders twice for an address with `?token=` (the root's redirect drops it), and one
 * opening should start one session. An older one nobody took is asked again: the page may have gone meanwhile.
 */
export const PREFETCHED_START_FRESH_MS = 10_000;

/** A call's outcome kept as data, so that the session decides what a failure means (a gone session starts anew). */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type OpenedQuiz =
  | { kind: 'showAnswered'; session: AnsweredStoredSession }
  | { kind: 'resume'; session: StoredQuizSession; fromServer: boolean; answer: Settled<NextAnswer> }
  | { kind: 'start'; settings: QuizSettings; started: Settled<StartedQuiz> };

function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  return call.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

async function openQuiz(queryClient: QueryClient, userId: string, courseName: string): Promise<OpenedQuiz> {
  const stored = storedSessionFor(userId, courseName);
  const first = decideQuizOpening({ userId, courseName, stored, serverSessions: undefined });
  const opening =
    first.kind === 'askServer'
      ? decideQuizOpening({
          userId,
          courseName,
          stored,
          // The loader asked for the list too; only a convenience: when it cannot be read, a new quiz starts.
          serverSessions: await queryClient
            .fetchQuery(currentSessionsQueryOptions)
            .catch((): readonly CurrentSession[] => []),
        })
      : first;
  switch (opening.kind) {
    case 'showAnswered':
      return opening;
    case 'resume':
      return { ...opening, answer: await settle(getNextQuestion(opening.session.sessionId)) };
    case 'start':
      return { ...opening, started: await settle(startQuiz({ courseName, ...opening.settings })) };
  }
}

function failed(opened: OpenedQuiz): boolean {
  if (opened.kind === 'resume') return !opened.answer.ok;
  return opened.kind === 'start' && !opened.started.ok;
}

function openingQueryOptions(queryClient: QueryClient, userId: string, courseName: string) {
  return queryOptions({
    queryKey: ['quizOpening', userId, courseName] as const,
    queryFn: () => openQuiz(queryClient, userId, courseName),
    // A failed call is not reused: the next loader or the page asks again.
    staleTime: ({ state }) => (state.data && failed(state.data) ? 0 : PREFETCHED_START_FRESH_MS),
    gcTime: PREFETCHED_START_FRESH_MS,
  });
}

/** The route loader: decides the opening of `courseName` and makes its first call, for the page to take. */
export function prefetchOpening(queryClient: QueryClient, userId: string, courseName: string): void {
  void queryClient.prefetchQuery(openingQueryOptions(queryClient, userId, courseName));
}

/**
 * The session: the loader's opening when it asked one that is still fresh (in flight or just in), else asked now;
 * taken once, so that the next opening of the page (a reload, back from a detour) decides afresh.
 */
export async function takeOpening(
  queryClient: QueryClient,
  userId: string,
  courseName: string,
): Promise<OpenedQuiz> {
  const options = openingQueryOptions(queryClient, userId, courseName);
  try {
    return await queryClient.fetchQuery(options);
  } finally {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}
