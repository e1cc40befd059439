// A quiz session with readable names, and where it stands. Redis keeps it as one small hash with one-letter fields
// (hot-path/session-hash.ts decodes it); NEXT_LUA and SUBMIT_LUA (hot-path/lua.ts) move it on.
import type { OrderType } from '@quizdrill/contracts';
import type { Score } from './scoring.js';

export interface QuizSession extends Score {
  /** The student's user id: nobody else may use the session. */
  owner: string;
  order: OrderType;
  /** The seed of a RANDOM order (see order.ts). */
  seed: number;
  /** Entries in the course order when the session started (deleted questions' tombstones included). */
  questionCount: number;
  /** 0-based index into the session's order of the current question; `questionCount` once finished. */
  step: number;
  /** The question on screen; null before the first `next` and once finished. */
  currentQuestionId: number | null;
  /** Whether the question on screen is answered. */
  answered: boolean;
  /** A REVIEW or MISTAKES session's questions, chosen at start (see question-list.ts); null for the others. */
  questionIds: number[] | null;
}

/** 1-based position of the question the student sees next: the one on screen, or once answered the one after it. */
export function upcomingPosition(session: Pick<QuizSession, 'step' | 'answered'>): number {
  return session.step + (session.answered ? 2 : 1);
}

/** Whether nothing is left to answer. */
export function isFinished(session: Pick<QuizSession, 'step' | 'answered' | 'questionCount'>): boolean {
  return upcomingPosition(session) > session.questionCount;
}
