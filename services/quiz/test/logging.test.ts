import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCourse,
  newStudent,
  next,
  type QuizSystem,
  startQuiz,
  startQuizSystem,
  submit,
  type TestQuestion,
} from './support.js';

describe('logging at classroom scale', () => {
  let system: QuizSystem;
  let questions: TestQuestion[];
  const lines: { msg?: string; req?: { url?: string }; level: number }[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    system = await startQuizSystem({}, { quizLogger: logger });
    questions = (await createCourse(system, 'loggning', 2)).questions;
  });
  afterAll(() => system.stop());

  const about = (path: string) =>
    lines.filter((line) => JSON.stringify(line).includes(path)).map((line) => line.msg);

  it('when students start, ask and answer, then no access line is written for each, but the stats call has one', async () => {
    const student = newStudent();
    const sessionId = await startQuiz(system, student, { courseName: 'loggning' });
    const question = await (await next(system, student, sessionId)).json();
    const known = questions.find((candidate) => candidate.id === question.id)!;
    expect((await submit(system, student, sessionId, known.correct)).status).toBe(200);
    await system.quiz('GET', '/api/v2/quiz/stats?courseName=loggning', { as: student });

    expect(about('/api/v2/quiz/start')).toEqual([]);
    expect(about('/api/v2/quiz/next')).toEqual([]);
    expect(about('/api/v2/quiz/submit')).toEqual([]);
    expect(about('/api/v2/quiz/stats')).toContain('incoming request');
  });
});
