// A reload or a lost connection mid-game: the stream starts with where the game is, for that player.
import { describe, expect, it } from 'vitest';
import {
  answerCall,
  classroomWithCourse,
  createCourseGame,
  hostAction,
  joinAs,
  openHostStream,
  openPlayerStream,
} from './support.js';

describe('reconnecting to a live game', () => {
  const setup = classroomWithCourse('historia', 2);

  it('when a player reloads mid-question, after the reveal and after the end, then each time the stream resumes there', async () => {
    const game = await createCourseGame(setup, { questionSeconds: 90 });
    const ella = await joinAs(setup.classroom, game.pin, 'Ella');
    await joinAs(setup.classroom, game.pin, 'Kim');
    await hostAction(setup.classroom, 'educator', game.gameId, 'start');

    const before = await openPlayerStream(setup.classroom.replica.url, ella);
    expect((await before.next('state')).you.answer).toBeNull();
    expect((await answerCall(setup.classroom, ella, 0, 'C')).status).toBe(200);
    before.close();

    const reloaded = await openPlayerStream(setup.classroom.replica.url, ella);
    const midQuestion = await reloaded.next('state');
    expect(midQuestion.game).toMatchObject({ status: 'question', questionIndex: 0, answered: 1, players: 2 });
    expect(midQuestion.question).toMatchObject({ index: 0, questionText: 'Fråga 1 i historia', seconds: 90 });
    expect(midQuestion.question.remainingMs).toBeGreaterThan(0);
    expect(midQuestion.you).toEqual({ playerId: ella.playerId, nickname: 'Ella', answer: 'C', score: 0 });
    expect(midQuestion.reveal).toBeNull();
    reloaded.close();

    await hostAction(setup.classroom, 'educator', game.gameId, 'reveal');
    const afterReveal = await openPlayerStream(setup.classroom.replica.url, ella);
    const revealed = await afterReveal.next('state');
    expect(revealed.game.status).toBe('reveal');
    expect(revealed.reveal).toMatchObject({
      index: 0,
      correctOption: 'A',
      counts: { A: 0, B: 0, C: 1, D: 0 },
      you: { answer: 'C', correct: false, points: 0, score: 0 },
    });
    expect(revealed.reveal.top).toHaveLength(2);
    // The stream goes on after its state: the next question arrives on it.
    await hostAction(setup.classroom, 'educator', game.gameId, 'next');
    expect((await afterReveal.next('question')).index).toBe(1);
    afterReveal.close();

    await hostAction(setup.classroom, 'educator', game.gameId, 'end');
    const afterEnd = await openPlayerStream(setup.classroom.replica.url, ella);
    const ended = await afterEnd.next('state');
    expect(ended.game.status).toBe('finished');
    expect(ended.finished).toMatchObject({ reason: 'ended', players: 2, you: { score: 0 } });
    afterEnd.close();
  });

  it('when the host reconnects, then the state lists every player and no player part', async () => {
    const game = await createCourseGame(setup);
    await joinAs(setup.classroom, game.pin, 'Ella');
    await joinAs(setup.classroom, game.pin, 'Kim');
    const host = await openHostStream(setup.classroom, 'educator', game.gameId);
    const state = await host.next('state');
    expect(state.you).toBeNull();
    expect(state.roster.map((entry: { nickname: string }) => entry.nickname)).toEqual(['Ella', 'Kim']);
    expect(
      await setup.classroom
        .call('GET', `/api/v2/live/games/${game.gameId}`, { as: 'educator' })
        .then((r) => r.json()),
    ).toMatchObject({
      status: 'lobby',
      players: 2,
      roster: [{ nickname: 'Ella' }, { nickname: 'Kim' }],
    });
    host.close();
  });
});
