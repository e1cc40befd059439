// What a student's memory offers (issue 15): the question lists of REVIEW and MISTAKES sessions, the summary per
// course (its counts and the REVIEW session from one rule, issue 41), and the desired retention. Cards come from Postgres (quiz-worker keeps them), overlaid with the answers
// it has not stored yet (recent-answers.ts); the course's questions from the read model.

import {
  type CourseReviewSummary,
  DEFAULT_TIME_ZONE,
  MISTAKES_MAX,
  QuizErrorCode,
  type QuizPreferences,
  REVIEW_DUE_MAX,
  type ReviewHistoryDay,
  type ReviewSummary,
} from '@quizdrill/contracts';
import { AppError, type Clock, type Db } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import type { QuizTables } from '../db/tables.js';
import { endOfDay, isTimeZone, startOfDay } from '../domain/day.js';
import { freshQuestions, reviewQueue } from '../domain/review-queue.js';
import type { QuizKeys } from '../hot-path/keys.js';
import type { CourseModel } from '../read-model/course-model.js';
import {
  answeredQuestions,
  coursesWithCards,
  dueCards,
  lastAnswers,
  pendingCards,
  storedCounts,
} from './cards.repository.js';
import { masteryHistory } from './history.repository.js';
import { desiredRetentionOf, saveDesiredRetention } from './preferences.repository.js';
import { pendingAnswers } from './recent-answers.js';

export type Chosen = { status: 'ok'; questionIds: number[] } | { status: 'empty'; nextDueAt: Date | null };

export function timeZoneOf(timeZone: string | undefined): string {
  if (timeZone === undefined) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw AppError.badRequest(`Unknown time zone "${timeZone}"`);
  return timeZone;
}

export class Memory {
  constructor(
    private readonly db: Db<QuizTables>,
    private readonly redis: Redis,
    private readonly keys: QuizKeys,
    private readonly model: CourseModel,
    private readonly clock: Clock,
  ) {}

  /**
   * The review queue of a course for the student now (domain/review-queue.ts), the one composition behind every
   * count and every REVIEW session. Reads only what it needs: counts in SQL, the due cards through their index, and
   * the stored cards of answers quiz-worker has not stored yet.
   */
  private async queueOf(userId: string, courseId: number, timeZone: string) {
    const now = this.clock.now();
    const at = { now, dayStart: startOfDay(now, timeZone), dayEnd: endOfDay(now, timeZone) };
    const pending = await pendingAnswers(this.db, this.redis, this.keys, userId, courseId);
    const [stored, due, ofPending, questionCount] = await Promise.all([
      storedCounts(this.db, userId, courseId, at),
      dueCards(this.db, userId, courseId, at, REVIEW_DUE_MAX + pending.size),
      pendingCards(this.db, userId, courseId, [...pending.keys()], at),
      this.model.questionCount(courseId),
    ]);
    const present = await this.model.presentQuestions(courseId, [
      ...due.map((card) => card.questionId),
      ...pending.keys(),
    ]);
    const queue = reviewQueue({
      dueCards: due,
      stored,
      pending,
      pendingCards: ofPending,
      present,
      questionCount,
      dayStart: at.dayStart,
      startOfDayOf: (instant) => startOfDay(instant, timeZone),
    });
    return { queue, pending };
  }

  /**
   * REVIEW: the cards due now, most overdue first (at most REVIEW_DUE_MAX), then questions never answered in the
   * course's order, up to the day's limit of new ones: exactly what the summary's `queue` counts. The course's
   * order is read only when some question is still new.
   */
  async chooseReview(userId: string, courseId: number, timeZone: string): Promise<Chosen> {
    const { queue, pending } = await this.queueOf(userId, courseId, timeZone);
    let fresh: number[] = [];
    if (queue.counts.new > 0) {
      const [inOrder, answered] = await Promise.all([
        this.model.questionIdsInOrder(courseId),
        answeredQuestions(this.db, userId, courseId),
      ]);
      for (const id of pending.keys()) answered.add(id);
      fresh = freshQuestions(inOrder, answered, queue.counts.new);
    }
    const questionIds = [...queue.due, ...fresh];
    if (questionIds.length > 0) return { status: 'ok', questionIds };
    return { status: 'empty', nextDueAt: queue.nextDueAt };
  }

