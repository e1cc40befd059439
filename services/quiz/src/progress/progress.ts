// The student's progress: sessions to continue, and per-course statistics, from the stored answers.
import {
  type CourseStats,
  type CurrentSession,
  errorRate,
  type OrderType,
  QuizErrorCode,
} from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import * as answers from '../answers/answers.repository.js';
import type { QuizKeys } from '../hot-path/keys.js';
import { parseSessionId } from '../hot-path/session-id.js';
import type { CourseLoader } from '../read-model/course-loader.js';
import type { CourseModel } from '../read-model/course-model.js';

export class Progress {
  constructor(
    private readonly db: answers.Db,
    private readonly redis: Redis,
    private readonly keys: QuizKeys,
    private readonly model: CourseModel,
    private readonly loader: CourseLoader,
  ) {}

  /**
   * Unfinished sessions that can still be continued: Postgres knows which sessions had answers, Redis whether
   * each is still alive and where it stands now (answers may be a moment behind in Postgres).
   */
  async currentSessions(userId: string): Promise<CurrentSession[]> {
    const candidates = await answers.unfinishedSessions(this.db, userId);
    const live = await Promise.all(
      candidates.map(async (row) => {
        const ref = parseSessionId(row.id);
        if (!ref) return undefined;
        const [owner, n, step, answered, score, total] = await this.redis.hmget(
          this.keys.session(ref.courseId, ref.token),
          'u',
          'n',
          'p',
          'a',
          'sc',
          't',
        );
        if (owner !== userId) return undefined;
        // The question the student will see next: the current one, or the one after it once answered.
        const position = Number(step) + (answered === '1' ? 2 : 1);
        if (position > Number(n)) return undefined;
        const course = await this.model.course(ref.courseId);
        if (!course) return undefined;
        return {
          sessionId: row.id,
          courseName: course.name,
          courseDisplayName: course.displayName,
          orderType: row.order_type,
          position,
          total: Number(n),
          stats: {
            score: Number(score),
            total: Number(total),
            errorRate: errorRate(Number(score), Number(total)),
          },
          lastAnsweredAt: row.last_answered_at.toISOString(),
        } satisfies CurrentSession;
      }),
    );
    return live.filter((session) => session !== undefined);
  }

  async courseStats(userId: string, courseName: string): Promise<CourseStats> {
    const courseId =
      (await this.model.courseIdByName(courseName)) ?? (await this.loader.load({ courseName }));
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
