import { describe, expect, it } from 'vitest';
import { REFRESH_BEFORE_EXPIRY_MS, refreshDelayMs } from './auth';

const now = Date.UTC(2025, 0, 1);
const hour = 3600_000;

describe('refreshDelayMs', () => {
  it('when the token has an hour left, then it is refreshed ten minutes before it expires', () => {
    expect(refreshDelayMs(now + hour, now)).toBe(hour - REFRESH_BEFORE_EXPIRY_MS);
  });

  it('when the token is already within ten minutes of expiry (or past it), then it is refreshed at once', () => {
    expect(refreshDelayMs(now + 5 * 60_000, now)).toBe(0);
    expect(refreshDelayMs(now - 1, now)).toBe(0);
  });

  it('when the expiry is very far away, then the wait still fits a browser timer', () => {
    expect(refreshDelayMs(now + 365 * 24 * hour, now)).toBe(2 ** 31 - 1);
  });
});
