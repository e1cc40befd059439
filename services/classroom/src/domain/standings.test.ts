import { describe, expect, it } from 'vitest';
import { leaders, rankPlayers } from './standings.js';

describe('live standings', () => {
  it('when scores differ, then more points rank first', () => {
    const ranked = rankPlayers([
      { playerId: '1', score: 500, answerTimeMs: 100 },
      { playerId: '2', score: 1500, answerTimeMs: 9_000 },
      { playerId: '3', score: 1000, answerTimeMs: 50 },
    ]);
    expect(ranked.map((player) => [player.playerId, player.rank])).toEqual([
      ['2', 1],
      ['3', 2],
      ['1', 3],
    ]);
  });

  it('when scores are equal, then less total answer time ranks first; equal in both share a place', () => {
    const ranked = rankPlayers([
      { playerId: '1', score: 1000, answerTimeMs: 4_000 },
      { playerId: '2', score: 1000, answerTimeMs: 2_500 },
      { playerId: '3', score: 1000, answerTimeMs: 4_000 },
      { playerId: '4', score: 0, answerTimeMs: 0 },
    ]);
    expect(ranked.map((player) => [player.playerId, player.rank])).toEqual([
      ['2', 1],
      ['1', 2],
      ['3', 2],
      ['4', 4],
    ]);
  });

  it('when the host removed a player, then they come after everyone and never lead', () => {
    const ranked = rankPlayers([
      { playerId: '1', score: 3000, answerTimeMs: 10, removed: true },
      { playerId: '2', score: 500, answerTimeMs: 10 },
    ]);
    expect(ranked.map((player) => [player.playerId, player.rank])).toEqual([
      ['2', 1],
      ['1', 2],
    ]);
    expect(leaders(ranked, 5).map((player) => player.playerId)).toEqual(['2']);
  });
});