  /** MISTAKES: the questions whose last answer was wrong, in the course's order (at most MISTAKES_MAX). */
  async chooseMistakes(userId: string, courseId: number, timeZone: string): Promise<Chosen> {
    const [inOrder, pending, cards] = await Promise.all([
      this.model.questionIdsInOrder(courseId),
      pendingAnswers(this.db, this.redis, this.keys, userId, courseId),
      lastAnswers(this.db, userId, courseId),
    ]);
    const stored = new Map(cards.map((card) => [card.questionId, card.lastCorrect]));
    const wrong = (id: number) => {
      const answer = pending.get(id);
      if (answer) return !answer.correct;
      return stored.get(id) === false;
    };
    const questionIds = inOrder.filter(wrong).slice(0, MISTAKES_MAX);
    if (questionIds.length > 0) return { status: 'ok', questionIds };
    return { status: 'empty', nextDueAt: (await this.queueOf(userId, courseId, timeZone)).queue.nextDueAt };
  }

  /** One course's summary for the student: its counts, and what a REVIEW session would hold now. */
  async summary(userId: string, courseId: number, timeZone: string): Promise<ReviewSummary> {
    const { queue } = await this.queueOf(userId, courseId, timeZone);
    return {
      due: queue.dueTotal,
      dueToday: queue.dueToday,
      new: queue.neverAnswered,
      newToday: queue.counts.new,
      learning: queue.answered - queue.mastered,
      mastered: queue.mastered,
      mistakes: queue.mistakes,
      nextDueAt: queue.nextDueAt?.toISOString() ?? null,
      queue: queue.counts,
    };
  }

  /** The summary of every course the student has answered questions in (and that still exists). */
  async summaries(
    userId: string,
    timeZone: string,
    courseOf: (courseId: number) => Promise<{ name: string; displayName: string } | undefined>,
  ): Promise<CourseReviewSummary[]> {
    const courseIds = await coursesWithCards(this.db, userId);
    const summaries = await Promise.all(
      courseIds.map(async (courseId) => {
        const course = await courseOf(courseId);
        if (!course) return undefined;
        const summary = await this.summary(userId, courseId, timeZone);
        return { courseName: course.name, courseDisplayName: course.displayName, ...summary };
      }),
    );
    return summaries
      .filter((summary) => summary !== undefined)
      .sort((a, b) => a.courseDisplayName.localeCompare(b.courseDisplayName));
  }

  /**
   * Mastery over the last `days` days (today included) in the user's time zone, from the review log. Answers
   * quiz-worker has not stored yet show once it has (a moment later); the summary above counts them at once.
   */
  async history(
    userId: string,
    courseId: number,
    days: number,
    timeZone: string,
  ): Promise<ReviewHistoryDay[]> {
    const questionIds = await this.model.questionIdsInOrder(courseId);
    try {
      return await masteryHistory(this.db, {
        userId,
        courseId,
        questionIds,
        days,
        timeZone,
        now: this.clock.now(),
      });
    } catch (error) {
      // A zone the runtime knows but Postgres does not (their tz databases differ in age): the caller's input.
      if ((error as { code?: string }).code === '22023') {
        throw AppError.badRequest(`Unknown time zone "${timeZone}"`);
      }
      throw error;
    }
  }

  async preferences(userId: string): Promise<QuizPreferences> {
    return { desiredRetention: await desiredRetentionOf(this.db, userId) };
  }

  /** Applies to reviews from now on: cards already scheduled keep their due date until answered again. */
  async setPreferences(userId: string, preferences: QuizPreferences): Promise<QuizPreferences> {
    const desiredRetention = Math.round(preferences.desiredRetention * 100) / 100;
    await saveDesiredRetention(this.db, userId, desiredRetention, this.clock.now());
    return { desiredRetention };
  }
}

/** The 409 for a REVIEW or MISTAKES session with nothing to drill; the message says when the next card is due. */
export function nothingToDrill(kind: 'REVIEW' | 'MISTAKES', courseName: string, nextDueAt: Date | null) {
  const next = nextDueAt ? ` The next card is due at ${nextDueAt.toISOString()}.` : '';
  return kind === 'REVIEW'
    ? AppError.conflict(`Nothing to review in "${courseName}" now.${next}`, QuizErrorCode.nothingToReview)
    : AppError.conflict(`No mistakes to drill in "${courseName}".${next}`, QuizErrorCode.noMistakes);
}
