// A whole live game as host and players see it: questions without the answer, answers scored by speed, the
// reveal with counts and leaders, the podium; and each way an answer is refused.
import { describe, expect, it } from 'vitest';
import {
  answerCall,
  classroomWithCourse,
  createCourseGame,
  hostAction,
  hostCall,
  joinAs,
  joinCall,
  newUser,
  openHostStream,
  openPlayerStream,
} from './support.js';

describe('a live game', () => {
  const setup = classroomWithCourse('rymden', 3);

  it('when a host runs a timed game with three players, then everyone sees each question, the reveal and the podium', async () => {
    const game = await createCourseGame(setup, { questionSeconds: 60 });
    expect(game.pin).toMatch(/^[1-9]\d{5}$/);
    expect(game.joinUrl).toBe(`https://quiz.skolan.example/live/${game.pin}`);

    const host = await openHostStream(setup.classroom, 'educator', game.gameId);
    const lobby = await host.next('state');
    expect(lobby.game).toMatchObject({ status: 'lobby', questionIndex: null, questionCount: 3, players: 0 });
    expect(lobby.roster).toEqual([]);

    const ella = await joinAs(setup.classroom, game.pin, 'Ella');
    const sara = await joinAs(setup.classroom, game.pin, undefined, { as: 'student' });
    const kim = await joinAs(setup.classroom, game.pin, 'Kim');
    // Signed in, Sara is "Sara A." to the other players and Sara Andersson to the host, never her username.
    expect(sara.nickname).toBe('Sara A.');
    expect((await host.next('player.joined')).nickname).toBe('Ella');
    expect(await host.next('player.joined')).toMatchObject({ nickname: 'Sara Andersson', players: 2 });
    expect(await host.next('player.joined')).toMatchObject({ nickname: 'Kim', players: 3 });

    const streams = await Promise.all(
      [ella, sara, kim].map((player) => openPlayerStream(setup.classroom.replica.url, player)),
    );
    for (const [position, stream] of streams.entries()) {
      const state = await stream.next('state');
      expect(state.game.status).toBe('lobby');
      expect(state.you).toMatchObject({
        playerId: [ella, sara, kim][position]!.playerId,
        answer: null,
        score: 0,
      });
      expect(state.roster).toBeNull();
    }

    await hostAction(setup.classroom, 'educator', game.gameId, 'start');
    const shown = await streams[0]!.next('question');
    expect(shown).toMatchObject({
      index: 0,
      total: 3,
      questionId: setup.course.questions[0]!.id,
      questionText: 'Fråga 1 i rymden',
      seconds: 60,
    });
    expect(shown.options).toEqual(
      ['A', 'B', 'C', 'D'].map((label) => ({ optionLabel: label, optionText: `Svar ${label}1` })),
    );
    expect(JSON.stringify(shown)).not.toMatch(/isCorrect|correctOption/);
    expect(shown.deadline - shown.sentAt).toBe(60_000);
    expect(shown.remainingMs).toBeGreaterThan(50_000);

    // Ella right, Sara wrong, Kim right: the last answer reveals at once (nobody is left to wait for).
    expect((await answerCall(setup.classroom, ella, 0, 'A')).status).toBe(200);
    expect((await answerCall(setup.classroom, sara, 0, 'b')).status).toBe(200);
    expect((await answerCall(setup.classroom, kim, 0, 'A')).status).toBe(200);
    expect(await host.next('answers', (data) => data.answered === 3)).toMatchObject({ index: 0, players: 3 });

    const reveal = await host.next('reveal');
    expect(reveal).toMatchObject({
      index: 0,
      correctOption: 'A',
      counts: { A: 2, B: 1, C: 0, D: 0 },
      answered: 3,
      players: 3,
    });
    expect(reveal.you).toBeUndefined();
    expect(reveal.top.map((entry: { nickname: string }) => entry.nickname)).toEqual([
      'Ella',
      'Kim',
      'Sara Andersson',
    ]);
    expect(reveal.top[0].score).toBeGreaterThan(900);
    const ellaReveal = await streams[0]!.next('reveal');
    expect(ellaReveal.top.map((entry: { nickname: string }) => entry.nickname)).toEqual([
      'Ella',
      'Kim',
      'Sara A.',
    ]);
    expect(ellaReveal.you).toMatchObject({ answer: 'A', correct: true, rank: 1, score: reveal.top[0].score });
    // The players learn the final count from the reveal right behind it; only the host got it as a count.
    const finalCount = (event: { event: string; data: { index: number; answered: number } }) =>
      event.event === 'answers' && event.data.index === 0 && event.data.answered === 3;
    expect(streams[0]!.events.filter(finalCount)).toEqual([]);
    const saraReveal = await streams[1]!.next('reveal');
    expect(saraReveal.you).toEqual({ answer: 'B', correct: false, points: 0, score: 0, rank: 3 });

    // The teacher moves on; Kim does not answer question 2 and the host reveals it.
    await hostAction(setup.classroom, 'educator', game.gameId, 'next');
    expect((await streams[2]!.next('question', (data) => data.index === 1)).remainingMs).toBeGreaterThan(0);
    expect((await answerCall(setup.classroom, ella, 1, 'B')).status).toBe(200);
    await hostAction(setup.classroom, 'educator', game.gameId, 'reveal');
    expect((await streams[2]!.next('reveal', (data) => data.index === 1)).you).toMatchObject({
      answer: null,
      correct: false,
      points: 0,
    });

    await hostAction(setup.classroom, 'educator', game.gameId, 'next');
    await hostAction(setup.classroom, 'educator', game.gameId, 'reveal');
    // Next after the last question ends the game.
    const view = await hostAction(setup.classroom, 'educator', game.gameId, 'next');
    expect(view.status).toBe('finished');
    const podium = await host.next('finished');
    expect(podium).toMatchObject({ reason: 'completed', players: 3 });
    expect(podium.top[0].nickname).toBe('Ella');
    expect((await streams[0]!.next('finished')).you).toEqual({ score: podium.top[0].score, rank: 1 });
    // Every event of a kind that moves the game on came once, in order (each stream gets `finished` in its own
    // time: waited for, not assumed from another stream's).
    await streams[1]!.next('finished');
    expect(streams[1]!.names().filter((name) => ['question', 'reveal', 'finished'].includes(name))).toEqual([
      'question',
      'reveal',
      'question',
      'reveal',
      'question',
      'reveal',
      'finished',
    ]);

    for (const stream of [host, ...streams]) stream.close();
  });

  it('when an answer comes twice, late, for another question or with no such option, then 409 or 400 and it counts once', async () => {
    const game = await createCourseGame(setup, { questionSeconds: 5 });
    const ella = await joinAs(setup.classroom, game.pin, 'Ella');
    const kim = await joinAs(setup.classroom, game.pin, 'Kim');
    const host = await openHostStream(setup.classroom, 'educator', game.gameId);
    await host.next('state');

    const early = await answerCall(setup.classroom, ella, 0, 'A');
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe('question_not_current');

    await hostAction(setup.classroom, 'educator', game.gameId, 'start');
    const noSuchOption = await answerCall(setup.classroom, ella, 0, 'F');
    expect(noSuchOption.status).toBe(400);
    expect(await noSuchOption.json()).toEqual({
      error: 'invalid_answer',
      message: 'There is no option F; the options are A, B, C, D',
    });
    expect((await answerCall(setup.classroom, ella, 1, 'A')).status).toBe(409);

    expect((await answerCall(setup.classroom, ella, 0, 'A')).status).toBe(200);
    const again = await answerCall(setup.classroom, ella, 0, 'B');
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('already_answered');

    // Kim waits past the deadline; the clock moves instead of the test sleeping.
    setup.classroom.clock.advance(5_001);
    const late = await answerCall(setup.classroom, kim, 0, 'A');
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe('answer_too_late');

    const reveal = await host.next('reveal');
    expect(reveal).toMatchObject({ answered: 1, counts: { A: 1, B: 0, C: 0, D: 0 } });
    expect(reveal.revealedAt).toBeGreaterThanOrEqual(
      await setup.classroom.redis.hget(setup.classroom.keys.game(game.gameId).meta, 'deadline').then(Number),
    );
    host.close();
  });

  it('when the teacher advances (no timer), then a right answer scores 1,000 and nothing reveals by itself', async () => {
    const game = await createCourseGame(setup, { questionSeconds: null }, 'premium');
    const ella = await joinAs(setup.classroom, game.pin, 'Ella');
    const host = await openHostStream(setup.classroom, 'premium', game.gameId);
    await host.next('state');
    await hostAction(setup.classroom, 'premium', game.gameId, 'start');
    const question = await host.next('question');
    expect(question).toMatchObject({ seconds: null, deadline: null, remainingMs: null });
    await answerCall(setup.classroom, ella, 0, 'A');
    expect(await host.next('answers')).toMatchObject({ answered: 1, players: 1 });
    const tooSoon = await hostCall(setup.classroom, 'premium', game.gameId, 'next');
    expect(tooSoon.status).toBe(409);
    expect(await tooSoon.json()).toEqual({
      error: 'action_not_allowed',
      message: 'Cannot next now: a question is open; reveal its answer first',
    });
    await hostAction(setup.classroom, 'premium', game.gameId, 'reveal');
    expect((await host.next('reveal')).top[0]).toMatchObject({ nickname: 'Ella', score: 1000 });
    host.close();
  });

  it('when the host removes a player, then their stream ends, their answers are refused and the host sees them go', async () => {
    const game = await createCourseGame(setup);
    const troll = await joinAs(setup.classroom, game.pin, 'Troll');
    await joinAs(setup.classroom, game.pin, 'Ella');
    const host = await openHostStream(setup.classroom, 'educator', game.gameId);
    await host.next('state');
    const trollStream = await openPlayerStream(setup.classroom.replica.url, troll);
    await trollStream.next('state');

    const removed = await setup.classroom.call(
      'DELETE',
      `/api/v2/live/games/${game.gameId}/players/${troll.playerId}`,
      {
        as: 'educator',
      },
    );
    expect(removed.status).toBe(204);
    await trollStream.next('kicked');
    await trollStream.closedByServer();
    expect(await host.next('player.left')).toMatchObject({ playerId: troll.playerId, players: 1 });

    await hostAction(setup.classroom, 'educator', game.gameId, 'start');
    const refused = await answerCall(setup.classroom, troll, 0, 'A');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('player_removed');
    const unknown = await setup.classroom.call('DELETE', `/api/v2/live/games/${game.gameId}/players/99`, {
      as: 'educator',
    });
    expect(unknown.status).toBe(404);
    host.close();
  });

  it('when a player who is not signed in joins a game for signed-in players, or the same user joins twice, then 403, and the same player', async () => {
    const game = await createCourseGame(setup, { allowGuests: false });
    const guest = await joinCall(setup.classroom, { pin: game.pin, nickname: 'Ella' });
    expect(guest.status).toBe(403);
    expect((await guest.json()).error).toBe('guests_not_allowed');
    const user = newUser();
    const first = await joinAs(setup.classroom, game.pin, undefined, { as: user });
    const second = await joinAs(setup.classroom, game.pin, undefined, { as: user });
    expect(second.playerId).toBe(first.playerId);
    expect(second.playerToken).not.toBe(first.playerToken);
    expect(
      await hostCall(setup.classroom, 'educator', game.gameId, 'start').then((response) => response.status),
    ).toBe(200);
  });
});
