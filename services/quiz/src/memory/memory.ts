// What a student's memory offers (issue 15): the question lists of REVIEW and MISTAKES sessions, the summary per
// course, and the desired retention. Cards come from Postgres (quiz-worker keeps them), overlaid with the answers
// it has not stored yet (recent-answers.ts); the course's questions from the read model.
import {
  type CourseReviewSummary,
  DEFAULT_TIME_ZONE,
  DESIRED_RETENTION_DEFAULT,
  MISTAKES_MAX,
  QuizErrorCode,
  type QuizPreferences,
  REVIEW_DUE_MAX,
  REVIEW_NEW_PER_DAY,
  type ReviewHistoryDay,
  type ReviewSummary,
} from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import type { Clock } from '../domain/clock.js';
import { isTimeZone, startOfDay } from '../domain/day.js';
import { isMastered } from '../domain/memory.js';
import type { QuizKeys } from '../hot-path/keys.js';
import type { CourseModel } from '../read-model/course-model.js';
import type { Db } from './cards.repository.js';
import { masteryHistory } from './history.js';
import { pendingAnswers } from './recent-answers.js';

export type Chosen = { status: 'ok'; questionIds: number[] } | { status: 'empty'; nextDueAt: Date | null };

interface Counts {
  cards: number;
  due: number;
  dueToday: number;
  mastered: number;
  mistakes: number;
  begunToday: number;
  nextDueAt: Date | null;
}

export function timeZoneOf(timeZone: string | undefined): string {
  if (timeZone === undefined) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw AppError.badRequest(`Unknown time zone "${timeZone}"`);
  return timeZone;
}

export class Memory {
  constructor(
    private readonly db: Db,
    private readonly redis: Redis,
    private readonly keys: QuizKeys,
    private readonly model: CourseModel,
    private readonly clock: Clock,
  ) {}

  /**
   * REVIEW: the cards due now, most overdue first (at most REVIEW_DUE_MAX), then questions never answered in the
   * course's order, up to the day's limit of new ones. A card answered since quiz-worker last stored it waits for
   * its new due date. Reads only what it needs: the due cards through their index, counts, and the whole course's
   * order only when some question may still be new.
   */
  async chooseReview(userId: string, courseId: number, timeZone: string): Promise<Chosen> {
    const now = this.clock.now();
    const dayStart = startOfDay(now, timeZone);
    const pending = await pendingAnswers(this.db, this.redis, this.keys, userId, courseId);
    const cards = this.db.selectFrom('cards').where('user_id', '=', userId).where('course_id', '=', courseId);
    const [dueRows, counts, pendingCards, questionCount] = await Promise.all([
      cards
        .select('question_id')
        .where('due', '<=', now)
        .orderBy('due')
        .orderBy('question_id')
        .limit(REVIEW_DUE_MAX + pending.size)
        .execute(),
      cards
        .select((eb) => [
          eb.fn.countAll<string>().as('cards'),
          eb.fn
            .count<string>('question_id')
            .filterWhere('first_answered_at', '>=', dayStart)
            .as('begunToday'),
          eb.fn.min('due').filterWhere('due', '>', now).as('nextDueAt'),
        ])
        .executeTakeFirstOrThrow(),
      pending.size === 0
        ? Promise.resolve([])
        : cards
            .select('question_id')
            .where('question_id', 'in', [...pending.keys()])
            .execute(),
      this.model.questionCount(courseId),
    ]);
    const candidates = dueRows.map((row) => row.question_id).filter((id) => !pending.has(id));
    const present = await this.model.presentQuestions(courseId, candidates);
    const due = candidates.filter((id) => present.has(id)).slice(0, REVIEW_DUE_MAX);

    const carded = new Set(pendingCards.map((row) => row.question_id));
    const pendingNew = [...pending].filter(([id]) => !carded.has(id));
    const begunToday =
      Number(counts.begunToday) + pendingNew.filter(([, answer]) => answer.at >= dayStart).length;
    const allowance = Math.max(0, REVIEW_NEW_PER_DAY - begunToday);
    const fresh: number[] = [];
    if (allowance > 0 && Number(counts.cards) + pendingNew.length < questionCount) {
      const [inOrder, seenRows] = await Promise.all([
        this.model.questionIdsInOrder(courseId),
        cards.select('question_id').execute(),
      ]);
      const seen = new Set(seenRows.map((row) => row.question_id));
      for (const id of inOrder) {
        if (fresh.length >= allowance) break;
        if (!seen.has(id) && !pending.has(id)) fresh.push(id);
      }
    }

    const questionIds = [...due, ...fresh];
    if (questionIds.length > 0) return { status: 'ok', questionIds };
    const nextDueAt = counts.nextDueAt as Date | string | null;
    return { status: 'empty', nextDueAt: nextDueAt === null ? null : new Date(nextDueAt) };
  }

