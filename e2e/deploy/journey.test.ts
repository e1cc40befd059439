// A client through the compose stack's gateway, as a user meets the deployed system: the web app's first page,
// sign in, a quiz answered and stored in Postgres, a live game with two players over the push stream, an AI
// generation job and the OCR of a photo, both run by ai-worker.
import { textPhoto } from '@quizdrill/test-kit/text-photos';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../support/accounts.js';
import { answerAsPlayer, openGameWithGuests } from '../support/live.js';
import { createQuizCourse, type QuizCourse, quizApi } from '../support/quiz.js';
import { baseUrl } from '../support/system.js';
import { sendPhoto, sql } from './stack.js';

describe('the compose stack, through its gateway', () => {
  let educator: string;
  let student: string;
  let course: QuizCourse;
  beforeAll(async () => {
    educator = await loginAs('educator');
    student = await loginAs('student');
    course = await createQuizCourse(educator);
  });

  it("when a browser opens the app, then the web app's first page and the image's version answer", async () => {
    const page = await fetch(`${baseUrl()}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root"/);
    const version = await (await fetch(`${baseUrl()}/api/version`)).text();
    expect(version).toBe(process.env.DEPLOY_VERSION);
  });

  it('when a student signs in and answers a quiz, then the answer is stored in Postgres', async () => {
    const sessionId = await quizApi.start(student, course.course.name);
    const question = await quizApi.next(student, sessionId);
    if (typeof question === 'string') throw new Error(`no question: ${question}`);
    const submitted = await quizApi.submit(student, sessionId, course.correctLabel(question.questionText));
    expect(submitted.correctOption).toBe(course.correctLabel(question.questionText));
    const questionId = course.questions.find((q) => q.questionText === question.questionText)?.id;
    await expect
      .poll(
        async () =>
          (await sql(`select count(*) from quiz.answers where question_id = ${Number(questionId)}`))[0]?.[0],
        { timeout: 30_000, interval: 500 },
      )
      .toBe('1');
  });

  it('when a teacher runs a live game with two players, then both get the question over the push stream and the reveal', async () => {
    const game = await openGameWithGuests(educator, course.course.name, ['Ella', 'Omar']);
    try {
      expect((await api('POST', `/api/v2/live/games/${game.gameId}/start`, { token: educator })).status).toBe(
        200,
      );
      const [first] = await Promise.all(game.streams.map((stream) => stream.next('question')));
      const right = course.correctLabel(first.questionText);
      for (const player of game.players)
        expect(await answerAsPlayer(game.gameId, player, 0, right)).toBe(200);
      expect(await game.host.next('reveal')).toMatchObject({
        index: 0,
        correctOption: right,
        answered: 2,
        players: 2,
      });
      for (const stream of game.streams) expect((await stream.next('reveal')).you.correct).toBe(true);
    } finally {
      game.close();
    }
  });

  it('when an educator asks for questions from a text, then ai-worker generates them', async () => {
    const answer = await api<unknown[]>('POST', '/api/v2/generate-questions', {
      token: educator,
      body: {
        text:
          'Fotosyntesen är den process där gröna växter omvandlar solljus till kemisk energi. Den sker i ' +
          'kloroplasterna, som innehåller det gröna färgämnet klorofyll. Växten tar upp koldioxid från luften ' +
          'genom klyvöppningarna i bladen och vatten från marken genom rötterna.',
        courseName: course.course.name,
        language: 'sv',
        maxQuestions: 2,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
  });

  it('when an educator sends a photo of text, then ai-worker reads it (OCR) in the read-only container', async () => {
    const photo = await textPhoto(['Vattnets kretslopp', 'Solen värmer vattnet i haven.']);
    const response = await sendPhoto(educator, photo);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(text).toMatch(/kretslopp/i);
  });
});
