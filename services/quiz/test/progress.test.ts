import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { type DomainEvent, subjectFor } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizSystem, TestCourse, TestQuestion } from './support.js';
import { answerLabel, newStudent, next, startQuiz, startQuizWithCourse, submit } from './support.js';

/** Answers the next `count` questions; `right(i)` says which to answer correctly. Returns the last stats. */
async function answer(
  system: QuizSystem,
  as: ReturnType<typeof newStudent>,
  sessionId: string,
  questions: TestQuestion[],
  count: number,
  right: (index: number) => boolean,
) {
  let stats: unknown;
  for (let index = 0; index < count; index += 1) {
    const question = await (await next(system, as, sessionId)).json();
    const known = questions.find((candidate) => candidate.id === question.id)!;
    const label = answerLabel(known, right(index));
    const response = await submit(system, as, sessionId, label);
    expect(response.status).toBe(200);
    stats = (await response.json()).stats;
  }
  return stats;
}

describe('answers, progress and resume', () => {
  let system: QuizSystem;
  let course: TestCourse;
  beforeAll(async () => {
    ({ system, course } = await startQuizWithCourse('historia', 6));
  });
  afterAll(() => system.stop());

  const answerRows = (sessionId: string) =>
    system.db.selectFrom('answers').selectAll().where('session_id', '=', sessionId).execute();

  it('when a student answers, then each answer is stored once, the session summarised, and the Redis outbox drained', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'historia', orderType: 'REVERSE' });
    await answer(system, student, sessionId, course.questions, 6, (index) => index % 3 !== 0);

    await eventually(async () => (await answerRows(sessionId)).length === 6);
    const rows = await answerRows(sessionId);
    expect(rows.filter((row) => row.correct)).toHaveLength(4);
    expect(rows.every((row) => row.user_id === student.id && row.course_id === course.id)).toBe(true);
    await eventually(async () => {
      const session = await system.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirst();
      return session?.finished === true;
    });
    expect(
      await system.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ answered: 6, score: 4, total: 6, order_type: 'REVERSE', course_name: 'historia' });
    await eventually(async () => (await system.redis.xlen(system.keys.answers)) === 0);
  });

  it('when quiz and quiz-worker run, then neither relays a Postgres outbox (quiz writes none), while content, which writes one, does', async () => {
    // The Postgres relay's LISTEN connection, the one trace a relay leaves while it waits.
    const listening = await sql<{ query: string }>`
      select query from pg_stat_activity where datname = current_database() and query like 'listen %'
    `.execute(system.db);
    const channels = listening.rows.map((row) => row.query);
    expect(channels).toContain('listen outbox_content');
    expect(channels).not.toContain('listen outbox_quiz');
  });

  it('when quiz-worker is down, then students still answer, and their answers are stored once it is back', async () => {
    await system.stopWorker();
    const student = newStudent();
    let sessionId: string;
    try {
      sessionId = await startQuiz(system, student, { courseName: 'historia' });
      await answer(system, student, sessionId, course.questions, 3, () => true);
      // Recorded in the Redis outbox, waiting for the worker.
      expect(await system.redis.xlen(system.keys.answers)).toBe(3);
      expect(await answerRows(sessionId)).toHaveLength(0);
    } finally {
      await system.restartWorker();
    }

    await eventually(async () => (await answerRows(sessionId)).length === 3);
    await eventually(async () => (await system.redis.xlen(system.keys.answers)) === 0);
  });

  it('when a recorded answer is delivered again, then it is stored once and the session counts stay', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'historia' });
    await answer(system, student, sessionId, course.questions, 2, () => true);
    await eventually(async () => (await answerRows(sessionId)).length === 2);

    const [stored] = await answerRows(sessionId);
    const event: DomainEvent<'quiz.answer.recorded'> = {
      id: stored!.id,
      type: 'quiz.answer.recorded',
      version: 2,
      occurredAt: stored!.answered_at.toISOString(),
      data: {
        userId: student.id,
        sessionId,
        courseId: course.id,
        courseName: 'historia',
        orderType: 'ORDER',
        questionId: stored!.question_id,
        answer: stored!.answer,
        correct: stored!.correct,
        position: 1,
        total: 6,
        score: 1,
        answered: 1,
        finished: false,
        answeredAt: stored!.answered_at.toISOString(),
      },
    };
    const nats = await connect({ servers: system.environment.env.NATS_URL });
    try {
      const js = jetstream(nats);
      const subject = subjectFor('quiz.answer.recorded', system.environment.namespace);
      // New message ids each time: JetStream's de-duplication does not catch these, the consumer must.
      for (let copy = 0; copy < 3; copy += 1) {
        await js.publish(subject, JSON.stringify(event), { msgID: randomUUID() });
      }
      // A marker published after the copies: once it is stored, the copies have been handled.
      const marker = {
        ...event,
        id: randomUUID(),
        data: { ...event.data, sessionId: `${sessionId}-marker` },
      };
      await js.publish(subject, JSON.stringify(marker), { msgID: marker.id });
    } finally {
      await nats.close();
    }
    await eventually(async () => (await answerRows(`${sessionId}-marker`)).length === 1);
    expect(await answerRows(sessionId)).toHaveLength(2);
    expect(
      await system.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ answered: 2, score: 2 });
  });

  it('when 50 students answer the same course at once, then every session has its own exact stats', async () => {
    const students = Array.from({ length: 50 }, () => newStudent());
    const results = await Promise.all(
      students.map(async (student, index) => {
        const sessionId = await startQuiz(system, student, { courseName: 'historia', orderType: 'RANDOM' });
        // Student i answers right exactly when (i + question index) is even.
        const stats = await answer(
          system,
          student,
          sessionId,
          course.questions,
          6,
          (q) => (index + q) % 2 === 0,
        );
        const finished = await next(system, student, sessionId);
        return { sessionId, stats, finished: await finished.text() };
      }),
    );
    for (const result of results) {
      expect(result.stats).toEqual({ score: 3, total: 6, errorRate: 50 });
      expect(result.finished).toBe('Quizet är slut!');
    }
    await eventually(async () => {
      const stored = await system.db
        .selectFrom('answers')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where(
          'session_id',
          'in',
          results.map((result) => result.sessionId),
        )
        .executeTakeFirstOrThrow();
      return Number(stored.count) === 300;
    }, 20_000);
  });

  it('when a quiz is left unfinished, then sessions/current offers it until it is finished', async () => {
    const student = newStudent();
    const first = await startQuiz(system, student, { courseName: 'historia', orderType: 'REVERSE' });
    await answer(system, student, first, course.questions, 2, () => true);
    const call = () => system.quiz('GET', '/api/v2/quiz/sessions/current', { as: student });
    await eventually(async () => (await (await call()).json()).length === 1);
    expect(await (await call()).json()).toEqual([
      {
        sessionId: first,
        courseName: 'historia',
        courseDisplayName: 'Kurs historia',
        orderType: 'REVERSE',
        position: 3,
        total: 6,
        stats: { score: 2, total: 2, errorRate: 0 },
        lastAnsweredAt: expect.any(String),
      },
    ]);
    // Others see none of it.
    expect(
      await (await system.quiz('GET', '/api/v2/quiz/sessions/current', { as: newStudent() })).json(),
    ).toEqual([]);

    await answer(system, student, first, course.questions, 4, () => true);
    await eventually(async () => (await (await call()).json()).length === 0);
  });

  it('when a student starts the course over, then sessions/current drops the old session and offers the new one once answered', async () => {
    const student = newStudent();
    const call = async () =>
      (await system.quiz('GET', '/api/v2/quiz/sessions/current', { as: student })).json();
    const first = await startQuiz(system, student, { courseName: 'historia', orderType: 'REVERSE' });
    await answer(system, student, first, course.questions, 2, () => true);
    await eventually(async () => (await call()).length === 1);

    // At once, though the old session's answers are in Postgres and the new one has none yet.
    const second = await startQuiz(system, student, { courseName: 'historia', orderType: 'RANDOM' });
    expect(await call()).toEqual([]);

    await answer(system, student, second, course.questions, 1, () => false);
    await eventually(async () => (await call()).length === 1);
    expect(await call()).toEqual([
      expect.objectContaining({
        sessionId: second,
        orderType: 'RANDOM',
        position: 2,
        stats: { score: 0, total: 1, errorRate: 100 },
      }),
    ]);
    // The old session itself still answers: a browser that has it may finish it.
    expect((await next(system, student, first)).status).toBe(200);
  });

  it('when a student asks for progress, then totals, the sessions over time and the most missed questions come', async () => {
    const student = newStudent();
    for (const right of [() => false, (index: number) => index > 0]) {
      const sessionId = await startQuiz(system, student, { courseName: 'historia' });
      await answer(system, student, sessionId, course.questions, 6, right);
    }
    const call = () => system.quiz('GET', '/api/v2/quiz/stats?courseName=historia', { as: student });
    await eventually(async () => (await (await call()).json()).totals.answers === 12);
    const stats = await (await call()).json();
    expect(stats.courseName).toBe('historia');
    expect(stats.totals).toEqual({
      sessions: 2,
      finishedSessions: 2,
      answers: 12,
      correct: 5,
      errorRate: 58.33,
    });
    expect(stats.sessions.map((session: { score: number }) => session.score)).toEqual([0, 5]);
    expect(stats.sessions[0]).toMatchObject({
      answered: 6,
      errorRate: 100,
      finished: true,
      orderType: 'ORDER',
    });
    expect(stats.mostMissed[0]).toEqual({
      questionId: course.questions[0]!.id,
      questionText: 'Fråga 1 i historia',
      wrong: 2,
      attempts: 2,
    });
    expect(stats.mostMissed).toHaveLength(5);

    const none = await (
      await system.quiz('GET', '/api/v2/quiz/stats?courseName=historia', { as: newStudent() })
    ).json();
    expect(none.totals).toEqual({ sessions: 0, finishedSessions: 0, answers: 0, correct: 0, errorRate: 0 });
    expect(none.mostMissed).toEqual([]);
    const unknown = await system.quiz('GET', '/api/v2/quiz/stats?courseName=finns-inte', { as: student });
    expect(unknown.status).toBe(404);
  });
});
