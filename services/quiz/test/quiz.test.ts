import { QUIZ_FINISHED_TEXT } from '@quizdrill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizSystem, TestCourse, TestQuestion } from './support.js';
import { answerLabel, newStudent, next, startQuiz, startQuizWithCourse, submit } from './support.js';

/** Answers every question (correctly when `answerRight` says so) and returns the ids in the order shown. */
async function playThrough(
  system: QuizSystem,
  as: Parameters<typeof next>[1],
  sessionId: string,
  questions: TestQuestion[],
  answerRight: (index: number) => boolean = () => true,
) {
  const shown: number[] = [];
  for (;;) {
    const response = await next(system, as, sessionId);
    expect(response.status).toBe(200);
    if (response.headers.get('content-type')?.startsWith('text/plain')) {
      expect(await response.text()).toBe(QUIZ_FINISHED_TEXT);
      return shown;
    }
    const question = await response.json();
    const known = questions.find((candidate) => candidate.id === question.id)!;
    const right = answerRight(shown.length);
    const answer = answerLabel(known, right);
    shown.push(question.id);
    const result = await (await submit(system, as, sessionId, answer)).json();
    expect(result.correct).toBe(right);
  }
}

describe('quiz sessions', () => {
  let system: QuizSystem;
  let course: TestCourse;
  beforeAll(async () => {
    ({ system, course } = await startQuizWithCourse('geografi', 5));
  });
  afterAll(() => system.stop());

  it('when a student runs an ORDER quiz, then questions come in course order without answers, graded with running stats, then "Quizet är slut!"', async () => {
    const sessionId = await startQuiz(system, 'student', { courseName: 'geografi', orderType: 'ORDER' });
    expect(sessionId).toMatch(new RegExp(`^${course.id}\\.`));

    const first = await next(system, 'student', sessionId);
    expect(first.headers.get('content-type')).toContain('application/json');
    const question = await first.json();
    expect(question).toEqual({
      kind: 'single',
      id: course.questions[0]!.id,
      questionText: 'Fråga 1 i geografi',
      imageUrl: null,
      language: 'sv',
      options: [
        { optionLabel: 'A', optionText: 'Svar A1' },
        { optionLabel: 'B', optionText: 'Svar B1' },
        { optionLabel: 'C', optionText: 'Svar C1' },
        { optionLabel: 'D', optionText: 'Svar D1' },
      ],
      position: 1,
      total: 5,
    });
    // Asking again before answering (a reload) shows the same question.
    expect(await (await next(system, 'student', sessionId)).json()).toEqual(question);

    const right = await submit(system, 'student', sessionId, 'A');
    expect(await right.json()).toEqual({
      correct: true,
      feedbackKey: 'quiz.correct',
      correctOption: 'A',
      credit: 1,
      feedback: [],
      stats: { score: 1, total: 1, errorRate: 0 },
      explanation: null,
    });

    const second = await (await next(system, 'student', sessionId)).json();
    expect(second).toMatchObject({ id: course.questions[1]!.id, position: 2, total: 5 });
    const wrong = await submit(system, 'student', sessionId, 'c');
    expect(await wrong.json()).toEqual({
      correct: false,
      feedbackKey: 'quiz.incorrect',
      correctOption: 'B',
      credit: 0,
      feedback: [],
      stats: { score: 1, total: 2, errorRate: 50 },
      explanation: null,
    });

    const rest = await playThrough(system, 'student', sessionId, course.questions, (index) => index !== 0);
    expect(rest).toEqual(course.questions.slice(2).map((q) => q.id));
    const finished = await next(system, 'student', sessionId);
    expect(finished.headers.get('content-type')).toContain('text/plain');
    expect(await finished.text()).toBe(QUIZ_FINISHED_TEXT);
    const late = await submit(system, 'student', sessionId, 'A');
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe('no_current_question');
  });

  it.each([
    ['ORDER', 0, [0, 1, 2, 3, 4]],
    ['ORDER', 3, [3, 4]],
    ['REVERSE', 0, [4, 3, 2, 1, 0]],
    ['REVERSE', 2, [2, 1, 0]],
    ['RANDOM', 4, undefined],
  ])(
    'when the order is %s from index %i, then exactly the expected questions come',
    async (orderType, startQuestion, expected) => {
      const student = newStudent();
      const sessionId = await startQuiz(system, student, {
        courseName: 'geografi',
        orderType,
        startQuestion,
      });
      const first = await (await next(system, student, sessionId)).json();
      expect(first.position).toBe(startQuestion + 1);
      const shown = await playThrough(system, student, sessionId, course.questions);
      if (expected) {
        expect(shown).toEqual(expected.map((index) => course.questions[index]!.id));
      } else {
        expect(shown).toHaveLength(5 - startQuestion);
        expect(new Set(shown).size).toBe(shown.length);
      }
    },
  );

  it('when a RANDOM quiz runs from the start, then every question comes exactly once', async () => {
    const sessionId = await startQuiz(system, 'premium', { courseName: 'geografi', orderType: 'RANDOM' });
    const shown = await playThrough(system, 'premium', sessionId, course.questions);
    expect([...shown].sort((a, b) => a - b)).toEqual(course.questions.map((q) => q.id));
  });

  it.each([
    ['an unknown course', { courseName: 'finns-inte' }, 404, 'course_not_found'],
    ['a start past the end', { courseName: 'geografi', startQuestion: 5 }, 400, 'start_out_of_range'],
    ['a negative start', { courseName: 'geografi', startQuestion: -1 }, 400, 'validation_failed'],
    ['an unknown order', { courseName: 'geografi', orderType: 'SHUFFLE' }, 400, 'validation_failed'],
    ['no course name', {}, 400, 'validation_failed'],
  ])('when starting with %s, then %i %s with a message', async (_case, query, status, code) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await system.quiz('POST', `/api/v2/quiz/start?${search}`, { as: 'student' });
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error).toBe(code);
    expect(body.message).toEqual(expect.any(String));
  });

  it('when the course has no questions, then start is 400 course_empty', async () => {
    const created = await system.content('POST', '/api/v2/courses', {
      as: 'educator',
      body: { name: 'tom-kurs', displayName: 'Tom', description: 'Inga frågor' },
    });
    expect(created.status).toBe(201);
    const response = await system.quiz('POST', '/api/v2/quiz/start?courseName=tom-kurs', { as: 'student' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('course_empty');
  });

  it('when a question is answered twice, then the second answer is 409 and counts nothing', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'geografi' });
    await next(system, student, sessionId);
    expect((await submit(system, student, sessionId, 'B')).status).toBe(200);
    const again = await submit(system, student, sessionId, 'A');
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('already_answered');
    await next(system, student, sessionId);
    const result = await (await submit(system, student, sessionId, 'B')).json();
    expect(result.stats).toEqual({ score: 1, total: 2, errorRate: 50 });
  });

  it('when a quiz starts, then the response carries its first question, the one next shows, and it can be answered at once', async () => {
    const student = newStudent();
    const response = await system.quiz('POST', '/api/v2/quiz/start?courseName=geografi&orderType=REVERSE', {
      as: student,
    });
    expect(response.headers.get('content-type')).toContain('application/json');
    const started = await response.json();
    expect(Object.keys(started).sort()).toEqual(['question', 'sessionId']);
    // REVERSE: the course's last question, as `next` shows a question (the first test spells that shape out).
    expect(started.question).toMatchObject({
      id: course.questions[4]!.id,
      questionText: 'Fråga 5 i geografi',
      position: 1,
      total: 5,
    });
    // The start has shown it: `next` (a client that follows SPEC §7, or a reload) shows the same question.
    expect(await (await next(system, student, started.sessionId)).json()).toEqual(started.question);
    const answered = await submit(system, student, started.sessionId, 'A', started.question.id);
    expect(answered.status).toBe(200);
    expect((await answered.json()).next).toMatchObject({
      id: course.questions[3]!.id,
      position: 2,
      total: 5,
    });
  });

  it('when answering with a label the question lacks, then a clear 4xx', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'geografi' });
    for (const answer of ['F', '1', 'AB']) {
      const response = await submit(system, student, sessionId, answer);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/invalid_answer|validation_failed/);
    }
    expect((await (await submit(system, student, sessionId, 'F')).json()).message).toBe(
      'There is no option F; the options are A, B, C, D',
    );
    expect((await submit(system, student, sessionId, 'A')).status).toBe(200);
  });

  it("when someone else uses a student's session, or an id that is not one, then 404; without a token 401", async () => {
    const sessionId = await startQuiz(system, 'student', { courseName: 'geografi' });
    const intruder = newStudent('intruder');
    for (const response of [
      await next(system, intruder, sessionId),
      await submit(system, intruder, sessionId, 'A'),
      await next(system, 'student', 'not-a-session'),
      await next(system, 'student', `${course.id}.AAAAAAAAAAAAAAAAAAAAAA`),
    ]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe('session_not_found');
    }
    expect((await system.quiz('GET', `/api/v2/quiz/next?sessionId=${sessionId}`)).status).toBe(401);
    // The owner's session is untouched.
    expect((await next(system, 'student', sessionId)).status).toBe(200);
  });
  it('when a question has an explanation, then the answer to it carries the explanation, and one without has null', async () => {
    const created = await system.content('POST', '/api/v2/courses', {
      as: 'educator',
      body: { name: 'forklarad', displayName: 'Förklarad', description: 'Med förklaringar', language: 'sv' },
    });
    expect(created.status).toBe(201);
    const form = new FormData();
    form.set(
      'file',
      new Blob(['Solen är en stjärna. {T ####Den lyser av "egen" kraft}\n\nMånen är en planet. {F}\n']),
    );
    const imported = await system.content(
      'POST',
      `/api/v2/courses/${(await created.json()).id}/import?format=gift`,
      {
        as: 'educator',
        form,
      },
    );
    expect(imported.status).toBe(201);
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'forklarad', orderType: 'ORDER' });
    const explanations: unknown[] = [];
    for (const answer of ['A', 'A']) {
      expect((await next(system, student, sessionId)).status).toBe(200);
      explanations.push((await (await submit(system, student, sessionId, answer)).json()).explanation);
    }
    expect(explanations).toEqual(['Den lyser av "egen" kraft', null]);

    // Answering with the question's id moves on in the same response: the explanation is still the answered one's,
    // and the next question spliced in beside it leaves the JSON whole.
    const mover = newStudent();
    const moving = await startQuiz(system, mover, { courseName: 'forklarad', orderType: 'ORDER' });
    const first = await (await next(system, mover, moving)).json();
    const answered = await (await submit(system, mover, moving, 'A', first.id)).json();
    expect(answered).toMatchObject({ explanation: 'Den lyser av "egen" kraft', next: { position: 2 } });
    const last = await (await submit(system, mover, moving, 'A', answered.next.id)).json();
    expect(last).toMatchObject({ explanation: null, next: { finished: true } });
  });
});
