// The quiz calls of SPEC.md §7 through the gateway, against the seeded system, exactly as a client makes them.
import { QUIZ_FINISHED_TEXT } from '@quizdrill/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../support/accounts.js';

type Question = { id: number; options: { optionLabel: string }[]; position: number; total: number };

describe('the quiz over HTTP', () => {
  let token: string;
  beforeAll(async () => {
    token = await loginAs('student');
  });

  it('when a student drills a seeded course to its end, then start, next and submit answer as the spec says', async () => {
    // startQuestion is the UI's "start at question N" minus one: the last of 15 questions.
    const start = await api<{ sessionId: string }>(
      'POST',
      '/api/v2/quiz/start?courseName=matematik-ak9&orderType=ORDER&startQuestion=13',
      { token },
    );
    expect(start.status).toBe(200);
    const { sessionId } = start.body;

    for (const position of [14, 15]) {
      const next = await api<Question>('GET', `/api/v2/quiz/next?sessionId=${sessionId}`, { token });
      expect(next.status).toBe(200);
      expect(next.body).toMatchObject({ position, total: 15 });
      expect(JSON.stringify(next.body)).not.toMatch(/isCorrect|correct/);
      const submit = await api<{
        correct: boolean;
        feedbackKey: string;
        correctOption: string;
        stats: object;
      }>('POST', `/api/v2/quiz/submit?sessionId=${sessionId}&answer=${next.body.options[0]!.optionLabel}`, {
        token,
      });
      expect(submit.status).toBe(200);
      expect(submit.body).toMatchObject({
        correct: expect.any(Boolean),
        feedbackKey: expect.stringMatching(/^quiz\.(correct|incorrect)$/),
        correctOption: expect.stringMatching(/^[A-Z]$/),
        stats: { total: position - 13, score: expect.any(Number), errorRate: expect.any(Number) },
      });
    }

    const finished = await api('GET', `/api/v2/quiz/next?sessionId=${sessionId}`, { token });
    expect(finished.status).toBe(200);
    expect(finished.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(finished.body).toBe(QUIZ_FINISHED_TEXT);
  });

  it('when a start and each submit carry the question, then a whole quiz runs with no next call, up to the finished text', async () => {
    // REVERSE from index 12: the last three of the reversed course, questions 3, 2 and 1.
    const start = await api<{ sessionId: string; question: Question }>(
      'POST',
      '/api/v2/quiz/start?courseName=matematik-ak9&orderType=REVERSE&startQuestion=12',
      { token },
    );
    expect(start.status).toBe(200);
    const { sessionId } = start.body;
    expect(JSON.stringify(start.body.question)).not.toMatch(/isCorrect|correct/);
    // The start's question is the session's current one: `next` alone answers the same.
    const first = await api<Question>('GET', `/api/v2/quiz/next?sessionId=${sessionId}`, { token });
    expect(first.body).toEqual(start.body.question);
    let question: Question | { finished: true } = start.body.question;

    for (const position of [13, 14, 15]) {
      expect(question).toMatchObject({ position, total: 15 });
      const { id, options } = question as Question;
      const submit = await api<{ stats: object; next: Question | { finished: true; text: string } }>(
        'POST',
        `/api/v2/quiz/submit?sessionId=${sessionId}&answer=${options[0]!.optionLabel}&questionId=${id}`,
        { token },
      );
      expect(submit.status).toBe(200);
      expect(submit.headers.get('content-type')).toMatch(/^application\/json/);
      expect(submit.body).toMatchObject({
        correct: expect.any(Boolean),
        feedbackKey: expect.stringMatching(/^quiz\.(correct|incorrect)$/),
        correctOption: expect.stringMatching(/^[A-Z]$/),
        stats: { total: position - 12 },
      });
      expect(JSON.stringify(submit.body.next)).not.toMatch(/isCorrect|correct/);
      // `next` alone answers the same (as text once finished): the session has moved on.
      const asked = await api('GET', `/api/v2/quiz/next?sessionId=${sessionId}`, { token });
      expect(asked.body).toEqual(position < 15 ? submit.body.next : QUIZ_FINISHED_TEXT);
      question = submit.body.next;
    }
    expect(question).toEqual({ finished: true, text: QUIZ_FINISHED_TEXT });
  });

  it('when the start is past the end or the session unknown, then a 4xx JSON error with a message', async () => {
    const past = await api<{ error: string; message: string }>(
      'POST',
      '/api/v2/quiz/start?courseName=matematik-ak9&orderType=RANDOM&startQuestion=15',
      { token },
    );
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('start_out_of_range');
    const unknown = await api<{ error: string }>('GET', '/api/v2/quiz/next?sessionId=1.nope', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('session_not_found');
    expect((await api('POST', '/api/v2/quiz/start?courseName=matematik-ak9')).status).toBe(401);
  });
});
