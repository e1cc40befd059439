import { describe, expect, it } from 'vitest';
import { loadClassroomConfig } from './config.js';

describe('classroom configuration', () => {
  it('when production has no secret for the join page’s device cookies, then it does not start', () => {
    expect(() => loadClassroomConfig({ NODE_ENV: 'production' })).toThrow(/LIVE_DEVICE_COOKIE_SECRET/);
    const secret = 'a production secret of at least 32 characters';
    expect(
      loadClassroomConfig({ NODE_ENV: 'production', LIVE_DEVICE_COOKIE_SECRET: secret })
        .LIVE_DEVICE_COOKIE_SECRET,
    ).toBe(secret);
  });

  it('when development sets no secret, then none is required', () => {
    expect(loadClassroomConfig({ NODE_ENV: 'development' }).LIVE_DEVICE_COOKIE_SECRET).toBeUndefined();
  });
});
