// Who the caller is, for quiz and content: the immutable user id. A token outdated by a change of the user
// (username, role, premium) is refused within seconds; the user's sessions stay theirs under a new name, and
// someone who takes the old name gets none of them.
import { randomUUID } from 'node:crypto';
import { publishTokenRevocation, type TokenSubject } from '@quizdrill/test-kit';
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

describe('caller identity', () => {
  let system: QuizSystem;
  let course: Awaited<ReturnType<typeof createCourse>>;
  beforeAll(async () => {
    system = await startQuizSystem();
    course = await createCourse(system, 'identitet', 4);
  });
  afterAll(() => system.stop());

  /** A session of `student` with the first question answered. */
  async function sessionOf(student: TokenSubject): Promise<string> {
    const sessionId = await startQuiz(system, student, { courseName: course.name, orderType: 'ORDER' });
    await next(system, student, sessionId);
    expect((await submit(system, student, sessionId, course.questions[0]!.correct)).status).toBe(200);
    return sessionId;
  }

  it("when a student's tokens are revoked (a new username), then the older token answers 401 token_outdated in quiz and content within seconds, and the fresh one goes on with the same session", async () => {
    const student = newStudent('sara');
    const sessionId = await sessionOf(student);

    await publishTokenRevocation(system.environment.namespace, { userId: student.id, version: 1 });
    const calls = [
      () => next(system, student, sessionId),
      () => system.content('GET', '/api/v2/courses', { as: student }),
    ];
    for (const call of calls) {
      await expect.poll(async () => (await call()).status, { timeout: 10_000, interval: 50 }).toBe(401);
      expect(await (await call()).json()).toEqual({
        error: 'token_outdated',
        message: expect.stringContaining('/api/v2/auth/refresh'),
      });
    }

    const renamed: TokenSubject = { ...student, username: 'sara-lind', tokenVersion: 1 };
    const resumed = await next(system, renamed, sessionId);
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ id: course.questions[1]!.id, position: 2 });
    expect((await system.content('GET', '/api/v2/courses', { as: renamed })).status).toBe(200);
  });

  it('when another student takes the old username, then the first one’s sessions stay theirs and the newcomer starts with none', async () => {
    const first = newStudent('kim');
    const sessionId = await sessionOf(first);
    const newcomer: TokenSubject = { id: randomUUID(), username: 'kim', role: 'ROLE_USER' };

    for (const answer of [next(system, newcomer, sessionId), submit(system, newcomer, sessionId, 'B')]) {
      const refused = await answer;
      expect(refused.status).toBe(404);
      expect((await refused.json()).error).toBe('session_not_found');
    }
    const current = (who: TokenSubject) => system.quiz('GET', '/api/v2/quiz/sessions/current', { as: who });
    expect(await (await current(newcomer)).json()).toEqual([]);
    const stats = await system.quiz('GET', `/api/v2/quiz/stats?courseName=${course.name}`, { as: newcomer });
    expect((await stats.json()).totals).toMatchObject({ sessions: 0, answers: 0 });

    const renamed: TokenSubject = { ...first, username: 'kim-berg', tokenVersion: 1 };
    await expect
      .poll(
        async () =>
          (await (await current(renamed)).json()).map((session: { sessionId: string }) => session.sessionId),
        {
          timeout: 10_000,
          interval: 50,
        },
      )
      .toEqual([sessionId]);
  });
});
