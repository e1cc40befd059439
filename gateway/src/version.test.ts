import { describe, expect, it } from 'vitest';
import { backendVersion, formatVersion } from './version.js';

describe('backend version', () => {
  it('when a commit is known, then its short sha follows the version', () => {
    expect(formatVersion('0.1.0', 'abc1234def5678')).toBe('0.1.0+abc1234');
  });

  it('when no commit is known, then the version stands alone', () => {
    expect(formatVersion('0.1.0', undefined)).toBe('0.1.0');
  });

  it('when GIT_SHA is given, then it is used instead of asking git', () => {
    expect(backendVersion('feedbee1')).toMatch(/^\d+\.\d+\.\d+\+feedbee$/);
  });
});
