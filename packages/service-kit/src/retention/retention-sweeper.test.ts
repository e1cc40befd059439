import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, olderThanDays, type RetentionRule, RetentionSweeper } from './retention-sweeper.js';

const logger = pino({ level: 'silent' });

/** A rule over `rows` (times in ms) that records each cutoff it was asked about. */
function ruleOver(name: string, rows: number[], days: number) {
  const cutoffs: Date[] = [];
  const rule: RetentionRule = {
    name,
    cutoff: olderThanDays(days),
    async remove(cutoff, limit) {
      cutoffs.push(cutoff);
      const old = rows.filter((at) => at < cutoff.getTime()).slice(0, limit);
      for (const at of old) rows.splice(rows.indexOf(at), 1);
      return old.length;
    },
  };
  return { rule, rows, cutoffs };
}

describe('the retention sweep', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2027-03-01T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('when a rule keeps rows 10 days, then what is older goes and a row exactly 10 days old stays', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const cutoff = now.getTime() - 10 * DAY_MS;
    const { rule, rows } = ruleOver('answers', [cutoff - 1, cutoff, cutoff + 1], 10);
    const removed = await new RetentionSweeper({ rules: [rule], logger }).sweep(now);
    expect(removed).toEqual({ answers: 1 });
    expect(rows).toEqual([cutoff, cutoff + 1]);
  });

  it('when more rows are old than one statement removes, then the sweep asks again until all are gone', async () => {
    const now = new Date();
    const old = Array.from({ length: 25 }, (_, index) => now.getTime() - 2 * DAY_MS - index);
    const { rule, rows } = ruleOver('answers', [...old, now.getTime()], 1);
    const removed = await new RetentionSweeper({ rules: [rule], logger, batchSize: 10 }).sweep(now);
    expect(removed).toEqual({ answers: 25 });
    expect(rows).toEqual([now.getTime()]);
  });

  it('when one rule fails, then the others still run', async () => {
    const failing: RetentionRule = {
      name: 'broken',
      cutoff: olderThanDays(1),
      remove: () => Promise.reject(new Error('table locked')),
    };
    const { rule, rows } = ruleOver('games', [0], 1);
    const removed = await new RetentionSweeper({ rules: [failing, rule], logger }).sweep();
    expect(removed).toEqual({ broken: 0, games: 1 });
    expect(rows).toEqual([]);
  });

  it('when started, then it sweeps a minute later and then once a day, until stopped', async () => {
    const { rule, cutoffs } = ruleOver('answers', [], 1);
    const sweeper = new RetentionSweeper({ rules: [rule], logger });
    sweeper.start();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(cutoffs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cutoffs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(cutoffs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(cutoffs).toHaveLength(2);
    // Each day's sweep reckons from its own day.
    expect(cutoffs[1]!.getTime() - cutoffs[0]!.getTime()).toBe(DAY_MS);
    await sweeper.stop();
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(cutoffs).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
