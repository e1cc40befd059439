// Issue 44: quiz keeps a student's answer history for a stated time. The daily sweep removes exactly the answers,
// sessions and review-log entries older than ANSWER_HISTORY_RETENTION_DAYS, keeps the younger ones (a row exactly that
// old too) and never touches what the student knows now (their FSRS cards).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QuizSystem, startQuizSystem } from './support.js';

const DAY_MS = 24 * 3600 * 1000;

describe('answer history retention', () => {
  let system: QuizSystem;
  beforeAll(async () => {
    system = await startQuizSystem({ ANSWER_HISTORY_RETENTION_DAYS: '40' });
  });
  afterAll(() => system.stop());

  it('when the sweep runs, then exactly the history older than its days goes, and the memory of questions stays', async () => {
    const now = new Date('2027-06-01T08:00:00Z');
    const cutoff = new Date(now.getTime() - 40 * DAY_MS);
    const at = (offsetMs: number) => new Date(cutoff.getTime() + offsetMs);
    const userId = randomUUID();
    const times = { old: at(-1), boundary: at(0), young: at(DAY_MS), longAgo: at(-400 * DAY_MS) };

    await system.db
      .insertInto('answers')
      .values(
        Object.entries(times).map(([name, answeredAt]) => ({
          id: randomUUID(),
          session_id: name,
          user_id: userId,
          course_id: 1,
          question_id: 1,
          answer: 'A',
          correct: true,
          answered_at: answeredAt,
        })),
      )
      .execute();
    await system.db
      .insertInto('sessions')
      .values(
        Object.entries(times).map(([name, lastAnsweredAt]) => ({
          id: name,
          user_id: userId,
          course_id: 1,
          course_name: 'retention',
          order_type: 'ORDER' as const,
          total: 1,
          answered: 1,
          score: 1,
          finished: true,
          started_at: at(-500 * DAY_MS),
          last_answered_at: lastAnsweredAt,
        })),
      )
      .execute();
    await system.db
      .insertInto('review_log')
      .values(
        Object.values(times).map((reviewedAt, index) => ({
          id: randomUUID(),
          user_id: userId,
          course_id: 1,
          question_id: index + 1,
          rating: 3,
          state: 2,
          due: now,
          stability: 1,
          difficulty: 5,
          scheduled_days: 1,
          reviewed_at: reviewedAt,
        })),
      )
      .execute();
    await system.db
      .insertInto('cards')
      .values({
        user_id: userId,
        question_id: 1,
        course_id: 1,
        due: now,
        stability: 1,
        difficulty: 5,
        scheduled_days: 1,
        learning_steps: 0,
        reps: 1,
        lapses: 0,
        state: 2,
        last_review: times.longAgo,
        last_correct: true,
        first_answered_at: times.longAgo,
      })
      .execute();

    const removed = await system.sweep(now);

    expect(removed).toMatchObject({ answers: 2, 'quiz sessions': 2, 'review log': 2 });
    const answers = await system.db
      .selectFrom('answers')
      .select('session_id')
      .where('user_id', '=', userId)
      .orderBy('answered_at')
      .execute();
    expect(answers.map((row) => row.session_id)).toEqual(['boundary', 'young']);
    const sessions = await system.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('last_answered_at')
      .execute();
    expect(sessions.map((row) => row.id)).toEqual(['boundary', 'young']);
    const reviews = await system.db
      .selectFrom('review_log')
      .select('reviewed_at')
      .where('user_id', '=', userId)
      .orderBy('reviewed_at')
      .execute();
    expect(reviews.map((row) => row.reviewed_at)).toEqual([times.boundary, times.young]);
    const cards = await system.db
      .selectFrom('cards')
      .select('user_id')
      .where('user_id', '=', userId)
      .execute();
    expect(cards).toHaveLength(1);
  });
});
