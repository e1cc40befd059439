import { describe, expect, it } from 'vitest';
import { formatDateTime, fromLocalInputValue, localDateStamp, toLocalInputValue } from './due-date';

describe('due dates', () => {
  it('when a typed local date and time is sent and shown again, then the input gets back what was typed', () => {
    const iso = fromLocalInputValue('2026-11-27T16:00');
    expect(iso).toMatch(/^2026-11-2\dT\d{2}:00:00\.000Z$/);
    expect(toLocalInputValue(iso ?? null)).toBe('2026-11-27T16:00');
  });

  it('when the field is empty, then there is no due date; when it is not a date, then it is refused', () => {
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('  ')).toBeNull();
    expect(fromLocalInputValue('fredag')).toBeUndefined();
    expect(fromLocalInputValue('2026-02-30T10:00')).toBeUndefined();
    expect(fromLocalInputValue('2026-13-01T10:00')).toBeUndefined();
  });

  it('when there is no due date or it is unreadable, then the input is empty', () => {
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('not a date')).toBe('');
  });

  it('when a date is shown, then it is written the way the language writes dates', () => {
    const iso = new Date(2026, 10, 27, 16, 5).toISOString();
    expect(formatDateTime(iso, 'sv')).toContain('16:05');
    expect(formatDateTime(iso, 'sv')).toContain('nov');
    expect(formatDateTime(iso, 'en')).toMatch(/Nov 27, 2026.*4:05/);
    expect(formatDateTime(iso, 'sv', 'short')).toBe('2026-11-27 16:05');
  });

  it('when a file is named for today, then the date is the local one', () => {
    expect(localDateStamp(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
