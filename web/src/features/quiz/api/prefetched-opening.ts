// What opening a quiz will ask first, asked by the route's loader as the page starts loading (issue 19): the page
// itself could ask only once its code had loaded, the course list had come and the session had mounted, one step
// after another on a school link. Opening resumes the session this browser remembers for the course (else the
// server's unfinished one), so the loader asks for its question; when there is none to resume, a new quiz starts, so
// the loader starts it. The page takes the loader's answer once, for the session or the settings it was asked for.
import type { CurrentSession } from '@quizdrill/contracts/types';
import { quizSessionStorage } from '../../../lib/storage';
import type { NextAnswer } from '../utils/next-answer';
import {
  DEFAULT_QUIZ_SETTINGS,
  type QuizSettings,
  readStoredSessions,
  type StoredQuizSession,
  settingsAfter,
  storedSessionOf,
} from '../utils/stored-session';
import { getNextQuestion } from './get-next-question';
import { type StartedQuiz, startQuiz } from './start-quiz';

/** The session this browser remembers for `userId` in `courseName` (SPEC §3 `quizSessionId`), finished or not. */
export function storedSessionFor(userId: string, courseName: string): StoredQuizSession | null {
  return storedSessionOf(readStoredSessions(quizSessionStorage.get()), userId, courseName);
}

/**
 * A start the loader made is taken by a page that opens within this time; a later loader for the same quiz reuses
 * it within it too. The router runs the loaders twice for an address with `?token=` (the root's redirect drops it),
 * and one opening should start one session. An older start nobody took is left: the page may have gone meanwhile.
 */
export const PREFETCHED_START_FRESH_MS = 10_000;

type Asked =
  | { kind: 'next'; sessionId: string; answer: Promise<NextAnswer> }
  | { kind: 'start'; key: string; at: number; started: Promise<StartedQuiz>; failed: boolean };

let asked: Asked | null = null;
/** Counts the loaders' calls: a server answer that comes after a newer call asks nothing. */
let calls = 0;

function startKey(userId: string, courseName: string, settings: QuizSettings): string {
  return JSON.stringify([userId, courseName, settings.orderType, settings.startAt]);
}

function askNext(sessionId: string): void {
  const answer = getNextQuestion(sessionId);
  // A failure is the page's to show when it takes the answer; one never taken is dropped.
  answer.catch(() => undefined);
  asked = { kind: 'next', sessionId, answer };
}

function askStart(userId: string, courseName: string, settings: QuizSettings): void {
  const key = startKey(userId, courseName, settings);
  if (
    asked?.kind === 'start' &&
    asked.key === key &&
    !asked.failed &&
    Date.now() - asked.at < PREFETCHED_START_FRESH_MS
  ) {
    return;
  }
  const start: Asked = {
    kind: 'start',
    key,
    at: Date.now(),
    started: startQuiz({ courseName, ...settings }),
    failed: false,
  };
  // A failure is the page's to show when it takes it; a later loader starts afresh instead of reusing it.
  start.started.catch(() => {
    start.failed = true;
  });
  asked = start;
}

/**
 * Asks what opening `courseName` will ask first, as the page decides it (quiz-session.ts): the question of the
 * unfinished session this browser remembers; after a finished one, a new quiz in its settings; when this browser
 * remembers none (another device, a guest profile), the question of the server's unfinished one for the course, else
 * a new quiz, once `serverSessions` has answered.
 */
export function prefetchOpening(
  userId: string,
  courseName: string,
  serverSessions: () => Promise<readonly CurrentSession[]>,
): void {
  const call = ++calls;
  const stored = storedSessionFor(userId, courseName);
  if (stored) {
    if (stored.finished) askStart(userId, courseName, settingsAfter(stored));
    else askNext(stored.sessionId);
    return;
  }
  serverSessions().then(
    (sessions) => {
      if (call !== calls) return;
      const current = sessions.find((session) => session.courseName === courseName);
      if (current) askNext(current.sessionId);
      else askStart(userId, courseName, DEFAULT_QUIZ_SETTINGS);
    },
    // The page decides without the list then: it asks again.
    () => undefined,
  );
}

/** The loader's answer for `sessionId`, once; undefined when it asked for no such session. */
export function takeResumedQuestion(sessionId: string): Promise<NextAnswer> | undefined {
  if (asked?.kind !== 'next' || asked.sessionId !== sessionId) return undefined;
  const { answer } = asked;
  asked = null;
  return answer;
}

/** The loader's start of a quiz in `settings`, once and while fresh; undefined when it started no such quiz. */
export function takeStartedQuiz(
  userId: string,
  courseName: string,
  settings: QuizSettings,
): Promise<StartedQuiz> | undefined {
  if (asked?.kind !== 'start' || asked.key !== startKey(userId, courseName, settings)) return undefined;
  const { started, at } = asked;
  asked = null;
  return Date.now() - at < PREFETCHED_START_FRESH_MS ? started : undefined;
}
