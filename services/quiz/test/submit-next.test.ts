// One round trip per answer (issue 19): a submit that names its question answers it and shows the next one, in
// every order, up to "Quizet är slut!"; `next` alone then agrees with it, and a retried submit counts nothing.
import { QUIZ_FINISHED_TEXT } from '@quizdrill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizSystem, Student, TestCourse, TestQuestion } from './support.js';
import { answerLabel, newStudent, next, startQuiz, startQuizWithCourse, submit } from './support.js';

describe('submit that moves on to the next question', () => {
  let system: QuizSystem;
  let course: TestCourse;
  beforeAll(async () => {
    ({ system, course } = await startQuizWithCourse('ett-steg', 5));
  });
  afterAll(() => system.stop());

  const known = (id: number) => course.questions.find((question) => question.id === id) as TestQuestion;

  /**
   * Asks `next` once, then only submits, each with the question's id, showing what the previous submit answered.
   * Returns the ids shown; checks on the way that `next` alone (a reload, an old client) shows the same question.
   */
  async function playWithSubmitsOnly(
    student: Student,
    sessionId: string,
    right: (index: number) => boolean = () => true,
  ) {
    const shown: number[] = [];
    let question = await (await next(system, student, sessionId)).json();
    for (;;) {
      shown.push(question.id);
      const response = await submit(
        system,
        student,
        sessionId,
        answerLabel(known(question.id), right(shown.length - 1)),
        question.id,
      );
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.correct).toBe(right(shown.length - 1));
      if (body.next.finished) {
        expect(body.next).toEqual({ finished: true, text: QUIZ_FINISHED_TEXT });
        expect(await (await next(system, student, sessionId)).text()).toBe(QUIZ_FINISHED_TEXT);
        return shown;
      }
      expect(await (await next(system, student, sessionId)).json()).toEqual(body.next);
      question = body.next;
    }
  }

  it('when a student answers with the question id, then the response is the graded answer and the next question, as next shows it', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'ett-steg', orderType: 'ORDER' });
    const first = await (await next(system, student, sessionId)).json();
    const response = await submit(system, student, sessionId, 'B', first.id);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      correct: false,
      feedbackKey: 'quiz.incorrect',
      correctOption: 'A',
      credit: 0,
      feedback: [],
      stats: { score: 0, total: 1, errorRate: 100 },
      explanation: null,
      next: {
        kind: 'single',
        id: course.questions[1]!.id,
        questionText: 'Fråga 2 i ett-steg',
        imageUrl: null,
        language: 'sv',
        options: ['A', 'B', 'C', 'D'].map((label) => ({ optionLabel: label, optionText: `Svar ${label}2` })),
        position: 2,
        total: 5,
      },
    });
  });

  it('when the same answer is sent again (its response lost), then 409 already_answered and nothing counts twice', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'ett-steg' });
    const first = await (await next(system, student, sessionId)).json();
    expect((await submit(system, student, sessionId, 'A', first.id)).status).toBe(200);
    const retried = await submit(system, student, sessionId, 'A', first.id);
    expect(retried.status).toBe(409);
    expect((await retried.json()).error).toBe('already_answered');
    const second = await (await next(system, student, sessionId)).json();
    expect(second.position).toBe(2);
    const answered = await (await submit(system, student, sessionId, 'B', second.id)).json();
    expect(answered.stats).toEqual({ score: 2, total: 2, errorRate: 0 });
  });

  it('when the submit names no question, then it answers as SPEC §7 says: no next, and the session stays on the question', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'ett-steg' });
    await next(system, student, sessionId);
    const body = await (await submit(system, student, sessionId, 'A')).json();
    expect(body).not.toHaveProperty('next');
    expect((await submit(system, student, sessionId, 'A')).status).toBe(409);
  });

  it.each([
    ['ORDER', 0, [0, 1, 2, 3, 4]],
    ['ORDER', 3, [3, 4]],
    ['REVERSE', 0, [4, 3, 2, 1, 0]],
    ['REVERSE', 1, [3, 2, 1, 0]],
    ['RANDOM', 0, undefined],
  ])(
    'when a %s quiz from index %i is answered with submits only, then the expected questions come, then finished',
    async (orderType, startQuestion, expected) => {
      const student = newStudent();
      const sessionId = await startQuiz(system, student, {
        courseName: 'ett-steg',
        orderType,
        startQuestion,
      });
      const shown = await playWithSubmitsOnly(student, sessionId, (index) => index % 2 === 0);
      if (expected) expect(shown).toEqual(expected.map((index) => course.questions[index]!.id));
      else expect([...shown].sort((a, b) => a - b)).toEqual(course.questions.map((question) => question.id));
    },
  );

  it('when REVIEW and then MISTAKES are answered with submits only, then their chosen questions come, then finished', async () => {
    const student = newStudent();
    const review = await startQuiz(system, student, { courseName: 'ett-steg', orderType: 'REVIEW' });
    // Never practised: REVIEW holds the course's new questions in order. Every other one answered wrong.
    const reviewed = await playWithSubmitsOnly(student, review, (index) => index % 2 === 1);
    expect(reviewed).toEqual(course.questions.map((question) => question.id));

    const mistakes = await startQuiz(system, student, { courseName: 'ett-steg', orderType: 'MISTAKES' });
    const drilled = await playWithSubmitsOnly(student, mistakes);
    expect(drilled).toEqual([0, 2, 4].map((index) => course.questions[index]!.id));
  });

  it('when the question id is not a positive integer, then 400 validation_failed before any grading', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'ett-steg' });
    const first = await (await next(system, student, sessionId)).json();
    for (const questionId of ['x', '0', '-1', '1.5']) {
      const response = await system.quiz(
        'POST',
        `/api/v2/quiz/submit?sessionId=${sessionId}&answer=A&questionId=${questionId}`,
        { as: student },
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('validation_failed');
    }
    // A question not shown now is taken for a retry of one already answered: refused, and nothing counts.
    const other = await submit(system, student, sessionId, 'A', course.questions[3]!.id);
    expect(other.status).toBe(409);
    expect((await other.json()).error).toBe('already_answered');
    expect((await (await submit(system, student, sessionId, 'A', first.id)).json()).stats.total).toBe(1);
  });
});
