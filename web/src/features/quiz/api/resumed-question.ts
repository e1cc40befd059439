// A reopened quiz resumes the session this browser remembers for the course, and the route's loader asks for its
// question as the page starts loading (issue 19): the page itself could ask only once its code had loaded, the course
// list had come and the session had mounted, one step after another on a school link. The loader's answer is
// taken once, by the session it was asked for; a newer loader's replaces it.
import { quizSessionStorage } from '../../../lib/storage';
import type { NextAnswer } from '../utils/next-answer';
import { readStoredSessions, type StoredQuizSession, storedSessionOf } from '../utils/stored-session';
import { getNextQuestion } from './get-next-question';

/** The session this browser remembers for `userId` in `courseName` (SPEC §3 `quizSessionId`), finished or not. */
export function storedSessionFor(userId: string, courseName: string): StoredQuizSession | null {
  return storedSessionOf(readStoredSessions(quizSessionStorage.get()), userId, courseName);
}

let asked: { sessionId: string; answer: Promise<NextAnswer> } | null = null;

/** Asks for the question of the session that opening `courseName` will resume, when there is one. */
export function prefetchResumedQuestion(userId: string, courseName: string): void {
  const stored = storedSessionFor(userId, courseName);
  if (!stored || stored.finished) return;
  const answer = getNextQuestion(stored.sessionId);
  // A failure is the session's to show when it takes the answer; one never taken is dropped.
  answer.catch(() => undefined);
  asked = { sessionId: stored.sessionId, answer };
}

/** The loader's answer for `sessionId`, once; undefined when it asked for no such session. */
export function takeResumedQuestion(sessionId: string): Promise<NextAnswer> | undefined {
  if (asked?.sessionId !== sessionId) return undefined;
  const { answer } = asked;
  asked = null;
  return answer;
}
