// Spaced repetition (issue 15) with the real parts: answers → cards in quiz-worker, REVIEW and MISTAKES sessions,
// the summary, and content's edits reaching the cards. One manual clock for the quiz service: answers carry its
// time, and what is due is read against it.

import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { type DomainEvent, subjectFor } from '@quizdrill/contracts';
import { ManualClock } from '@quizdrill/service-kit';
import { eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDay } from '../src/domain/day.js';
import { type Card, isMastered, newCard, review } from '../src/domain/memory.js';
import { readSession } from '../src/hot-path/session-hash.js';
import { parseSessionId } from '../src/hot-path/session-id.js';
import type { QuizSystem, Student, TestCourse, TestQuestion } from './support.js';
import {
  answerLabel,
  createCourse,
  newStudent,
  next,
  startQuiz,
  startQuizWithCourse,
  submit,
} from './support.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('spaced repetition: cards, REVIEW, MISTAKES', () => {
  const clock = new ManualClock(new Date('2026-11-24T08:00:00Z'));
  let system: QuizSystem;
  let course: TestCourse;
  beforeAll(async () => {
    ({ system, course } = await startQuizWithCourse('minne', 8, { clock }));
  });
  afterAll(() => system.stop());

  const cards = (userId: string) =>
    system.db.selectFrom('cards').selectAll().where('user_id', '=', userId).orderBy('question_id').execute();
  const reviews = (userId: string) =>
    system.db.selectFrom('review_log').selectAll().where('user_id', '=', userId).execute();

  /**
   * Answers the next `count` questions of a session, a second apart on the clock; `right(questionId)` says which
   * to answer correctly. Returns each answer with its time.
   */
  async function answer(student: Student, sessionId: string, count: number, right: (id: number) => boolean) {
    const answered: { id: number; at: Date; correct: boolean }[] = [];
    for (let index = 0; index < count; index += 1) {
      const question = await (await next(system, student, sessionId)).json();
      const known = course.questions.find((candidate) => candidate.id === question.id) as TestQuestion;
      const correct = right(known.id);
      const label = answerLabel(known, correct);
      clock.advance(1_000);
      expect((await submit(system, student, sessionId, label)).status).toBe(200);
      answered.push({ id: known.id, at: clock.now(), correct });
    }
    return answered;
  }

  /** The question list a REVIEW or MISTAKES session was started with, as its session hash holds it. */
  async function listOf(sessionId: string): Promise<number[] | null> {
    const ref = parseSessionId(sessionId)!;
    return (await readSession(system.redis, system.keys.session(ref.courseId, ref.token)))!.questionIds;
  }

  const start = (student: Student, orderType: string) =>
    system.quiz('POST', `/api/v2/quiz/start?courseName=minne&orderType=${orderType}`, { as: student });

  const ids = (indexes: number[]) => indexes.map((index) => course.questions[index]!.id);

  it('when a student answers, then quiz-worker keeps one card per question with the last answer and one review each', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'minne' });
    const wrong = new Set(ids([1, 3]));
    const answers = await answer(student, sessionId, 4, (id) => !wrong.has(id));

    await eventually(async () => (await cards(student.id)).length === 4);
    const stored = await cards(student.id);
    expect(stored.map((card) => [card.question_id, card.last_correct, card.reps])).toEqual(
      ids([0, 1, 2, 3]).map((id) => [id, !wrong.has(id), 1]),
    );
    // Each card is ts-fsrs's card after that one answer at the clock's time.
    for (const { id, at, correct } of answers) {
      const card = stored.find((row) => row.question_id === id)!;
      expect(card.due).toEqual(review(newCard(at), at, correct ? 1 : 0, 0.9).card.due);
      expect(card.last_review).toEqual(at);
    }
    expect(await reviews(student.id)).toHaveLength(4);
  });

  it('when the same answer event is delivered three times, then the card takes one review', async () => {
    const student = newStudent();
    const question = course.questions[5]!;
    const event = (id: string, questionId: number): DomainEvent<'quiz.answer.recorded'> => ({
      id,
      type: 'quiz.answer.recorded',
      version: 2,
      occurredAt: clock.now().toISOString(),
      data: {
        userId: student.id,
        sessionId: `${course.id}.${randomUUID()}`,
        courseId: course.id,
        courseName: 'minne',
        orderType: 'ORDER',
        questionId,
        answer: question.correct,
        correct: true,
        position: 1,
        total: 8,
        score: 1,
        answered: 1,
        finished: false,
        answeredAt: clock.now().toISOString(),
      },
    });
    const repeated = event(randomUUID(), question.id);
    const marker = event(randomUUID(), course.questions[6]!.id);
    const nats = await connect({ servers: system.environment.env.NATS_URL });
    try {
      const js = jetstream(nats);
      const subject = subjectFor('quiz.answer.recorded', system.environment.namespace);
      // New message ids each time: JetStream's de-duplication does not catch these, the consumer must.
      for (let copy = 0; copy < 3; copy += 1) {
        await js.publish(subject, JSON.stringify(repeated), { msgID: randomUUID() });
      }
      await js.publish(subject, JSON.stringify(marker), { msgID: marker.id });
    } finally {
      await nats.close();
    }
    await eventually(async () => (await cards(student.id)).length === 2);
    const [card] = (await cards(student.id)).filter((row) => row.question_id === question.id);
    expect(card?.reps).toBe(1);
    expect((await reviews(student.id)).filter((row) => row.id === repeated.id)).toHaveLength(1);
  });

  it('when the clock moves 1, 3 and 10 days, then REVIEW holds exactly the due cards, most overdue first', async () => {
    const student = newStudent();
    const base = clock.now();
    // Round one: every question, the last one wrong. Round two, 15 minutes on: the first six again, right.
    const times = new Map<number, { at: Date; correct: boolean }[]>();
    const note = (answers: { id: number; at: Date; correct: boolean }[]) => {
      for (const { id, ...rest } of answers) times.set(id, [...(times.get(id) ?? []), rest]);
    };
    const last = course.questions[7]!.id;
    let sessionId = await startQuiz(system, student, { courseName: 'minne' });
    note(await answer(student, sessionId, 8, (id) => id !== last));
    clock.advance(15 * MINUTE);
    sessionId = await startQuiz(system, student, { courseName: 'minne' });
    note(await answer(student, sessionId, 6, () => true));
    await eventually(async () => (await reviews(student.id)).length === 14);

    // What ts-fsrs itself makes of these answers.
    const expectedDue = new Map<number, Date>();
    for (const [id, answers] of times) {
      let card = newCard(answers[0]!.at);
      for (const { at, correct } of answers) card = review(card, at, correct ? 1 : 0, 0.9).card;
      expectedDue.set(id, card.due);
    }
    const stored = await cards(student.id);
    expect(new Map(stored.map((card) => [card.question_id, card.due]))).toEqual(expectedDue);

    const sizes: number[] = [];
    for (const days of [1, 3, 10]) {
      clock.advance(base.getTime() + days * DAY - clock.now().getTime());
      const now = clock.now();
      const due = [...expectedDue]
        .filter(([, at]) => at <= now)
        .sort(([a, dueA], [b, dueB]) => dueA.getTime() - dueB.getTime() || a - b)
        .map(([id]) => id);
      sizes.push(due.length);
      const response = await start(student, 'REVIEW');
      if (due.length === 0) {
        expect(response.status).toBe(409);
        continue;
      }
      expect(response.status).toBe(200);
      const { sessionId: reviewId } = await response.json();
      expect(await listOf(reviewId)).toEqual(due);
      const first = await (await next(system, student, reviewId)).json();
      expect(first).toMatchObject({ id: due[0], position: 1, total: due.length });
    }
    // The days tell the cards apart: some are due after one day, all after ten.
    expect(sizes[0]).toBeGreaterThan(0);
    expect(sizes[0]).toBeLessThan(8);
    expect(sizes[2]).toBe(8);
  });

  it('when a student has never practised a course, then REVIEW holds its questions in order, up to the day’s new ones', async () => {
    const big = await createCourse(system, 'manga-nya', 25);
    const student = newStudent();
    const startBig = async () => {
      const response = await system.quiz('POST', '/api/v2/quiz/start?courseName=manga-nya&orderType=REVIEW', {
        as: student,
      });
      expect(response.status).toBe(200);
      return (await response.json()).sessionId as string;
    };
    const first = await startBig();
    expect(await listOf(first)).toEqual(big.questions.slice(0, 20).map((question) => question.id));

    // Two begun today: 18 new ones left for today, the two answered not yet due.
    for (let index = 0; index < 2; index += 1) {
      await next(system, student, first);
      clock.advance(1_000);
      expect((await submit(system, student, first, big.questions[index]!.correct)).status).toBe(200);
    }
    expect(await listOf(await startBig())).toEqual(big.questions.slice(2, 20).map((question) => question.id));
  });

  it('when a student misses questions, then MISTAKES holds exactly those at once and empties as they are answered right', async () => {
    const student = newStudent();
    const wrong = ids([1, 3, 4]);
    const sessionId = await startQuiz(system, student, { courseName: 'minne' });
    await answer(student, sessionId, 6, (id) => !wrong.includes(id));

    // At once: quiz-worker may not have stored a single card yet.
    const response = await start(student, 'MISTAKES');
    expect(response.status).toBe(200);
    const drill = (await response.json()).sessionId;
    expect(await listOf(drill)).toEqual(wrong);

    // One answered right, one wrong again: the wrong one stays.
    await answer(student, drill, 2, (id) => id === wrong[0]);
    const again = (await (await start(student, 'MISTAKES')).json()).sessionId;
    expect(await listOf(again)).toEqual(wrong.slice(1));
    await answer(student, again, 2, () => true);

    const empty = await start(student, 'MISTAKES');
    expect(empty.status).toBe(409);
    expect(await empty.json()).toMatchObject({ error: 'no_mistakes' });
    // And once quiz-worker has stored every answer, still nothing.
    await eventually(async () => (await reviews(student.id)).length === 10);
    expect((await start(student, 'MISTAKES')).status).toBe(409);
  });

  it('when nothing is due, then REVIEW answers 409 nothing_to_review saying when the next card is due', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'minne' });
    await answer(student, sessionId, 8, () => true);
    await eventually(async () => (await cards(student.id)).length === 8);
    // Eight begun today: with 8 questions in the course, no new one is left either.
    const response = await start(student, 'REVIEW');
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.error).toBe('nothing_to_review');
    const nextDue = (await cards(student.id))
      .map((card) => card.due)
      .sort((a, b) => a.getTime() - b.getTime())[0]!;
    expect(body.message).toContain(nextDue.toISOString());
  });

  it('when a question is deleted, then it leaves the student’s review; when its right answer changes, it starts afresh', async () => {
    const own = await createCourse(system, 'radera', 4);
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'radera' });
    for (const question of own.questions) {
      await next(system, student, sessionId);
      clock.advance(1_000);
      const label = answerLabel(question, false);
      expect((await submit(system, student, sessionId, label)).status).toBe(200);
    }
    await eventually(async () => (await cards(student.id)).length === 4);
    const mistakes = async () => {
      const response = await system.quiz('POST', '/api/v2/quiz/start?courseName=radera&orderType=MISTAKES', {
        as: student,
      });
      return listOf((await response.json()).sessionId);
    };
    expect(await mistakes()).toEqual(own.questions.map((question) => question.id));

    const [deleted, edited] = own.questions;
    expect(
      (await system.content('DELETE', `/api/v2/questions/${deleted!.id}`, { as: 'educator' })).status,
    ).toBe(204);
    const form = new FormData();
    form.set('questionText', 'Vilken är rätt nu?');
    form.set('options', JSON.stringify([{ optionText: 'Ja' }, { optionText: 'Nej' }]));
    form.set('correctIndex', '1');
    const put = await system.content('PUT', `/api/v2/questions/${edited!.id}`, { as: 'educator', form });
    expect(put.status).toBe(200);

    await eventually(async () => (await cards(student.id)).length === 2);
    expect((await cards(student.id)).map((card) => card.question_id)).toEqual(
      own.questions.slice(2).map((question) => question.id),
    );
    expect(await mistakes()).toEqual(own.questions.slice(2).map((question) => question.id));
    const summary = await (
      await system.quiz('GET', '/api/v2/quiz/review?courseName=radera', { as: student })
    ).json();
    // The edited question is new again; the deleted one is gone.
    expect(summary).toMatchObject({ new: 1, learning: 2, mastered: 0, mistakes: 2 });
  });

  it('when asked for the summary, then it counts per course what is due, new, learning, mastered and missed', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'minne' });
    const wrong = new Set(ids([0]));
    await answer(student, sessionId, 3, (id) => !wrong.has(id));
    // At once, before quiz-worker: the answers count already.
    const summary = await (
      await system.quiz('GET', '/api/v2/quiz/review?courseName=minne', { as: student })
    ).json();
    expect(summary).toMatchObject({ due: 0, new: 5, newToday: 5, learning: 3, mastered: 0, mistakes: 1 });

    await eventually(async () => (await cards(student.id)).length === 3);
    const all = await (await system.quiz('GET', '/api/v2/quiz/review', { as: student })).json();
    expect(all.courses).toHaveLength(1);
    // Both learning steps (1 and 10 minutes) end today.
    expect(all.courses[0]).toMatchObject({
      dueToday: 3,
      courseName: 'minne',
      courseDisplayName: 'Kurs minne',
      new: 5,
      learning: 3,
    });
    expect(Date.parse(all.courses[0].nextDueAt)).toBeGreaterThan(clock.now().getTime());

    const unknownZone = await system.quiz(
      'GET',
      '/api/v2/quiz/review?courseName=minne&timeZone=Mars/Olympus',
      {
        as: student,
      },
    );
    expect(unknownZone.status).toBe(400);
  });

  it('when a student sets a desired retention, then it is kept within 0.80–0.97 and applies to their next reviews', async () => {
    const student = newStudent();
    const preferences = () => system.quiz('GET', '/api/v2/quiz/preferences', { as: student });
    expect(await (await preferences()).json()).toEqual({ desiredRetention: 0.9 });
    for (const desiredRetention of [0.5, 0.99]) {
      const refused = await system.quiz('PUT', '/api/v2/quiz/preferences', {
        as: student,
        body: { desiredRetention },
      });
      expect(refused.status).toBe(400);
    }
    const saved = await system.quiz('PUT', '/api/v2/quiz/preferences', {
      as: student,
      body: { desiredRetention: 0.97 },
    });
    expect(await saved.json()).toEqual({ desiredRetention: 0.97 });
    expect(await (await preferences()).json()).toEqual({ desiredRetention: 0.97 });

    // Right twice, 15 minutes apart: the card graduates, and its interval follows the desired retention.
    let answers = await answer(
      student,
      await startQuiz(system, student, { courseName: 'minne' }),
      1,
      () => true,
    );
    clock.advance(15 * MINUTE);
    answers = [
      ...answers,
      ...(await answer(student, await startQuiz(system, student, { courseName: 'minne' }), 1, () => true)),
    ];
    await eventually(async () => (await reviews(student.id)).length === 2);
    const schedule = (retention: number) =>
      answers.reduce((card, { at }) => review(card, at, 1, retention).card, newCard(answers[0]!.at)).due;
    const [card] = await cards(student.id);
    expect(card!.due).toEqual(schedule(0.97));
    expect(card!.due).not.toEqual(schedule(0.9));
  });
  it('when the clock moves on for weeks, then the history counts per day what the latest answer by its end had made of each question', async () => {
    const student = newStudent();
    const zone = 'Europe/Stockholm';
    const firstDay = startOfDay(clock.now(), zone);
    // Day one: three questions, the third wrong; a quarter of an hour on, the first again, right (it graduates).
    const answered = await answer(
      student,
      await startQuiz(system, student, { courseName: 'minne' }),
      3,
      (id) => {
        return id !== ids([2])[0];
      },
    );
    clock.advance(15 * MINUTE);
    answered.push(
      ...(await answer(student, await startQuiz(system, student, { courseName: 'minne' }), 1, () => true)),
    );
    // Then the first question right each time it falls due, until ts-fsrs calls it mastered (stability ≥ 21 days).
    const first = answered[0]!.id;
    const upToNow = () => new Date(clock.now().getTime() + 1);
    const replay = (id: number, before: Date): Card | undefined => {
      const own = answered.filter((a) => a.id === id && a.at < before);
      if (own.length === 0) return undefined;
      return own.reduce(
        (card, { at, correct }) => review(card, at, correct ? 1 : 0, 0.9).card,
        newCard(own[0]!.at),
      );
    };
    for (let round = 0; round < 8 && !isMastered(replay(first, upToNow())!.stability); round += 1) {
      clock.advance(replay(first, upToNow())!.due.getTime() - clock.now().getTime() + MINUTE);
      answered.push(
        ...(await answer(student, await startQuiz(system, student, { courseName: 'minne' }), 1, () => true)),
      );
    }
    expect(answered.filter((a) => a.id !== first)).toHaveLength(2);
    expect(isMastered(replay(first, upToNow())!.stability)).toBe(true);
    await eventually(async () => (await reviews(student.id)).length === answered.length);

    const span = Math.round((startOfDay(clock.now(), zone).getTime() - firstDay.getTime()) / DAY) + 3;
    const response = await system.quiz('GET', `/api/v2/quiz/review/history?courseName=minne&days=${span}`, {
      as: student,
    });
    expect(response.status).toBe(200);
    const { days } = (await response.json()) as {
      days: { date: string; new: number; learning: number; mastered: number }[];
    };
    expect(days).toHaveLength(span);
    const dateOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
    expect(days.at(-1)!.date).toBe(dateOf(clock.now()));
    // What ts-fsrs makes of the answers given before each day's end (the next midnight in Stockholm).
    const expected = days.map(({ date }) => {
      const end = startOfDay(new Date(Date.parse(`${date}T12:00:00Z`) + DAY), zone);
      const states = course.questions.map((question) => replay(question.id, end));
      const mastered = states.filter((card) => card && isMastered(card.stability)).length;
      const learning = states.filter((card) => card && !isMastered(card.stability)).length;
      return { date, new: 8 - learning - mastered, learning, mastered };
    });
    expect(days).toEqual(expected);
    // Before the first answer, all new; on the first day, three begun; by the last, one mastered.
    expect(days[0]).toMatchObject({ new: 8, learning: 0, mastered: 0 });
    expect(days.find((day) => day.date === dateOf(firstDay))).toMatchObject({
      new: 5,
      learning: 3,
      mastered: 0,
    });
    expect(days.at(-1)).toMatchObject({ new: 5, learning: 2, mastered: 1 });

    // Thirty days when not told; bad input is refused; an unknown course is not found.
    const fallback = await system.quiz('GET', '/api/v2/quiz/review/history?courseName=minne', {
      as: student,
    });
    expect((await fallback.json()).days).toHaveLength(30);
    for (const query of [
      'courseName=minne&days=0',
      'courseName=minne&days=366',
      'courseName=minne&days=x',
      'days=7',
    ]) {
      const refused = await system.quiz('GET', `/api/v2/quiz/review/history?${query}`, { as: student });
      expect(refused.status, query).toBe(400);
    }
    const badZone = await system.quiz(
      'GET',
      '/api/v2/quiz/review/history?courseName=minne&timeZone=Mars/Olympus',
      {
        as: student,
      },
    );
    expect(badZone.status).toBe(400);
    const unknown = await system.quiz('GET', '/api/v2/quiz/review/history?courseName=finns-inte', {
      as: student,
    });
    expect(unknown.status).toBe(404);
  });
});
