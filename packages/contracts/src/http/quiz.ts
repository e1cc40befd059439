// Request and response shapes of the quiz service's public API (SPEC.md §3, §4 and §7; DESIGN.md "HTTP contract").
import { CloneType, type Static, Type } from '@sinclair/typebox';
import { Language, OrderType } from '../event-catalog.js';
import { QuestionKindSchema } from '../question-kinds.js';
import { COURSE_NAME_MAX_LENGTH } from '../rules/content.js';
import { ANSWER_FORMS } from '../rules/grading.js';
import { ID_MAX } from '../rules/input.js';
import { ANSWER_MAX_LENGTH } from '../rules/kinds.js';
import {
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
  NOTHING_TO_DRILL_CODES,
  QUIZ_FINISHED_TEXT,
  REVIEW_HISTORY_DAYS_DEFAULT,
  REVIEW_HISTORY_DAYS_MAX,
} from '../rules/quiz.js';

/** An IANA time zone (`Europe/Stockholm`): where the user's "today" begins for the daily limit of new questions. */
const TimeZone = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_+\\-]+(/[A-Za-z0-9_+\\-]+)*$',
    description,
  });

/** A course by its name (`kemi-1`), as the quiz routes take it in the query. */
const CourseNameQuery = (description = 'The course, by its name (lowercase letters, digits and dashes).') =>
  Type.String({ minLength: 1, maxLength: COURSE_NAME_MAX_LENGTH, description });

const SessionId = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'The session, as `POST /api/v2/quiz/start` answered it (`sessionId`).',
});

export const StartQuery = Type.Object({
  courseName: CourseNameQuery('The course to drill, by its name (lowercase letters, digits and dashes).'),
  orderType: Type.Optional(
    CloneType(OrderType, {
      description:
        'The order of the questions (ORDERED by default). REVIEW drills the cards due by spaced repetition, then ' +
        'new questions up to the daily limit; MISTAKES the questions whose last answer was wrong.',
    }),
  ),
  startQuestion: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: ID_MAX,
      description:
        '0-based index into the chosen order where the session begins: "start at question N" sends N−1. ' +
        'Not for REVIEW or MISTAKES.',
    }),
  ),
  timeZone: Type.Optional(
    TimeZone(
      "The user's IANA time zone, for REVIEW's daily limit of new questions (Europe/Stockholm by default).",
    ),
  ),
});
export type StartQuery = Static<typeof StartQuery>;

export const SessionQuery = Type.Object({ sessionId: SessionId });

export const SubmitQuery = Type.Object({
  sessionId: SessionId,
  answer: Type.String({
    minLength: 1,
    maxLength: ANSWER_MAX_LENGTH,
    description: `The answer, written by the question's \`kind\`: ${Object.entries(ANSWER_FORMS)
      .map(([kind, form]) => `${kind}: ${form}`)
      .join('; ')}.`,
  }),
  // Moving on needs the id so that a retried submit (its response lost on the way) is refused as already answered
  // rather than taken as the answer to a question the student never saw.
  questionId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: ID_MAX,
      description:
        'The id of the question answered (an addition to SPEC §7). With it, the answer also moves the session on ' +
        'to the next question, and the response carries that next question as `next`: one round trip per answer ' +
        'instead of two. A retried submit is then refused as already answered (409). Without it, submit is as ' +
        'SPEC §7 says and `GET /api/v2/quiz/next` moves on.',
    }),
  ),
});

export const QuizOption = Type.Object({ optionLabel: Type.String(), optionText: Type.String() });
export type QuizOption = Static<typeof QuizOption>;

/** A question as the student sees it: no correctness data. `position` is 1-based within `total`. */
export const QuizQuestion = Type.Object({
  id: Type.Integer(),
  questionText: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  language: Language,
  options: Type.Array(QuizOption, {
    description:
      'The options to pick from: for single, multiple and truefalse the options; for matching the right items ' +
      'offered for every left item; empty for short and numeric',
  }),
  /**
   * How the question is answered (SubmitQuery's `answer`). The quiz service always sends it; optional in the type
   * because a client's copy of a question from before kinds (a stored session) has none: read absent as single.
   */
  kind: Type.Optional(QuestionKindSchema),
  prompts: Type.Optional(
    Type.Array(Type.String(), {
      description: 'matching: the left items, in order; the answer picks an option label for each',
    }),
  ),
  position: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 1 }),
});
export type QuizQuestion = Static<typeof QuizQuestion>;

export const StartResponse = Type.Object({
  sessionId: Type.String(),
  /**
   * The session's first question, what `GET /api/v2/quiz/next` would now answer (an addition to SPEC §7): the quiz
   * shows it without a second round trip. Absent only when no question is left to show from the start question on
   * (all deleted since the course was counted); `next` then answers that the quiz is over.
   */
  question: Type.Optional(QuizQuestion),
});
export type StartResponse = Static<typeof StartResponse>;

