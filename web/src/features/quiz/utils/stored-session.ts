// The quiz session kept in local storage (SPEC §3 `quizSessionId`), so a reload or "continue previous quiz" resumes it.
import type { OrderType, QuizStats } from '../../../types/quiz';
import { DEFAULT_ORDER_TYPE, isOrderType } from './order-type';

/** How a session was started: SPEC §4, changing either (or the course) starts a new one. */
export type QuizSettings = {
  orderType: OrderType;
  /** 1-based: "start at question N". */
  startAt: number;
};

export const DEFAULT_QUIZ_SETTINGS: QuizSettings = { orderType: DEFAULT_ORDER_TYPE, startAt: 1 };

export type StoredQuizSession = QuizSettings & {
  sessionId: string;
  /** Whose session it is: another account on the same browser starts its own. */
  username: string;
  courseName: string;
  /** The running statistics at the last answer, shown again after a reload. */
  stats: QuizStats | null;
};

/** SPEC §9: the start index sent is the start minus one. */
export function startQuestionIndex(startAt: number): number {
  return startAt - 1;
}

/** "Start at question N" as typed: a whole number from 1 to the course's question count, else null. */
export function parseStartAt(text: string, questionCount: number): number | null {
  if (!/^\s*\d{1,6}\s*$/.test(text)) return null;
  const startAt = Number(text);
  return startAt >= 1 && startAt <= questionCount ? startAt : null;
}

function readStats(value: unknown): QuizStats | null {
  if (typeof value !== 'object' || value === null) return null;
  const score: unknown = Reflect.get(value, 'score');
  const total: unknown = Reflect.get(value, 'total');
  const errorRate: unknown = Reflect.get(value, 'errorRate');
  return typeof score === 'number' && typeof total === 'number' && typeof errorRate === 'number'
    ? { score, total, errorRate }
    : null;
}

/** The stored session, when both keys are there, agree and are well formed. */
export function readStoredSession(stored: {
  sessionId: string | null;
  details: unknown;
}): StoredQuizSession | null {
  const { sessionId, details } = stored;
  if (!sessionId || typeof details !== 'object' || details === null) return null;
  const field = (name: string): unknown => Reflect.get(details, name);
  const username = field('username');
  const courseName = field('courseName');
  const orderType = field('orderType');
  const startAt = field('startAt');
  if (field('sessionId') !== sessionId || typeof username !== 'string' || typeof courseName !== 'string') {
    return null;
  }
  return {
    sessionId,
    username,
    courseName,
    orderType: isOrderType(orderType) ? orderType : DEFAULT_ORDER_TYPE,
    startAt: typeof startAt === 'number' && Number.isInteger(startAt) && startAt >= 1 ? startAt : 1,
    stats: readStats(field('stats')),
  };
}

/** The stored session when it is this user's, in this course; otherwise the quiz starts a new one. */
export function resumableSession(
  stored: StoredQuizSession | null,
  username: string,
  courseName: string,
): StoredQuizSession | null {
  return stored && stored.username === username && stored.courseName === courseName ? stored : null;
}
