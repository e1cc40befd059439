import { describe, expect, it } from 'vitest';
import { type GameRecord, resultsCsv, resultsFileName, resultsOf } from './results.js';

const record: GameRecord = {
  gameId: '4b1c2d3e-0000-4000-8000-000000000001',
  status: 'finished',
  endReason: 'completed',
  course: { id: 7, name: 'rymden', displayName: 'Rymden' },
  questionCount: 3,
  createdAt: new Date('2026-12-01T08:00:00Z'),
  startedAt: new Date('2026-12-01T08:01:00Z'),
  endedAt: new Date('2026-12-01T08:10:00Z'),
  players: [
    { playerId: '1', nickname: 'Ella', userId: null, username: null, removed: false },
    { playerId: '2', nickname: 'Kim B.', name: 'Kim Berg', userId: 'u-2', username: 'kim', removed: false },
    { playerId: '3', nickname: 'Noa', userId: null, username: null, removed: false },
  ],
  questions: [
    { index: 0, questionId: 70, questionText: 'Närmast solen?', correctOption: 'B', labels: 'ABC' },
    { index: 1, questionId: 71, questionText: 'Störst?', correctOption: 'A', labels: 'ABCD' },
  ],
  answers: [
    { playerId: '1', index: 0, answer: 'B', elapsedMs: 1200, points: 940 },
    { playerId: '2', index: 0, answer: 'B', elapsedMs: 900, points: 955 },
    { playerId: '1', index: 1, answer: 'A', elapsedMs: 2500, points: 875 },
    { playerId: '2', index: 1, answer: 'C', elapsedMs: 4000, points: 0 },
    // An answer to a question not in the record (not shown yet) does not count.
    { playerId: '3', index: 2, answer: 'A', elapsedMs: 10, points: 1000 },
  ],
};

describe('results of a live game', () => {
  it('when answers are summed, then each player has score, right answers, time and answers in question order', () => {
    const results = resultsOf(record);
    expect(
      results.players.map(({ rank, nickname, score, correct, answered, answerTimeMs, answers }) => ({
        rank,
        nickname,
        score,
        correct,
        answered,
        answerTimeMs,
        answers,
      })),
    ).toEqual([
      {
        rank: 1,
        nickname: 'Ella',
        score: 1815,
        correct: 2,
        answered: 2,
        answerTimeMs: 3700,
        answers: ['B', 'A'],
      },
      {
        rank: 2,
        nickname: 'Kim B.',
        score: 955,
        correct: 1,
        answered: 2,
        answerTimeMs: 4900,
        answers: ['B', 'C'],
      },
      { rank: 3, nickname: 'Noa', score: 0, correct: 0, answered: 0, answerTimeMs: 0, answers: [null, null] },
    ]);
  });

  it('when a player signed in, then the host reads their full name; a guest is their nickname', () => {
    expect(resultsOf(record).players.map(({ nickname, name }) => [nickname, name])).toEqual([
      ['Ella', 'Ella'],
      ['Kim B.', 'Kim Berg'],
      ['Noa', 'Noa'],
    ]);
  });

  it('when questions are summed, then every label is counted, chosen or not', () => {
    const [first, second] = resultsOf(record).questions;
    expect(first).toMatchObject({ answered: 2, correct: 2, counts: { A: 0, B: 2, C: 0 } });
    expect(second).toMatchObject({ answered: 2, correct: 1, counts: { A: 1, B: 0, C: 1, D: 0 } });
  });

  it('when written as CSV, then Swedish or English headings, the right option in each question heading, decimal commas in Swedish', () => {
    const results = resultsOf(record);
    const swedish = resultsCsv(results, 'sv').split('\r\n');
    expect(swedish[0]).toBe(
      '\uFEFFPlacering;Namn;Användarnamn;Poäng;Rätt;Besvarade;Svarstid (s);Borttagen;Fråga 1 (B);Fråga 2 (A)',
    );
    expect(swedish[2]).toBe('2;Kim Berg;kim;955;1;2;4,9;;B;C');
    expect(resultsCsv(results, 'en').split('\r\n')[2]).toBe('2;Kim Berg;kim;955;1;2;4.9;;B;C');
    expect(resultsFileName(results, 'sv')).toBe('resultat-rymden-2026-12-01.csv');
    expect(resultsFileName(results, 'en')).toBe('results-rymden-2026-12-01.csv');
  });
});
