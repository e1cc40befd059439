import { describe, expect, it } from 'vitest';
import { bookkeepingCutoff } from './bookkeeping.js';

describe('bookkeeping records are kept seven years after the end of their year', () => {
  const sevenYears = bookkeepingCutoff(7);

  it('when it is 2035, then records of 2027 and before may go and none of 2028', () => {
    const cutoff = sevenYears(new Date('2035-06-15T12:00:00Z'));
    // Midnight of 1 January 2028 in Stockholm (UTC+1 in winter).
    expect(cutoff.toISOString()).toBe('2027-12-31T23:00:00.000Z');
  });

  it('when the year has just turned in Stockholm but not yet in UTC, then it is the new year', () => {
    expect(sevenYears(new Date('2034-12-31T23:30:00Z')).toISOString()).toBe('2027-12-31T23:00:00.000Z');
    expect(sevenYears(new Date('2034-12-31T22:30:00Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('when a record is from the last day of a year, then it is kept all of the seventh year after', () => {
    const record = new Date('2027-12-31T22:59:59Z');
    expect(record < sevenYears(new Date('2034-12-31T22:59:59Z'))).toBe(false);
    expect(record < sevenYears(new Date('2034-12-31T23:00:00Z'))).toBe(true);
  });
});
