// A live game through the gateway, exactly as the host's and the players' screens drive it: create, join by PIN,
// the push stream, answer, reveal, results (issue 17's API).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../support/accounts.js';
import { joinAsGuest, LiveStream, playerAuthorization } from '../support/live.js';
import { createQuizCourse, type QuizCourse } from '../support/quiz.js';
import { baseUrl } from '../support/system.js';

describe('a live game over HTTP', () => {
  let educator: string;
  let course: QuizCourse;
  const streams: LiveStream[] = [];
  beforeAll(async () => {
    educator = await loginAs('educator');
    course = await createQuizCourse(educator);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  it('when a teacher creates a game and two players join, then both see the question, answer, and see the reveal', async () => {
    const created = await api<{ gameId: string; pin: string; joinUrl: string }>(
      'POST',
      '/api/v2/live/games',
      {
        token: educator,
        body: { courseName: course.course.name, questionSeconds: 30 },
      },
    );
    expect(created.status).toBe(201);
    const { gameId, pin, joinUrl } = created.body;
    expect(pin).toMatch(/^[1-9]\d{5}$/);
    expect(joinUrl).toMatch(new RegExp(`/live/${pin}$`));

    const host = await LiveStream.open(gameId, `Bearer ${educator}`);
    streams.push(host);
    expect((await host.next('state')).game).toMatchObject({ status: 'lobby', players: 0, questionCount: 3 });

    const ella = await joinAsGuest(pin, 'Ella');
    const student = await api<{ playerToken: string; gameId: string; playerId: string; nickname: string }>(
      'POST',
      '/api/v2/live/join',
      { token: await loginAs('student'), body: { pin } },
    );
    // Names, not usernames (issue 41): the other players see "Sara A.", the host Sara Andersson.
    expect(student.body.nickname).toBe('Sara A.');
    expect((await host.next('player.joined')).nickname).toBe('Ella');
    expect((await host.next('player.joined')).nickname).toBe('Sara Andersson');

    const players = [ella, student.body];
    const playerStreams = await Promise.all(
      players.map((player) => LiveStream.open(gameId, playerAuthorization(player))),
    );
    streams.push(...playerStreams);
    for (const stream of playerStreams) expect((await stream.next('state')).game.players).toBe(2);

    expect((await api('POST', `/api/v2/live/games/${gameId}/start`, { token: educator })).status).toBe(200);
    const questions = await Promise.all(playerStreams.map((stream) => stream.next('question')));
    const [first] = questions;
    expect(first).toMatchObject({ index: 0, total: 3, seconds: 30 });
    expect(JSON.stringify(first)).not.toMatch(/isCorrect|correctOption/);
    const right = course.correctLabel(first.questionText);
    const wrong = course.wrongLabel(first.questionText);

    const answer = (player: { playerToken: string }, label: string) =>
      fetch(`${baseUrl()}/api/v2/live/games/${gameId}/answer`, {
        method: 'POST',
        headers: { authorization: `Player ${player.playerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ questionIndex: 0, answer: label }),
      });
    expect((await answer(ella, right)).status).toBe(200);
    const twice = await answer(ella, wrong);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toBe('already_answered');
    expect((await answer(student.body, wrong)).status).toBe(200);

    // The last answer reveals at once.
    const reveal = await host.next('reveal');
    expect(reveal).toMatchObject({ index: 0, correctOption: right, answered: 2, players: 2 });
    expect(reveal.counts[right]).toBe(1);
    expect(reveal.counts[wrong]).toBe(1);
    const nicknames = (top: { nickname: string }[]) => top.map((entry) => entry.nickname);
    expect(nicknames(reveal.top)).toEqual(['Ella', 'Sara Andersson']);
    const ellaReveal = await playerStreams[0]!.next('reveal');
    expect(ellaReveal.you).toMatchObject({ answer: right, correct: true, rank: 1 });
    expect(nicknames(ellaReveal.top)).toEqual(['Ella', 'Sara A.']);

    const results = await api<{ players: { nickname: string; name: string; rank: number }[] }>(
      'GET',
      `/api/v2/live/games/${gameId}/results`,
      { token: educator },
    );
    expect(results.body.players.map((player) => [player.rank, player.nickname, player.name])).toEqual([
      [1, 'Ella', 'Ella'],
      [2, 'Sara A.', 'Sara Andersson'],
    ]);
    expect((await api('POST', `/api/v2/live/games/${gameId}/end`, { token: educator })).status).toBe(200);
  });

  it('when a player token is not valid, then 401 player_token_invalid, which the web app never takes for a logout', async () => {
    const answer = await fetch(`${baseUrl()}/api/v2/live/games/2f0e4c1a-9b7d-4e3f-8a6b-5c4d3e2f1a0b/answer`, {
      method: 'POST',
      headers: { authorization: `Player ${'x'.repeat(43)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ questionIndex: 0, answer: 'A' }),
    });
    expect(answer.status).toBe(401);
    expect((await answer.json()).error).toBe('player_token_invalid');
  });
});
