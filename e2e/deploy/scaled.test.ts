// The stack scaled as the deploy tier starts it (two quiz, classroom and ai-worker replicas): requests and jobs
// land on each replica, and a live game whose players the gateway spreads over both classroom replicas is still
// one game. Each replica's own metrics, read inside its container, show its share.
import { textPhoto } from '@quizdrill/test-kit/text-photos';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../support/accounts.js';
import { answerAsPlayer, openGameWithGuests } from '../support/live.js';
import { createQuizCourse, type QuizCourse, quizApi } from '../support/quiz.js';
import { metricsOf, replicasOf, requestsServed, sendPhoto, sumOf } from './stack.js';

const each = <T>(names: string[], read: (name: string) => Promise<T>) => Promise.all(names.map(read));

describe('the stack scaled to two replicas', () => {
  let educator: string;
  let course: QuizCourse;
  beforeAll(async () => {
    educator = await loginAs('educator');
    course = await createQuizCourse(educator);
  });

  it('when a class answers, then both quiz replicas serve its requests', async () => {
    const replicas = await replicasOf('quiz');
    expect(replicas).toHaveLength(2);
    const quizRoutes = /route="\/api\/v2\/quiz\//;
    const before = await each(replicas, (name) => requestsServed(name, 8083, quizRoutes));
    const student = await loginAs('student');
    for (let round = 0; round < 5; round++) {
      const sessionId = await quizApi.start(student, course.course.name);
      const question = await quizApi.next(student, sessionId);
      if (typeof question === 'string') throw new Error(question);
      await quizApi.submit(student, sessionId, course.correctLabel(question.questionText));
    }
    const after = await each(replicas, (name) => requestsServed(name, 8083, quizRoutes));
    const served = after.map((count, i) => count - (before[i] as number));
    console.log(`quiz requests per replica: ${served.join(', ')}`);
    for (const count of served) expect(count).toBeGreaterThan(0);
  });

  it('when photos are read at once, then both ai-workers run jobs', async () => {
    const workers = await replicasOf('ai-worker');
    expect(workers).toHaveLength(2);
    const jobsOf = async (name: string) => sumOf(await metricsOf(name, 8094), 'ai_jobs_total');
    const before = await each(workers, jobsOf);
    const photo = await textPhoto(['Vattnets kretslopp', 'Molnen ger regn över land.']);
    const read = async () => (await sendPhoto(educator, photo)).status;
    expect(await Promise.all([read(), read(), read(), read()])).toEqual([200, 200, 200, 200]);
    const after = await each(workers, jobsOf);
    const ran = after.map((count, i) => count - (before[i] as number));
    console.log(`jobs per ai-worker: ${ran.join(', ')}`);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(4);
    for (const count of ran) expect(count).toBeGreaterThan(0);
  });

  it("when a live game's players reach both classroom replicas, then they still play one game", async () => {
    const replicas = await replicasOf('classroom');
    expect(replicas).toHaveLength(2);
    const game = await openGameWithGuests(educator, course.course.name, ['Ada', 'Bo', 'Cleo', 'Dan']);
    try {
      // The gateway takes the players' requests to the replicas in turn: each replica's answer count shows its share.
      const answerRoute = /route="\/api\/v2\/live\/games\/:gameId\/answer"/;
      const before = await each(replicas, (name) => requestsServed(name, 8086, answerRoute));
      expect((await api('POST', `/api/v2/live/games/${game.gameId}/start`, { token: educator })).status).toBe(
        200,
      );
      const questions = await Promise.all(game.streams.map((stream) => stream.next('question')));
      for (const question of questions) expect(question).toMatchObject({ index: 0, total: 3 });
      const right = course.correctLabel(questions[0].questionText);
      for (const player of game.players)
        expect(await answerAsPlayer(game.gameId, player, 0, right)).toBe(200);
      // One game: the reveal counts every player's answer, whichever replica took it, and reaches every stream.
      expect(await game.host.next('reveal')).toMatchObject({ index: 0, answered: 4, players: 4 });
      for (const stream of game.streams) expect((await stream.next('reveal')).you.correct).toBe(true);
      const after = await each(replicas, (name) => requestsServed(name, 8086, answerRoute));
      const served = after.map((count, i) => count - (before[i] as number));
      console.log(`live answers per classroom replica: ${served.join(', ')}`);
      for (const count of served) expect(count).toBeGreaterThan(0);
    } finally {
      game.close();
    }
  });
});
