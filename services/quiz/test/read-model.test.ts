import { QUIZ_FINISHED_TEXT } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCourse,
  newStudent,
  next,
  type QuizSystem,
  startQuiz,
  startQuizSystem,
  submit,
} from './support.js';

describe('the course read model', () => {
  let system: QuizSystem;
  beforeAll(async () => {
    system = await startQuizSystem({ QUIZ_SESSION_TTL_SECONDS: '120' });
  });
  afterAll(() => system.stop());

  const questionIds = (courseId: number) => system.redis.zrange(system.keys.course(courseId).order, 0, -1);

  it('when content creates and edits questions, then the read model follows from the events alone', async () => {
    const course = await createCourse(system, 'handelser', 3);
    await eventually(async () => (await questionIds(course.id)).length === 3);
    expect(await system.redis.hget(system.keys.courseIds, 'handelser')).toBe(String(course.id));
    // Not yet complete by events alone: only a snapshot marks a course loaded.
    expect(await system.redis.hget(system.keys.course(course.id).meta, 'loaded')).toBeNull();

    const sessionId = await startQuiz(system, 'student', { courseName: 'handelser' });
    expect(await system.redis.hget(system.keys.course(course.id).meta, 'loaded')).toBe('1');

    const form = new FormData();
    form.set('questionText', 'Ändrad fråga');
    form.set('options', JSON.stringify([{ optionText: 'Ja' }, { optionText: 'Nej' }]));
    form.set('correctIndex', '1');
    const edited = await system.content('PUT', `/api/v2/questions/${course.questions[0]!.id}`, {
      as: 'educator',
      form,
    });
    expect(edited.status).toBe(200);
    await eventually(async () => {
      const question = await (await next(system, 'student', sessionId)).json();
      return question.questionText === 'Ändrad fråga';
    });
    const result = await (await submit(system, 'student', sessionId, 'B')).json();
    expect(result).toMatchObject({ correct: true, correctOption: 'B' });
  });

  it('when Redis loses everything, then a new quiz rebuilds the course from a snapshot', async () => {
    const course = await createCourse(system, 'tappad', 4);
    await eventually(async () => (await questionIds(course.id)).length === 4);
    await system.environment.redis.cleanup();
    expect(await questionIds(course.id)).toEqual([]);

    const sessionId = await startQuiz(system, 'student', { courseName: 'tappad', orderType: 'REVERSE' });
    const question = await (await next(system, 'student', sessionId)).json();
    expect(question).toMatchObject({ id: course.questions[3]!.id, position: 1, total: 4 });
    expect(await questionIds(course.id)).toEqual(course.questions.map((q) => String(q.id)));
  });

  it('when the course leaves the read model while a session runs, then the session reloads it and goes on', async () => {
    const course = await createCourse(system, 'utrymd', 3);
    const sessionId = await startQuiz(system, 'student', { courseName: 'utrymd' });
    await next(system, 'student', sessionId);
    const keys = system.keys.course(course.id);
    await system.redis.del(keys.meta, keys.order, keys.questions, keys.answerKeys);

    expect((await (await submit(system, 'student', sessionId, 'A')).json()).correct).toBe(true);
    expect(await (await next(system, 'student', sessionId)).json()).toMatchObject({
      id: course.questions[1]!.id,
      position: 2,
    });
  });

  it('when questions are deleted mid-session, then the session skips them instead of failing', async () => {
    const course = await createCourse(system, 'raderad', 5);
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'raderad' });
    expect((await (await next(system, student, sessionId)).json()).id).toBe(course.questions[0]!.id);

    // The question on screen, and one further on, disappear.
    for (const question of [course.questions[0]!, course.questions[3]!]) {
      const deleted = await system.content('DELETE', `/api/v2/questions/${question.id}`, { as: 'educator' });
      expect(deleted.status).toBe(204);
    }
    await eventually(async () => (await system.redis.hlen(system.keys.course(course.id).questions)) === 3);

    const gone = await submit(system, student, sessionId, 'A');
    expect(gone.status).toBe(409);
    const shown: number[] = [];
    for (;;) {
      const response = await next(system, student, sessionId);
      if (response.headers.get('content-type')?.startsWith('text/plain')) break;
      const question = await response.json();
      shown.push(question.id);
      expect((await submit(system, student, sessionId, 'A')).status).toBe(200);
    }
    // Exactly the survivors, each once, in order: deleted questions leave tombstones, so no rank shifts.
    expect(shown).toEqual([1, 2, 4].map((index) => course.questions[index]!.id));
  });

  it('when the start question was deleted, then the start carries the next one that exists; when none is left, next says the quiz is over', async () => {
    const course = await createCourse(system, 'glesnad', 4);
    let left = 4;
    const deleteQuestions = async (indexes: number[]) => {
      for (const index of indexes) {
        const deleted = await system.content('DELETE', `/api/v2/questions/${course.questions[index]!.id}`, {
          as: 'educator',
        });
        expect(deleted.status).toBe(204);
      }
      left -= indexes.length;
      await eventually(
        async () => (await system.redis.hlen(system.keys.course(course.id).questions)) === left,
      );
    };
    const startAt = (as: ReturnType<typeof newStudent>) =>
      system.quiz('POST', '/api/v2/quiz/start?courseName=glesnad&startQuestion=1', { as });

    await deleteQuestions([1]);
    const skipped = await (await startAt(newStudent())).json();
    expect(skipped.question).toMatchObject({ id: course.questions[2]!.id, position: 3, total: 4 });

    await deleteQuestions([2, 3]);
    const student = newStudent();
    const none = await (await startAt(student)).json();
    expect(none.question).toBeUndefined();
    expect(await (await next(system, student, none.sessionId)).text()).toBe(QUIZ_FINISHED_TEXT);
  });

  it('when a question before the current one is deleted, then the REVERSE order neither repeats nor skips', async () => {
    const course = await createCourse(system, 'baklanges', 4);
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'baklanges', orderType: 'REVERSE' });
    const seen: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      seen.push((await (await next(system, student, sessionId)).json()).id);
      await submit(system, student, sessionId, 'A');
    }
    expect(seen).toEqual([course.questions[3]!.id, course.questions[2]!.id]);
    const deleted = await system.content('DELETE', `/api/v2/questions/${course.questions[0]!.id}`, {
      as: 'educator',
    });
    expect(deleted.status).toBe(204);
    await eventually(async () => (await system.redis.hlen(system.keys.course(course.id).questions)) === 3);
    const rest: number[] = [];
    for (;;) {
      const response = await next(system, student, sessionId);
      if (response.headers.get('content-type')?.startsWith('text/plain')) break;
      rest.push((await response.json()).id);
      await submit(system, student, sessionId, 'A');
    }
    expect(rest).toEqual([course.questions[1]!.id]);
  });

  it('when the course is deleted, then its sessions answer 404 course_not_found and a new start 404', async () => {
    const course = await createCourse(system, 'borta', 2);
    const sessionId = await startQuiz(system, 'student', { courseName: 'borta' });
    const deleted = await system.content('DELETE', `/api/v2/courses/${course.id}`, { as: 'educator' });
    expect(deleted.status).toBe(204);
    await eventually(async () => (await system.redis.exists(system.keys.course(course.id).meta)) === 0);
    const response = await next(system, 'student', sessionId);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('course_not_found');
    const start = await system.quiz('POST', '/api/v2/quiz/start?courseName=borta', { as: 'student' });
    expect(start.status).toBe(404);
  });

  it('when a course is renamed, then it starts by its new name and no longer by the old one', async () => {
    const course = await createCourse(system, 'gammalt-namn', 2);
    const renamed = await system.content('PUT', `/api/v2/courses/${course.id}`, {
      as: 'educator',
      body: { name: 'nytt-namn', displayName: 'Nytt', description: 'Omdöpt' },
    });
    expect(renamed.status).toBe(200);
    await eventually(async () => (await system.redis.hget(system.keys.courseIds, 'nytt-namn')) !== null);
    expect(await system.redis.hget(system.keys.courseIds, 'gammalt-namn')).toBeNull();
    await startQuiz(system, 'student', { courseName: 'nytt-namn' });
    const old = await system.quiz('POST', '/api/v2/quiz/start?courseName=gammalt-namn', { as: 'student' });
    expect(old.status).toBe(404);
  });

  it('when a session is used, then its TTL slides; once expired it is gone', async () => {
    const course = await createCourse(system, 'ttl-kurs', 2);
    const sessionId = await startQuiz(system, 'student', { courseName: 'ttl-kurs' });
    const key = system.keys.session(course.id, sessionId.split('.')[1]!);
    const ttl = await system.redis.ttl(key);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);

    await system.redis.expire(key, 5);
    await next(system, 'student', sessionId);
    expect(await system.redis.ttl(key)).toBeGreaterThan(100);

    await system.redis.pexpire(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await next(system, 'student', sessionId)).status).toBe(404);
  });
});
