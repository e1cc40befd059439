import { describe, expect, it } from 'vitest';
import { isTimeZone, startOfDay } from './day.js';

describe("the user's day", () => {
  it('when it is early morning in Stockholm in winter, then the day began at 23:00 UTC the evening before', () => {
    expect(startOfDay(new Date('2026-11-24T05:30:00Z'), 'Europe/Stockholm').toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
  });

  it('when it is late evening in UTC but already tomorrow in Tokyo, then the day is Tokyo’s', () => {
    expect(startOfDay(new Date('2026-06-30T20:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-06-30T15:00:00.000Z',
    );
  });

  it('when a summer day in Stockholm, then the day began at 22:00 UTC', () => {
    expect(startOfDay(new Date('2026-07-01T12:00:00Z'), 'Europe/Stockholm').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
  });

  it('knows real time zones and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Stockholm')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
