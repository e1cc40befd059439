// The student's progress: sessions to continue, and per-course statistics, from the stored answers.

import {
  type CourseStats,
  type CurrentSession,
  errorRate,
  isMemoryOrder,
  type OrderType,
  QuizErrorCode,
} from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import { AppError } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import * as answers from '../answers/answers.repository.js';
import type { QuizTables } from '../db/tables.js';
import { quizStats } from '../domain/scoring.js';
import { isFinished, upcomingPosition } from '../domain/session.js';
import type { QuizKeys } from '../hot-path/keys.js';
import { readSession } from '../hot-path/session-hash.js';
import { parseSessionId } from '../hot-path/session-id.js';
import type { CourseLoader } from '../read-model/course-loader.js';
import type { CourseModel } from '../read-model/course-model.js';

export class Progress {
  constructor(
    private readonly db: Db<QuizTables>,
    private readonly redis: Redis,
    private readonly keys: QuizKeys,
    private readonly model: CourseModel,
    private readonly loader: CourseLoader,
    /** How long a session lives untouched: the newest-session index lives as long after each start. */
    private readonly sessionTtlSeconds: number,
  ) {}

  /** Notes a new session as the user's newest in its course (see QuizKeys.latestSessions). */
  async sessionStarted(userId: string, sessionId: string): Promise<void> {
    const ref = parseSessionId(sessionId);
    if (!ref) return;
    const key = this.keys.latestSessions(userId);
    await this.redis
      .multi()
      .hset(key, String(ref.courseId), sessionId)
      .expire(key, this.sessionTtlSeconds)
      .exec();
  }

  /**
   * Unfinished sessions that can still be continued: Postgres knows which sessions had answers, Redis whether
   * each is still alive, whether a newer one in its course replaced it, and where it stands now (answers may be a
   * moment behind in Postgres).
   */
  async currentSessions(userId: string): Promise<CurrentSession[]> {
    const [candidates, latest] = await Promise.all([
      answers.unfinishedSessions(this.db, userId),
      this.redis.hgetall(this.keys.latestSessions(userId)),
    ]);
    const live = await Promise.all(
      candidates.map(async (row) => {
        // A REVIEW or MISTAKES session is not offered: its list was chosen for a moment that has passed.
        if (isMemoryOrder(row.order_type)) return undefined;
        const ref = parseSessionId(row.id);
        if (!ref) return undefined;
        const newest = latest[String(ref.courseId)];
        if (newest !== undefined && newest !== row.id) return undefined;
        const session = await readSession(this.redis, this.keys.session(ref.courseId, ref.token));
        if (session?.owner !== userId || isFinished(session)) return undefined;
        const course = await this.model.course(ref.courseId);
        if (!course) return undefined;
        return {
          sessionId: row.id,
          courseName: course.name,
          courseDisplayName: course.displayName,
          orderType: row.order_type,
          position: upcomingPosition(session),
          total: session.questionCount,
          stats: quizStats(session),
          lastAnsweredAt: row.last_answered_at.toISOString(),
        } satisfies CurrentSession;
      }),
    );
    return live.filter((session) => session !== undefined);
  }

  async courseStats(userId: string, courseName: string): Promise<CourseStats> {
    const courseId = await this.loader.courseIdByName(courseName);
    if (courseId === undefined) {
      throw new AppError(404, QuizErrorCode.courseNotFound, `Course "${courseName}" not found`);
    }
    const [totals, sessions, missed] = await Promise.all([
      answers.courseTotals(this.db, userId, courseId),
      answers.recentSessions(this.db, userId, courseId),
      answers.mostMissed(this.db, userId, courseId),
    ]);
    const texts = await this.model.questionTexts(
      courseId,
      missed.map((row) => row.question_id),
    );
    const answerCount = Number(totals.answers);
    const correct = Number(totals.correct);
    return {
      courseName,
      totals: {
        sessions: Number(totals.sessions),
        finishedSessions: Number(totals.finishedSessions),
        answers: answerCount,
        correct,
        errorRate: errorRate(correct, answerCount),
      },
      sessions: sessions.map((row) => ({
        sessionId: row.id,
        orderType: row.order_type as OrderType,
        startedAt: row.started_at.toISOString(),
        lastAnsweredAt: row.last_answered_at.toISOString(),
        answered: row.answered,
        score: row.score,
        errorRate: errorRate(row.score, row.answered),
        finished: row.finished,
      })),
      mostMissed: missed.map((row) => ({
        questionId: row.question_id,
        questionText: texts.get(row.question_id) ?? null,
        wrong: Number(row.wrong),
        attempts: Number(row.attempts),
      })),
    };
  }
}
