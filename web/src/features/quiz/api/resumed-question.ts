// A reopened quiz resumes the session this browser remembers for the course (else the server's unfinished one), and
// the route's loader asks for its question as the page starts loading (issue 19): the page itself could ask only
// once its code had loaded, the course list had come and the session had mounted, one step after another on a school
// link. The loader's answer is taken once, by the session it was asked for; a newer loader's replaces it.
import type { CurrentSession } from '@quizdrill/contracts/types';
import { quizSessionStorage } from '../../../lib/storage';
import type { NextAnswer } from '../utils/next-answer';
import { readStoredSessions, type StoredQuizSession, storedSessionOf } from '../utils/stored-session';
import { getNextQuestion } from './get-next-question';

/** The session this browser remembers for `userId` in `courseName` (SPEC §3 `quizSessionId`), finished or not. */
export function storedSessionFor(userId: string, courseName: string): StoredQuizSession | null {
  return storedSessionOf(readStoredSessions(quizSessionStorage.get()), userId, courseName);
}

let asked: { sessionId: string; answer: Promise<NextAnswer> } | null = null;
/** Counts the loaders' calls: a server answer that comes after a newer call asks nothing. */
let calls = 0;

function ask(sessionId: string): void {
  const answer = getNextQuestion(sessionId);
  // A failure is the session's to show when it takes the answer; one never taken is dropped.
  answer.catch(() => undefined);
  asked = { sessionId, answer };
}

/**
 * Asks for the question of the session that opening `courseName` will resume, as the page decides it
 * (quiz-session.ts): the unfinished session this browser remembers; when it remembers none (another device, a
 * guest profile), the server's unfinished one for the course, once `serverSessions` has answered.
 */
export function prefetchResumedQuestion(
  userId: string,
  courseName: string,
  serverSessions: () => Promise<readonly CurrentSession[]>,
): void {
  const call = ++calls;
  const stored = storedSessionFor(userId, courseName);
  if (stored) {
    if (!stored.finished) ask(stored.sessionId);
    return;
  }
  serverSessions().then(
    (sessions) => {
      const current = sessions.find((session) => session.courseName === courseName);
      if (current && call === calls) ask(current.sessionId);
    },
    // The page starts a new session then: nothing to resume.
    () => undefined,
  );
}

/** The loader's answer for `sessionId`, once; undefined when it asked for no such session. */
export function takeResumedQuestion(sessionId: string): Promise<NextAnswer> | undefined {
  if (asked?.sessionId !== sessionId) return undefined;
  const { answer } = asked;
  asked = null;
  return answer;
}
