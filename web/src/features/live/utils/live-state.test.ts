import type { GameView, LiveEventData, LiveQuestion } from '@quizdrill/contracts/types';
import { describe, expect, it } from 'vitest';
import {
  answerShare,
  applyLiveEvent,
  isOneTap,
  isRightLabel,
  type LiveScreenState,
  podiumOrder,
  readLiveEvent,
  secondsLeft,
} from './live-state';

const game: GameView = {
  gameId: '2f0e4c1a-9b7d-4e3f-8a6b-5c4d3e2f1a0b',
  pin: '123456',
  joinUrl: 'http://school.test/live/123456',
  status: 'lobby',
  course: { id: 1, name: 'c', displayName: 'Kurs' },
  orderType: 'ORDER',
  questionSeconds: 20,
  allowGuests: true,
  maxPlayers: 1000,
  questionIndex: null,
  questionCount: 3,
  players: 0,
  answered: 0,
  version: 0,
  createdAt: '2026-11-24T04:00:00.000Z',
};

const question: LiveQuestion = {
  index: 0,
  total: 3,
  questionId: 7,
  questionText: 'Vilken färg har himlen?',
  imageUrl: null,
  language: 'sv',
  options: [
    { optionLabel: 'A', optionText: 'Grön' },
    { optionLabel: 'B', optionText: 'Blå' },
  ],
  seconds: 20,
  deadline: 1_000_020_000,
  remainingMs: 15_000,
};

function opened(you: LiveEventData<'state'>['you'] = null): LiveScreenState {
  const state = applyLiveEvent(
    null,
    {
      name: 'state',
      data: { game, question: null, reveal: null, finished: null, you, roster: [], sentAt: 0 },
    },
    0,
  );
  if (!state) throw new Error('no state');
  return state;
}

describe('applyLiveEvent', () => {
  it('when events come before the first state, then there is nothing to draw', () => {
    expect(applyLiveEvent(null, { name: 'lobby', data: { players: 2, sentAt: 0 } }, 0)).toBeNull();
  });

  it('when a player joins and is removed, then the roster and the count follow', () => {
    let state = opened();
    state = applyLiveEvent(
      state,
      { name: 'player.joined', data: { playerId: '1', nickname: 'Ella', players: 1, sentAt: 0 } },
      0,
    )!;
    state = applyLiveEvent(
      state,
      { name: 'player.joined', data: { playerId: '1', nickname: 'Ella', players: 1, sentAt: 0 } },
      0,
    )!;
    expect(state.roster).toEqual([{ playerId: '1', nickname: 'Ella' }]);
    state = applyLiveEvent(
      state,
      { name: 'player.left', data: { playerId: '1', players: 0, sentAt: 0 } },
      0,
    )!;
    expect(state.roster).toEqual([]);
    expect(state.game.players).toBe(0);
  });

  it('when a question comes, then its countdown runs on this device from the remaining time, and the own answer is cleared', () => {
    const state = applyLiveEvent(
      opened({ playerId: '1', nickname: 'Ella', answer: 'A', score: 0 }),
      { name: 'question', data: { ...question, version: 1, sentAt: 0 } },
      5_000,
    )!;
    expect(state.game).toMatchObject({ status: 'question', questionIndex: 0, answered: 0, version: 1 });
    expect(state.closesAt).toBe(20_000);
    expect(secondsLeft(state, 10_500)).toBe(10);
    expect(secondsLeft(state, 30_000)).toBe(0);
    expect(state.you?.answer).toBeNull();
  });

  it('when an older event comes after a newer one (a reconnect), then it changes nothing', () => {
    const shown = applyLiveEvent(
      opened(),
      { name: 'question', data: { ...question, version: 2, sentAt: 0 } },
      0,
    )!;
    const again = applyLiveEvent(
      shown,
      { name: 'question', data: { ...question, index: 5, version: 1, sentAt: 0 } },
      0,
    );
    expect(again).toBe(shown);
  });

  it('when answers are counted and then revealed, then the count and the player score follow', () => {
    let state = applyLiveEvent(
      opened({ playerId: '1', nickname: 'Ella', answer: null, score: 0 }),
      { name: 'question', data: { ...question, version: 1, sentAt: 0 } },
      0,
    )!;
    state = applyLiveEvent(
      state,
      { name: 'answers', data: { index: 0, answered: 17, players: 28, sentAt: 0 } },
      0,
    )!;
    expect(state.game).toMatchObject({ answered: 17, players: 28 });
    state = applyLiveEvent(
      state,
      {
        name: 'reveal',
        data: {
          index: 0,
          correctOption: 'B',
          counts: { A: 1, B: 3 },
          answered: 4,
          players: 28,
          top: [],
          you: { answer: 'B', correct: true, points: 900, score: 900, rank: 1 },
          version: 2,
          revealedAt: 0,
          sentAt: 0,
        },
      },
      0,
    )!;
    expect(state.game.status).toBe('reveal');
    expect(state.you?.score).toBe(900);
    expect(state.closesAt).toBeNull();
  });
});

describe('the smaller rules', () => {
  it('when the stream names an unknown event or sends bad JSON, then it is skipped', () => {
    expect(readLiveEvent('surprise', '{}')).toBeNull();
    expect(readLiveEvent('lobby', 'not json')).toBeNull();
    expect(readLiveEvent('lobby', '{"players":3,"sentAt":1}')).toEqual({
      name: 'lobby',
      data: { players: 3, sentAt: 1 },
    });
  });

  it('when the top three stand on the podium, then second, first, third', () => {
    const entry = (rank: number) => ({ rank, playerId: String(rank), nickname: `P${rank}`, score: 0 });
    expect(podiumOrder([entry(1), entry(2), entry(3), entry(4)]).map((e) => e.rank)).toEqual([2, 1, 3]);
    expect(podiumOrder([entry(1)]).map((e) => e.rank)).toEqual([1]);
  });

  it('when nobody answered, then every bar is empty', () => {
    expect(answerShare({ A: 0, B: 0 }, 'A')).toBe(0);
    expect(answerShare({ A: 1, B: 3 }, 'B')).toBe(0.75);
  });
});

describe('kinds on the live screens', () => {
  it('when a question is single choice or true/false, then one tap answers it; other kinds send a form', () => {
    expect(isOneTap({})).toBe(true);
    expect(isOneTap({ kind: 'truefalse' })).toBe(true);
    expect(isOneTap({ kind: 'multiple' })).toBe(false);
    expect(isOneTap({ kind: 'matching' })).toBe(false);
  });

  it('when a multiple-choice answer is revealed, then each of its right labels is marked right', () => {
    expect(isRightLabel({ correctOption: 'A,C' }, 'C')).toBe(true);
    expect(isRightLabel({ correctOption: 'A,C' }, 'B')).toBe(false);
    expect(isRightLabel({ correctOption: 'B' }, 'B')).toBe(true);
  });
});
