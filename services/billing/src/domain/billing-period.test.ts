import { describe, expect, it } from 'vitest';
import { periodEnd } from './billing-period.js';

describe('a simulated billing period', () => {
  it('when a month is paid, then it ends on the same day next month, or that month’s last day', () => {
    expect(periodEnd(new Date('2026-12-15T10:30:00Z'))).toEqual(new Date('2027-01-15T10:30:00Z'));
    expect(periodEnd(new Date('2027-01-31T08:00:00Z'))).toEqual(new Date('2027-02-28T08:00:00Z'));
    expect(periodEnd(new Date('2028-01-31T08:00:00Z'))).toEqual(new Date('2028-02-29T08:00:00Z'));
  });

  it('when a period in seconds is set, then it ends that many seconds on', () => {
    expect(periodEnd(new Date('2026-12-15T10:30:00Z'), 90)).toEqual(new Date('2026-12-15T10:31:30Z'));
  });
});