export const QuizStats = Type.Object({
  /** Correct answers so far in this session. */
  score: Type.Integer(),
  /** Answers so far in this session. */
  total: Type.Integer(),
  /** Wrong answers as a percentage 0–100 of `total` (0 before the first answer). */
  errorRate: Type.Number(),
});
export type QuizStats = Static<typeof QuizStats>;

/** What `next` answers, as JSON inside a submit response, once every question of the session is answered. */
export const QuizFinished = Type.Object({
  finished: Type.Literal(true),
  text: Type.Literal(QUIZ_FINISHED_TEXT),
});
export type QuizFinished = Static<typeof QuizFinished>;

export const SubmitResponse = Type.Object({
  correct: Type.Boolean(),
  /** Translation key for the feedback line: `quiz.correct` or `quiz.incorrect`. */
  feedbackKey: Type.String(),
  correctOption: Type.String({
    description:
      'The right answer: the right label (single, truefalse), the right labels with commas (multiple, `A,C`), the ' +
      'first answer worth full credit (short), the value worth full credit (numeric), or the right label for each ' +
      'left item (matching, `B,A,C`)',
  }),
  // Always sent by the quiz service; optional in the type for a client's copy of a response from before kinds.
  credit: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1,
      description:
        'The share of full credit the answer earned: 0 or 1 but for multiple (max(0, (right ticked − wrong ' +
        'ticked) / right total)), matching (the share of pairs right) and weighted short or numeric answers. ' +
        '`correct` is credit 1',
    }),
  ),
  feedback: Type.Optional(
    Type.Array(Type.String(), {
      description:
        "The teacher's feedback on what was answered: the options ticked, the answer or value matched; empty " +
        'when the teacher wrote none. Show it with `explanation`',
    }),
  ),
  stats: QuizStats,
  /** The question's explanation (written by its author), shown after the answer; null when it has none. */
  explanation: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /**
   * With `questionId` in the query: what `GET /api/v2/quiz/next` would now answer, the question after this one
   * (the session has moved on to it, so `next` and a reload show it too) or, after the last, QuizFinished.
   */
  next: Type.Optional(Type.Union([QuizQuestion, QuizFinished])),
});
export type SubmitResponse = Static<typeof SubmitResponse>;

/** An unfinished session the student can continue ("continue previous quiz"), one per course, newest first. */
export const CurrentSession = Type.Object({
  sessionId: Type.String(),
  courseName: Type.String(),
  courseDisplayName: Type.String(),
  orderType: OrderType,
  /** 1-based position of the question the student is on (or will get next). */
  position: Type.Integer(),
  total: Type.Integer(),
  stats: QuizStats,
  lastAnsweredAt: Type.String({ format: 'date-time' }),
});
export type CurrentSession = Static<typeof CurrentSession>;

export const StatsQuery = Type.Object({
  courseName: CourseNameQuery('The course whose progress to answer, by its name.'),
});

/** One session in a course's progress. */
export const SessionProgress = Type.Object({
  sessionId: Type.String(),
  orderType: OrderType,
  startedAt: Type.String({ format: 'date-time' }),
  lastAnsweredAt: Type.String({ format: 'date-time' }),
  answered: Type.Integer(),
  score: Type.Integer(),
  errorRate: Type.Number(),
  finished: Type.Boolean(),
});
export type SessionProgress = Static<typeof SessionProgress>;

/** A question answered wrongly; its text is null when it has been deleted since. */
export const MissedQuestion = Type.Object({
  questionId: Type.Integer(),
  questionText: Type.Union([Type.String(), Type.Null()]),
  wrong: Type.Integer(),
  attempts: Type.Integer(),
});
export type MissedQuestion = Static<typeof MissedQuestion>;

/** The student's progress in one course, from the recorded answers. */
export const CourseStats = Type.Object({
  courseName: Type.String(),
  totals: Type.Object({
    sessions: Type.Integer(),
    finishedSessions: Type.Integer(),
    answers: Type.Integer(),
    correct: Type.Integer(),
    errorRate: Type.Number(),
  }),
  /** The latest sessions, oldest first (a time series for charts). */
  sessions: Type.Array(SessionProgress),
  /** The questions answered wrongly most often, most missed first. */
  mostMissed: Type.Array(MissedQuestion),
});
export type CourseStats = Static<typeof CourseStats>;

/** `GET /api/v2/quiz/review`: one course's summary with `courseName`, every practised course's without. */
export const ReviewQuery = Type.Object({
  courseName: Type.Optional(
    CourseNameQuery("One course's summary, by its name; without it, every course the student has practised."),
  ),
  timeZone: Type.Optional(
    TimeZone(
      "The user's IANA time zone: where their day begins for what is due today (Europe/Stockholm by default).",
    ),
  ),
});
export type ReviewQuery = Static<typeof ReviewQuery>;

/**
 * What a REVIEW session started now holds, counted apart as Anki counts them (issue 41): the welcome screen's and
 * the course page's numbers, and the session's length, all come from this one rule. A card is due now when its
 * learning step has run out (`learning`), or, for a card in review, all through the day it falls due in
 * (`review`); questions never answered (`new`) are never counted as reviews.
 */
