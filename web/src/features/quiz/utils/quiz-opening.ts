// What opening a quiz does first (issue 45): one rule, asked by the route's loader as the page starts loading and by
// the session when it mounts, so both agree on which session resumes or which quiz starts.
import type { CurrentSession } from '@quizdrill/contracts/types';
import {
  type AnsweredStoredSession,
  DEFAULT_QUIZ_SETTINGS,
  type QuizSettings,
  type StoredQuizSession,
  settingsAfter,
  storedSessionFromServer,
} from './stored-session';

export type QuizOpening =
  /** The last answered question and its feedback, shown again until the student moves on (issue 41). */
  | { kind: 'showAnswered'; session: AnsweredStoredSession }
  /** The session's current question is asked; `fromServer` when this browser did not know the session. */
  | { kind: 'resume'; session: StoredQuizSession; fromServer: boolean }
  | { kind: 'start'; settings: QuizSettings }
  /** Nothing remembered here (another browser, storage cleared): the server's unfinished sessions decide. */
  | { kind: 'askServer' };

type OpeningInput = {
  userId: string;
  courseName: string;
  stored: StoredQuizSession | null;
  /** Undefined while not asked; only needed when this browser remembers no session for the course. */
  serverSessions: readonly CurrentSession[] | undefined;
};

/**
 * The opening of `courseName`: the unfinished session this browser remembers resumes (its answered question first,
 * when the student had not moved on); after a finished one a new quiz starts in its settings; when this browser
 * remembers none, the server's unfinished session for the course resumes once `serverSessions` is known (an
 * unreadable list is passed as none), else a new quiz starts.
 */
export function decideQuizOpening(
  input: OpeningInput & { serverSessions: readonly CurrentSession[] },
): Exclude<QuizOpening, { kind: 'askServer' }>;
export function decideQuizOpening(input: OpeningInput): QuizOpening;
export function decideQuizOpening(input: OpeningInput): QuizOpening {
  const { userId, courseName, stored, serverSessions } = input;
  if (stored && !stored.finished) {
    return stored.answered
      ? { kind: 'showAnswered', session: { ...stored, answered: stored.answered } }
      : { kind: 'resume', session: stored, fromServer: false };
  }
  if (stored) return { kind: 'start', settings: settingsAfter(stored) };
  if (serverSessions === undefined) return { kind: 'askServer' };
  const current = serverSessions.find((session) => session.courseName === courseName);
  return current
    ? { kind: 'resume', session: storedSessionFromServer(current, userId, null), fromServer: true }
    : { kind: 'start', settings: DEFAULT_QUIZ_SETTINGS };
}
