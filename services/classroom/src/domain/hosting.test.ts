import { describe, expect, it } from 'vitest';
import { mayHost, mayRun } from './hosting.js';

describe('hosting live games', () => {
  it.each([
    ['ROLE_USER', false],
    ['ROLE_PREMIUM', true],
    ['ROLE_EDUCATOR', true],
    ['ROLE_ADMIN', true],
  ] as const)('when the role is %s, then hosting is %s', (role, allowed) => {
    expect(mayHost(role)).toBe(allowed);
  });

  it('when someone other than the host or an admin asks, then they may not run the game', () => {
    const game = { hostId: 'host' };
    expect(mayRun(game, { userId: 'host', role: 'ROLE_EDUCATOR' })).toBe(true);
    expect(mayRun(game, { userId: 'someone', role: 'ROLE_ADMIN' })).toBe(true);
    expect(mayRun(game, { userId: 'someone', role: 'ROLE_EDUCATOR' })).toBe(false);
    expect(mayRun(game, { userId: 'someone', role: 'ROLE_USER' })).toBe(false);
  });
});