export const ReviewQueue = Type.Object(
  {
    learning: Type.Integer({
      minimum: 0,
      description: 'Cards in their first short steps, or relearning after a miss, whose step has run out.',
    }),
    review: Type.Integer({
      minimum: 0,
      description: "Cards in review falling due today (the user's day): the session's reviews.",
    }),
    new: Type.Integer({
      minimum: 0,
      description: 'Questions never answered the session adds: the daily limit (20) less those begun today.',
    }),
  },
  {
    description:
      'What `POST /api/v2/quiz/start?orderType=REVIEW` would hold now: `learning + review` due cards (at most ' +
      '200, most overdue first), then `new` questions. Show `learning + review` as "to review" and `new` apart.',
  },
);
export type ReviewQueue = Static<typeof ReviewQueue>;

/** What the student's memory of a course holds (FSRS cards, one per question answered at least once). */
export const ReviewSummary = Type.Object({
  /** Cards due now (the rule of `queue`, without its cap of 200). */
  due: Type.Integer({ minimum: 0 }),
  /** Cards due before the user's day ends: those due now, and learning steps that run out later today. */
  dueToday: Type.Integer({ minimum: 0 }),
  /** Questions never answered. */
  new: Type.Integer({ minimum: 0 }),
  /** New questions a REVIEW session would add today (the daily limit less those begun today): `queue.new`. */
  newToday: Type.Integer({ minimum: 0 }),
  /** Answered questions not yet mastered. */
  learning: Type.Integer({ minimum: 0 }),
  /** Cards with a stability of at least 21 days (MASTERED_STABILITY_DAYS). */
  mastered: Type.Integer({ minimum: 0 }),
  /** Questions whose last answer was wrong. */
  mistakes: Type.Integer({ minimum: 0 }),
  /** When the next card not due now becomes due; null when none waits. */
  nextDueAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** What a REVIEW session started now holds: the numbers to show. */
  queue: ReviewQueue,
});
export type ReviewSummary = Static<typeof ReviewSummary>;

export const CourseReviewSummary = Type.Intersect([
  Type.Object({ courseName: Type.String(), courseDisplayName: Type.String() }),
  ReviewSummary,
]);
export type CourseReviewSummary = Static<typeof CourseReviewSummary>;

export const CourseReviewSummaries = Type.Object({ courses: Type.Array(CourseReviewSummary) });
export type CourseReviewSummaries = Static<typeof CourseReviewSummaries>;

/** `GET /api/v2/quiz/review/history`: the student's mastery of a course at the end of each of the last `days` days. */
export const ReviewHistoryQuery = Type.Object({
  courseName: CourseNameQuery('The course whose history to answer, by its name.'),
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: REVIEW_HISTORY_DAYS_MAX,
      default: REVIEW_HISTORY_DAYS_DEFAULT,
      description: 'How many days back, today included.',
    }),
  ),
  timeZone: Type.Optional(
    TimeZone("The user's IANA time zone: where their days begin and end (Europe/Stockholm by default)."),
  ),
});
export type ReviewHistoryQuery = Static<typeof ReviewHistoryQuery>;

/** The course's questions at the end of one day, by what the student's latest answer by then had made of them. */
export const ReviewHistoryDay = Type.Object({
  /** The day in the user's time zone, `YYYY-MM-DD`. */
  date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  /** Questions not answered by the end of that day. */
  new: Type.Integer({ minimum: 0 }),
  /** Answered by then, stability below MASTERED_STABILITY_DAYS. */
  learning: Type.Integer({ minimum: 0 }),
  /** Answered by then, stability at least MASTERED_STABILITY_DAYS. */
  mastered: Type.Integer({ minimum: 0 }),
});
export type ReviewHistoryDay = Static<typeof ReviewHistoryDay>;

/** Oldest day first, today last; the course's present questions only (a deleted question leaves every day). */
export const ReviewHistory = Type.Object({
  days: Type.Array(ReviewHistoryDay),
});
export type ReviewHistory = Static<typeof ReviewHistory>;

/** The user's settings kept by the quiz service. */
export const QuizPreferences = Type.Object({
  desiredRetention: Type.Number({
    minimum: DESIRED_RETENTION_MIN,
    maximum: DESIRED_RETENTION_MAX,
    description:
      "FSRS's desired retention: the probability of recall a card is scheduled for; applies to future reviews.",
  }),
});
export type QuizPreferences = Static<typeof QuizPreferences>;

export const QuizErrorCode = {
  sessionNotFound: 'session_not_found',
  courseNotFound: 'course_not_found',
  courseEmpty: 'course_empty',
  startOutOfRange: 'start_out_of_range',
  alreadyAnswered: 'already_answered',
  noCurrentQuestion: 'no_current_question',
  invalidAnswer: 'invalid_answer',
  /** REVIEW with no card due and no new question left today (409; the message says when the next is due). */
  nothingToReview: NOTHING_TO_DRILL_CODES.REVIEW,
  /** MISTAKES with no question whose last answer was wrong (409). */
  noMistakes: NOTHING_TO_DRILL_CODES.MISTAKES,
} as const;
