// Bad input at the quiz service's edge (issue 14): a clear 400, never an outage (503) for a course name with a NUL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, type QuizSystem, startQuizSystem } from './support.js';

describe('bad input', () => {
  let system: QuizSystem;
  beforeAll(async () => {
    system = await startQuizSystem();
    await createCourse(system, 'indata', 2);
  });
  afterAll(() => system.stop());

  it.each([
    ['POST', '/api/v2/quiz/start?courseName=%00'],
    ['POST', '/api/v2/quiz/start?courseName=indata%00'],
    ['GET', '/api/v2/quiz/stats?courseName=indata%00'],
    ['GET', '/api/v2/quiz/next?sessionId=%01'],
  ])('when %s %s, then 400 naming the field (not 503 "cannot be loaded")', async (method, path) => {
    const response = await system.quiz(method, path, { as: 'student' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^querystring\/\w+ must not contain control characters/);
  });

  it.each([['99999999999999999999'], ['1e309'], ['-1'], ['1.5']])(
    'when startQuestion is %s, then 400 naming it',
    async (startQuestion) => {
      const response = await system.quiz(
        'POST',
        `/api/v2/quiz/start?courseName=indata&startQuestion=${startQuestion}`,
        {
          as: 'student',
        },
      );
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/startQuestion/);
    },
  );

  it('when startQuestion is a number as text in the query, then it is still read as a number', async () => {
    const response = await system.quiz('POST', '/api/v2/quiz/start?courseName=indata&startQuestion=1', {
      as: 'student',
    });
    expect(response.status).toBe(200);
  });
});
