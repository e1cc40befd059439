// The answer history in Postgres: written in batches from `quiz.answer.recorded`, read for resume and statistics.
import type { DomainEvent } from '@quizdrill/contracts';
import { type ColumnTypes, type Db, unnestRows } from '@quizdrill/service-kit';
import { sql } from 'kysely';
import type { AnswersTable, QuizTables, SessionsTable } from '../db/tables.js';

type AnswerEvent = DomainEvent<'quiz.answer.recorded'>;

const ANSWER_COLUMNS: ColumnTypes<AnswersTable> = {
  id: 'uuid',
  session_id: 'text',
  user_id: 'uuid',
  course_id: 'int4',
  question_id: 'int4',
  answer: 'text',
  correct: 'bool',
  answered_at: 'timestamptz',
};

const SESSION_COLUMNS: ColumnTypes<SessionsTable> = {
  id: 'text',
  user_id: 'uuid',
  course_id: 'int4',
  course_name: 'text',
  order_type: 'text',
  total: 'int4',
  answered: 'int4',
  score: 'int4',
  finished: 'bool',
  started_at: 'timestamptz',
  last_answered_at: 'timestamptz',
};

/**
 * The latest state of each session in `events`: its counts only grow, so the answer with the most answers wins.
 * Applying these with GREATEST keeps the result the same whatever the order or repetition of events.
 */
export function sessionRows(events: AnswerEvent[]): SessionsTable[] {
  const rows = new Map<string, SessionsTable>();
  for (const { data } of events) {
    const at = new Date(data.answeredAt);
    const row = rows.get(data.sessionId);
    if (!row) {
      rows.set(data.sessionId, {
        id: data.sessionId,
        user_id: data.userId,
        course_id: data.courseId,
        course_name: data.courseName,
        order_type: data.orderType,
        total: data.total,
        answered: data.answered,
        score: data.score,
        finished: data.finished,
        started_at: at,
        last_answered_at: at,
      });
      continue;
    }
    if (data.answered > row.answered) {
      Object.assign(row, { answered: data.answered, score: data.score, course_name: data.courseName });
    }
    row.finished ||= data.finished;
    if (at < row.started_at) row.started_at = at;
    if (at > row.last_answered_at) row.last_answered_at = at;
  }
  return [...rows.values()];
}

/** Stores a batch of answers in one transaction; events seen before change nothing. */
export async function recordAnswers(db: Db<QuizTables>, events: AnswerEvent[]): Promise<void> {
  if (events.length === 0) return;
  const answers = unnestRows(
    events.map(({ id, data }) => ({
      id,
      session_id: data.sessionId,
      user_id: data.userId,
      course_id: data.courseId,
      question_id: data.questionId,
      answer: data.answer,
      correct: data.correct,
      answered_at: new Date(data.answeredAt),
    })),
    ANSWER_COLUMNS,
  );
  // Sorted so concurrent batches lock the same sessions in the same order.
  const sessions = unnestRows(
    sessionRows(events).sort((a, b) => a.id.localeCompare(b.id)),
    SESSION_COLUMNS,
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('answers')
      .columns(answers.columns)
      .expression(answers.rows)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await trx
      .insertInto('sessions')
      .columns(sessions.columns)
      .expression(sessions.rows)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          answered: sql`greatest(sessions.answered, excluded.answered)`,
          score: sql`case when excluded.answered > sessions.answered then excluded.score else sessions.score end`,
          course_name: sql`case when excluded.answered > sessions.answered then excluded.course_name else sessions.course_name end`,
          finished: sql`sessions.finished or excluded.finished`,
          started_at: sql`least(sessions.started_at, excluded.started_at)`,
          last_answered_at: sql`greatest(sessions.last_answered_at, excluded.last_answered_at)`,
          total: eb.ref('excluded.total'),
        })),
      )
      .execute();
  });
}

/** The student's latest unfinished session per course, newest first. */
export async function unfinishedSessions(db: Db<QuizTables>, userId: string, limit = 10) {
  const latest = db
    .selectFrom('sessions')
    .selectAll()
    .distinctOn('course_id')
    .where('user_id', '=', userId)
    .where('finished', '=', false)
    .orderBy('course_id')
    .orderBy('last_answered_at', 'desc');
  return db
    .selectFrom(latest.as('latest'))
    .selectAll()
    .orderBy('last_answered_at', 'desc')
    .limit(limit)
    .execute();
}

export async function courseTotals(db: Db<QuizTables>, userId: string, courseId: number) {
  return db
    .selectFrom('sessions')
    .select((eb) => [
      eb.fn.countAll<string>().as('sessions'),
      eb.fn.count<string>('id').filterWhere('finished', '=', true).as('finishedSessions'),
      eb.fn.coalesce(eb.fn.sum<string>('answered'), eb.val('0')).as('answers'),
      eb.fn.coalesce(eb.fn.sum<string>('score'), eb.val('0')).as('correct'),
    ])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
}

/** The latest sessions, oldest first. */
export async function recentSessions(db: Db<QuizTables>, userId: string, courseId: number, limit = 30) {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .orderBy('last_answered_at', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function mostMissed(db: Db<QuizTables>, userId: string, courseId: number, limit = 5) {
  return db
    .selectFrom('answers')
    .select((eb) => [
      'question_id',
      eb.fn.count<string>('id').filterWhere('correct', '=', false).as('wrong'),
      eb.fn.countAll<string>().as('attempts'),
    ])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .groupBy('question_id')
    .having((eb) => eb.fn.count('id').filterWhere('correct', '=', false), '>', 0)
    .orderBy('wrong', 'desc')
    .orderBy('attempts', 'desc')
    .orderBy('question_id')
    .limit(limit)
    .execute();
}
