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

  it('when a deleted team would be forgotten before the events about it leave the stream, then it does not start', () => {
    expect(() =>
      loadClassroomConfig({ EVENT_STREAM_MAX_AGE_DAYS: '40', DELETED_TEAM_RETENTION_DAYS: '40' }),
    ).toThrow(/DELETED_TEAM_RETENTION_DAYS/);
    expect(
      loadClassroomConfig({ EVENT_STREAM_MAX_AGE_DAYS: '40', DELETED_TEAM_RETENTION_DAYS: '41' })
        .DELETED_TEAM_RETENTION_DAYS,
    ).toBe(41);
  });
});
