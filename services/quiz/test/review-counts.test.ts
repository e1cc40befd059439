// Issue 41: the review counts contradicted each other. The welcome card said "9 frågor att repetera i dag", the
// REVIEW it started said "Inget att repetera just nu", and a new account's course page said "Repetera (20)"
// before a single answer. Now one rule says what is due now: the all-courses summary (the welcome card), the
// course's summary (the course page) and the REVIEW session agree, and questions never answered are counted apart
// as new (Anki's new / learning / review), never as reviews.
import { ManualClock } from '@quizdrill/service-kit';
import { eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDay } from '../src/domain/day.js';
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
const ZONE = 'Europe/Stockholm';

describe('review counts: one definition of what is due now', () => {
  // 09:00 in Stockholm.
  const clock = new ManualClock(new Date('2026-12-02T08:00:00Z'));
  let system: QuizSystem;
  let eight: TestCourse;
  beforeAll(async () => {
    ({ system, course: eight } = await startQuizWithCourse('atta', 8, { clock }));
    await createCourse(system, 'tjugofem', 25);
  });
  afterAll(() => system.stop());

  const cards = (userId: string) =>
    system.db.selectFrom('cards').selectAll().where('user_id', '=', userId).execute();

  /** Answers every question of a fresh session in order; `right(question)` says which to answer correctly. */
  async function answerAll(
    student: Student,
    questions: readonly TestQuestion[],
    right: (index: number) => boolean,
  ) {
    const sessionId = await startQuiz(system, student, { courseName: 'atta' });
    for (const [index, question] of questions.entries()) {
      await next(system, student, sessionId);
      clock.advance(1_000);
      const label = answerLabel(question, right(index));
      expect((await submit(system, student, sessionId, label)).status).toBe(200);
    }
  }

  /**
   * The three places that count reviews, read now: the welcome card's all-courses summary, the course page's
   * summary, and the REVIEW session a click starts (its question list, or its 409).
   */
  async function countsOf(student: Student, courseName: string) {
    const all = await (
      await system.quiz('GET', `/api/v2/quiz/review?timeZone=${ZONE}`, { as: student })
    ).json();
    const course = await (
      await system.quiz('GET', `/api/v2/quiz/review?courseName=${courseName}&timeZone=${ZONE}`, {
        as: student,
      })
    ).json();
    const started = await system.quiz(
      'POST',
      `/api/v2/quiz/start?courseName=${courseName}&orderType=REVIEW&timeZone=${ZONE}`,
      { as: student },
    );
    let session: number[] = [];
    if (started.status === 200) {
      const ref = parseSessionId((await started.json()).sessionId)!;
      session = (await readSession(system.redis, system.keys.session(ref.courseId, ref.token)))!.questionIds!;
    } else {
      expect(started.status).toBe(409);
      expect((await started.json()).error).toBe('nothing_to_review');
    }
    const welcome = all.courses.find((entry: { courseName: string }) => entry.courseName === courseName);
    return { welcome, course, session };
  }

  /** The welcome card, the course page and the session say the same. */
  function expectAgreement(counts: Awaited<ReturnType<typeof countsOf>>) {
    const { welcome, course, session } = counts;
    if (welcome) expect(welcome.queue).toEqual(course.queue);
    const { learning, review, new: fresh } = course.queue;
    expect(session).toHaveLength(learning + review + fresh);
    expect(course.due).toBe(learning + review);
    expect(course.newToday).toBe(fresh);
  }

  it('when a new account opens a course, then nothing is counted to review and its questions are counted apart as new', async () => {
    const student = newStudent();
    const counts = await countsOf(student, 'tjugofem');
    expect(counts.welcome).toBeUndefined();
    expect(counts.course).toMatchObject({ due: 0, new: 25, newToday: 20 });
    // Not "Repetera (20)": no review at all, and 20 new questions the session starts with.
    expect(counts.course.queue).toEqual({ learning: 0, review: 0, new: 20 });
    expectAgreement(counts);
  });

  it('when every question was just answered and the steps run out later today, then nothing is due now anywhere', async () => {
    const student = newStudent();
    // Three wrong (back in a minute), five right (back in ten): the card that said "8 to review today".
    await answerAll(student, eight.questions, (index) => index >= 3);
    await eventually(async () => (await cards(student.id)).length === 8);
    const now = await countsOf(student, 'atta');
    expect(now.welcome.dueToday).toBe(8);
    expect(now.welcome.queue).toEqual({ learning: 0, review: 0, new: 0 });
    expect(now.session).toEqual([]);
    expectAgreement(now);

    clock.advance(2 * MINUTE);
    const missed = await countsOf(student, 'atta');
    expect(missed.course.queue).toEqual({ learning: 3, review: 0, new: 0 });
    expect(missed.session).toEqual(eight.questions.slice(0, 3).map((question) => question.id));
    expectAgreement(missed);

    clock.advance(10 * MINUTE);
    const all = await countsOf(student, 'atta');
    expect(all.course.queue).toEqual({ learning: 8, review: 0, new: 0 });
    expectAgreement(all);
  });

  it('when a review falls due this afternoon, then it is counted and served from the morning of that day', async () => {
    const student = newStudent();
    const [question] = eight.questions as [TestQuestion];
    // Right, and right again a quarter of an hour later: the card leaves its learning steps for days.
    for (let round = 0; round < 2; round += 1) {
      const sessionId = await startQuiz(system, student, { courseName: 'atta' });
      await next(system, student, sessionId);
      clock.advance(1_000);
      expect((await submit(system, student, sessionId, question.correct)).status).toBe(200);
      clock.advance(15 * MINUTE);
    }
    await eventually(async () => (await cards(student.id))[0]?.reps === 2);
    const [card] = await cards(student.id);
    expect(card!.state).toBe(2);
    // Ten past midnight on the day it falls due, hours before its time.
    const morning = new Date(startOfDay(card!.due, ZONE).getTime() + 10 * MINUTE);
    expect(morning.getTime()).toBeLessThan(card!.due.getTime());
    clock.advance(morning.getTime() - clock.now().getTime());
    const counts = await countsOf(student, 'atta');
    expect(counts.course.queue).toMatchObject({ learning: 0, review: 1 });
    expect(counts.session[0]).toBe(question.id);
    expectAgreement(counts);
  });
});
