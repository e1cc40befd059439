// The quiz sessions kept in local storage (SPEC §3 `quizSessionId`), one per course, so that opening a course again
// (a reload, the course list, "continue previous quiz") resumes its session where it stopped.
import { isMemoryOrder } from '@quizdrill/contracts/rules';
import type {
  CurrentSession,
  OrderType,
  QuizQuestion,
  QuizStats,
  SubmitResponse,
} from '@quizdrill/contracts/types';
import { parseNextAnswer } from './next-answer';
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
  /**
   * Whose session it is, by the account's immutable id: another account on the same browser has its own, also one
   * that took this account's former username.
   */
  userId: string;
  courseName: string;
  /** The running statistics at the last answer, shown again when the session is resumed. */
  stats: QuizStats | null;
  /** Ended: the course's next opening starts a new session, in the same order and from the same start. */
  finished: boolean;
  /**
   * The question just answered and its feedback, until the student moves on: a detour (the paywall, a reload) comes
   * back to it, not to the next question the server has already moved to. Null once they moved on.
   */
  answered: AnsweredQuestion | null;
};

export type AnsweredQuestion = { question: QuizQuestion; selected: string; feedback: SubmitResponse };

export type AnsweredStoredSession = StoredQuizSession & { answered: AnsweredQuestion };

/** How many courses' sessions the browser remembers; the oldest is forgotten first. */
export const MAX_STORED_SESSIONS = 20;

export function settingsOf(session: QuizSettings): QuizSettings {
  return { orderType: session.orderType, startAt: session.startAt };
}

/**
 * The settings of the quiz that follows a finished one: the same order and start, except that REVIEW and MISTAKES
 * are chosen afresh each time, so after one comes the ordinary quiz.
 */
export function settingsAfter(finished: QuizSettings): QuizSettings {
  return isMemoryOrder(finished.orderType) ? DEFAULT_QUIZ_SETTINGS : settingsOf(finished);
}

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

function readFeedback(value: unknown): SubmitResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (name: string): unknown => Reflect.get(value, name);
  const correct = field('correct');
  const feedbackKey = field('feedbackKey');
  const correctOption = field('correctOption');
  const explanation = field('explanation') ?? null;
  const stats = readStats(field('stats'));
  if (typeof correct !== 'boolean' || typeof feedbackKey !== 'string' || typeof correctOption !== 'string') {
    return null;
  }
  if (stats === null || (explanation !== null && typeof explanation !== 'string')) return null;
  const next = field('next');
  const credit = field('credit');
  const lines = field('feedback');
  return {
    correct,
    feedbackKey,
    correctOption,
    stats,
    explanation,
    ...(typeof credit === 'number' && credit >= 0 && credit <= 1 ? { credit } : {}),
    ...(Array.isArray(lines) ? { feedback: lines.filter((line) => typeof line === 'string') } : {}),
    // What the server said comes next is read again when the student moves on (nextFromBody).
    ...(next === undefined ? {} : { next: next as SubmitResponse['next'] }),
  };
}

function readAnswered(value: unknown): AnsweredQuestion | null {
  if (typeof value !== 'object' || value === null) return null;
  const question = parseNextAnswer(Reflect.get(value, 'question'));
  const selected: unknown = Reflect.get(value, 'selected');
  const feedback = readFeedback(Reflect.get(value, 'feedback'));
  if (question.kind !== 'question' || typeof selected !== 'string' || feedback === null) return null;
  return { question: question.question, selected, feedback };
}

/** One remembered session, when it is well formed; a damaged setting falls back to its default. */
function readSession(details: unknown): StoredQuizSession | null {
  if (typeof details !== 'object' || details === null) return null;
  const field = (name: string): unknown => Reflect.get(details, name);
  const sessionId = field('sessionId');
  const userId = field('userId');
  const courseName = field('courseName');
  const orderType = field('orderType');
  const startAt = field('startAt');
  if (typeof sessionId !== 'string' || sessionId === '') return null;
  if (typeof userId !== 'string' || typeof courseName !== 'string') return null;
  return {
    sessionId,
    userId,
    courseName,
    orderType: isOrderType(orderType) ? orderType : DEFAULT_ORDER_TYPE,
    startAt: typeof startAt === 'number' && Number.isInteger(startAt) && startAt >= 1 ? startAt : 1,
    stats: readStats(field('stats')),
    finished: field('finished') === true,
    answered: readAnswered(field('answered')),
  };
}

/**
 * A session the server offers to continue, as this browser keeps it: with the start question this browser knows for
 * it (`known`, its remembered session in the course), else the first (the server does not keep it).
 */
export function storedSessionFromServer(
  session: CurrentSession,
  userId: string,
  known: StoredQuizSession | null,
): StoredQuizSession {
  return {
    sessionId: session.sessionId,
    userId,
    courseName: session.courseName,
    orderType: session.orderType,
    startAt: known?.sessionId === session.sessionId ? known.startAt : DEFAULT_QUIZ_SETTINGS.startAt,
    stats: session.stats,
    finished: false,
    answered: null,
  };
}

/**
 * The remembered sessions, newest first: one per user and course in `quizSessionDetails`, the newest also in
 * `quizSessionId` (SPEC §3). Details written before sessions were kept per course are one session, the one in
 * `quizSessionId`.
 */
export function readStoredSessions(stored: {
  sessionId: string | null;
  details: unknown;
}): StoredQuizSession[] {
  const { sessionId, details } = stored;
  if (Array.isArray(details)) {
    return details.map(readSession).filter((session) => session !== null);
  }
  const single = readSession(details);
  return single !== null && single.sessionId === sessionId ? [single] : [];
}

/** The user's remembered session in the course, if any. */
export function storedSessionOf(
  sessions: readonly StoredQuizSession[],
  userId: string,
  courseName: string,
): StoredQuizSession | null {
  return sessions.find((session) => session.userId === userId && session.courseName === courseName) ?? null;
}

/** The sessions with `session` as the newest, in place of whatever the same user had in the same course. */
export function withStoredSession(
  sessions: readonly StoredQuizSession[],
  session: StoredQuizSession,
): StoredQuizSession[] {
  const others = sessions.filter(
    (other) => other.userId !== session.userId || other.courseName !== session.courseName,
  );
  return [session, ...others].slice(0, MAX_STORED_SESSIONS);
}