  /** MISTAKES: the questions whose last answer was wrong, in the course's order (at most MISTAKES_MAX). */
  async chooseMistakes(userId: string, courseId: number): Promise<Chosen> {
    const now = this.clock.now();
    const [inOrder, pending, cards] = await Promise.all([
      this.model.questionIdsInOrder(courseId),
      pendingAnswers(this.db, this.redis, this.keys, userId, courseId),
      this.db
        .selectFrom('cards')
        .select(['question_id', 'due', 'last_review', 'last_correct'])
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .execute(),
    ]);
    const stored = new Map(cards.map((card) => [card.question_id, card]));
    const wrong = (id: number) => {
      const answer = pending.get(id);
      if (answer) return !answer.correct;
      return stored.get(id)?.last_correct === false;
    };
    const questionIds = inOrder.filter(wrong).slice(0, MISTAKES_MAX);
    if (questionIds.length > 0) return { status: 'ok', questionIds };
    return { status: 'empty', nextDueAt: nextDue(cards, now) };
  }

  /** One course's summary for the student. */
  async summary(userId: string, courseId: number, timeZone: string): Promise<ReviewSummary> {
    const now = this.clock.now();
    const dayStart = startOfDay(now, timeZone);
    const dayEnd = startOfDay(new Date(dayStart.getTime() + 36 * 3600 * 1000), timeZone);
    const [inOrder, pending, cards] = await Promise.all([
      this.model.questionIdsInOrder(courseId),
      pendingAnswers(this.db, this.redis, this.keys, userId, courseId),
      this.db
        .selectFrom('cards')
        .select(['question_id', 'due', 'stability', 'last_review', 'last_correct', 'first_answered_at'])
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .execute(),
    ]);
    const exists = new Set(inOrder);
    const present = cards.filter((card) => exists.has(card.question_id));
    const stored = new Map(present.map((card) => [card.question_id, card]));
    const counts: Counts = {
      cards: present.length,
      due: present.filter((card) => card.due <= now).length,
      dueToday: present.filter((card) => card.due < dayEnd).length,
      mastered: present.filter((card) => isMastered(card.stability)).length,
      mistakes: present.filter((card) => !card.last_correct).length,
      begunToday: present.filter((card) => card.first_answered_at >= dayStart).length,
      nextDueAt: nextDue(present, now),
    };
    // Answers quiz-worker has not applied yet, as they will count once it has.
    for (const [id, answer] of pending) {
      if (!exists.has(id)) continue;
      const card = stored.get(id);
      if (!card) {
        counts.cards += 1;
        if (answer.at >= dayStart) counts.begunToday += 1;
        if (!answer.correct) counts.mistakes += 1;
        continue;
      }
      if (card.due <= now) counts.due -= 1;
      // Answered again since: its next due date is not known yet; it is not counted as due today.
      if (card.due < dayEnd) counts.dueToday -= 1;
      if (card.last_correct && !answer.correct) counts.mistakes += 1;
      if (!card.last_correct && answer.correct) counts.mistakes -= 1;
    }
    const fresh = Math.max(0, inOrder.length - counts.cards);
    return {
      due: counts.due,
      dueToday: counts.dueToday,
      new: fresh,
      newToday: Math.min(fresh, Math.max(0, REVIEW_NEW_PER_DAY - counts.begunToday)),
      learning: counts.cards - counts.mastered,
      mastered: counts.mastered,
      mistakes: counts.mistakes,
      nextDueAt: counts.nextDueAt?.toISOString() ?? null,
    };
  }

  /** The summary of every course the student has answered questions in (and that still exists). */
  async summaries(
    userId: string,
    timeZone: string,
    courseOf: (courseId: number) => Promise<{ name: string; displayName: string } | undefined>,
  ): Promise<CourseReviewSummary[]> {
    const courses = await this.db
      .selectFrom('cards')
      .select('course_id')
      .distinct()
      .where('user_id', '=', userId)
      .execute();
    const summaries = await Promise.all(
      courses.map(async ({ course_id }) => {
        const course = await courseOf(course_id);
        if (!course) return undefined;
        const summary = await this.summary(userId, course_id, timeZone);
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
    const row = await this.db
      .selectFrom('preferences')
      .select('desired_retention')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { desiredRetention: row?.desired_retention ?? DESIRED_RETENTION_DEFAULT };
  }

  /** Applies to reviews from now on: cards already scheduled keep their due date until answered again. */
  async setPreferences(userId: string, preferences: QuizPreferences): Promise<QuizPreferences> {
    const desiredRetention = Math.round(preferences.desiredRetention * 100) / 100;
    await this.db
      .insertInto('preferences')
      .values({ user_id: userId, desired_retention: desiredRetention, updated_at: this.clock.now() })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          desired_retention: desiredRetention,
          updated_at: this.clock.now(),
        }),
      )
      .execute();
    return { desiredRetention };
  }
}

function nextDue(cards: readonly { due: Date }[], now: Date): Date | null {
  let next: Date | null = null;
  for (const card of cards) if (card.due > now && (!next || card.due < next)) next = card.due;
  return next;
}

/** The 409 for a REVIEW or MISTAKES session with nothing to drill; the message says when the next card is due. */
export function nothingToDrill(kind: 'REVIEW' | 'MISTAKES', courseName: string, nextDueAt: Date | null) {
  const next = nextDueAt ? ` The next card is due at ${nextDueAt.toISOString()}.` : '';
  return kind === 'REVIEW'
    ? AppError.conflict(`Nothing to review in "${courseName}" now.${next}`, QuizErrorCode.nothingToReview)
    : AppError.conflict(`No mistakes to drill in "${courseName}".${next}`, QuizErrorCode.noMistakes);
}
