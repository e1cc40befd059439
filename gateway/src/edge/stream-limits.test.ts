import { describe, expect, it } from 'vitest';
import { OpenStreams, type StreamCaps, tooManyStreams } from './stream-limits.js';

const caps: StreamCaps = { perPlayer: 2, perUser: 3, perGame: 4, perAddress: 5, ceiling: 6 };

describe('OpenStreams', () => {
  it('when a player holds their most streams, then the next is refused for the player, and nothing is taken', () => {
    const streams = new OpenStreams(caps);
    const player = { address: 'a', player: 'p1', game: 'g1' };
    streams.open(player);
    streams.open(player);
    expect(streams.open(player)).toEqual({ refusedBy: 'player' });
    expect(streams.size).toBe(2);
    // The game counted two: two more players fill it.
    streams.open({ address: 'a', player: 'p2', game: 'g1' });
    streams.open({ address: 'a', player: 'p3', game: 'g1' });
    expect(streams.open({ address: 'b', player: 'p4', game: 'g1' })).toEqual({ refusedBy: 'game' });
  });

  it('when a stream is released, then its place is free again, however often it is released', () => {
    const streams = new OpenStreams(caps);
    const user = { address: 'a', userId: 'u1' };
    const first = streams.open(user);
    streams.open(user);
    streams.open(user);
    expect(streams.open(user)).toEqual({ refusedBy: 'user' });
    if (!('release' in first)) throw new Error('the first stream was refused');
    first.release();
    first.release();
    expect(streams.size).toBe(2);
    expect('release' in streams.open(user)).toBe(true);
    expect(streams.open(user)).toEqual({ refusedBy: 'user' });
  });

  it('when one address holds its most, then it is refused while another address is not', () => {
    const streams = new OpenStreams(caps);
    for (let index = 0; index < 5; index++) streams.open({ address: 'school', player: `p${index}` });
    expect(streams.open({ address: 'school', player: 'p9' })).toEqual({ refusedBy: 'address' });
    expect('release' in streams.open({ address: 'home', player: 'p9' })).toBe(true);
  });

  it('when the ceiling is reached, then anyone is refused, whatever their own counts', () => {
    const streams = new OpenStreams(caps);
    for (let index = 0; index < 6; index++) streams.open({ address: `a${index}` });
    expect(streams.open({ address: 'new' })).toEqual({ refusedBy: 'ceiling' });
  });
});

describe('tooManyStreams', () => {
  it('when a stream is refused, then the 429 names the cap that refused it and when to try again', () => {
    const refusal = tooManyStreams('player', caps);
    expect(refusal.status).toBe(429);
    expect(refusal.code).toBe('too_many_streams');
    expect(refusal.message).toBe(
      'This player already has 2 live connections open. Close another tab or window and try again.',
    );
    expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
  });
});
