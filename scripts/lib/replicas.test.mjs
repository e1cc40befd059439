import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './supervisor.mjs';
import { MAX_REPLICAS, parseReplicaCounts } from './system.mjs';

describe('replica counts from --replicas or QUIZDRILL_REPLICAS', () => {
  it('when nothing is given, then one of everything', () => {
    expect(parseReplicaCounts()).toEqual({ every: 1, byName: {} });
    expect(parseReplicaCounts('')).toEqual({ every: 1, byName: {} });
  });

  it('when a count, names with counts, or both are given, then each applies where it says', () => {
    expect(parseReplicaCounts('2')).toEqual({ every: 2, byName: {} });
    expect(parseReplicaCounts('quiz=3,quiz-worker=2')).toEqual({
      every: 1,
      byName: { quiz: 3, 'quiz-worker': 2 },
    });
    expect(parseReplicaCounts(' 2 , ai-worker=1 ')).toEqual({ every: 2, byName: { 'ai-worker': 1 } });
  });

  it('when a part is malformed or out of range, then the error names it', () => {
    expect(() => parseReplicaCounts('quiz:2')).toThrow(/"quiz:2" is neither a count nor name=count/);
    expect(() => parseReplicaCounts('quiz=0')).toThrow(/quiz=0 is out of range/);
    expect(() => parseReplicaCounts(String(MAX_REPLICAS + 1))).toThrow(/out of range/);
    expect(() => parseReplicaCounts('Quiz=2')).toThrow(/neither/);
  });
});

describe('the delay before a restart', () => {
  const policy = { initialDelayMs: 500, maxDelayMs: 30_000, resetAfterMs: 60_000 };

  it('when a process dies for the first time, then the initial delay', () => {
    expect(restartDelayMs(undefined, 10, policy)).toBe(500);
  });

  it('when it dies again soon, then the delay doubles up to the maximum', () => {
    expect(restartDelayMs(500, 1_000, policy)).toBe(1_000);
    expect(restartDelayMs(16_000, 1_000, policy)).toBe(30_000);
    expect(restartDelayMs(30_000, 1_000, policy)).toBe(30_000);
  });

  it('when its last run lasted the reset time, then the initial delay again', () => {
    expect(restartDelayMs(30_000, 60_000, policy)).toBe(500);
  });
});
