// The quiz service's answers as the web app reads them (packages/contracts/src/http/quiz.ts).
import type { Language } from '../lib/i18n';

/** SPEC §9: the order the questions come in. */
export const ORDER_TYPES = ['ORDER', 'RANDOM', 'REVERSE'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** What `GET /api/v2/quiz/next` answers, as plain text, once every question of the session is answered. */
export const QUIZ_FINISHED_TEXT = 'Quizet är slut!';

export type QuizOption = { optionLabel: string; optionText: string };

/** A question as the student sees it: no correctness data. `position` is 1-based within `total`. */
export type QuizQuestion = {
  id: number;
  questionText: string;
  /** Relative (`/api/v2/images/<sha256>.png`) or absolute; null without an image. */
  imageUrl: string | null;
  language: Language;
  options: QuizOption[];
  position: number;
  total: number;
};

export type QuizStats = {
  /** Correct answers so far in the session. */
  score: number;
  /** Answers so far in the session. */
  total: number;
  /** Wrong answers as a percentage 0–100 of `total`. */
  errorRate: number;
};

export type SubmitFeedback = {
  correct: boolean;
  /** `quiz.correct` or `quiz.incorrect`. */
  feedbackKey: string;
  /** The label of the correct option, highlighted after a wrong answer. */
  correctOption: string;
  stats: QuizStats;
};

/** An unfinished session with at least one answer, to continue from the welcome screen. */
export type CurrentQuizSession = {
  sessionId: string;
  courseName: string;
  courseDisplayName: string;
  orderType: OrderType;
  /** 1-based position of the question the student is on (or gets next). */
  position: number;
  total: number;
  stats: QuizStats;
  lastAnsweredAt: string;
};

export type CourseProgressSession = {
  sessionId: string;
  orderType: OrderType;
  startedAt: string;
  lastAnsweredAt: string;
  answered: number;
  score: number;
  errorRate: number;
  finished: boolean;
};

export type MissedQuestion = {
  questionId: number;
  /** Null when the question has been deleted since. */
  questionText: string | null;
  wrong: number;
  attempts: number;
};

/** The student's progress in one course. */
export type CourseProgress = {
  courseName: string;
  totals: {
    sessions: number;
    finishedSessions: number;
    answers: number;
    correct: number;
    errorRate: number;
  };
  /** The latest sessions, oldest first. */
  sessions: CourseProgressSession[];
  /** Most missed first. */
  mostMissed: MissedQuestion[];
};
