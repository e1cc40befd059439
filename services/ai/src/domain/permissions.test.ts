import type { Caller } from '@quizdrill/service-kit';
import { describe, expect, it } from 'vitest';
import { canUseAi, requireAiAccess } from './permissions.js';

const caller = (role: Caller['role'], isPremium = false): Caller => ({
  userId: 'u1',
  username: 'someone',
  role,
  isPremium,
});

describe('who may use the AI features', () => {
  it('when the caller is premium, an educator or an admin, then they may', () => {
    for (const role of ['ROLE_PREMIUM', 'ROLE_EDUCATOR', 'ROLE_ADMIN'] as const) {
      expect(canUseAi(caller(role)), role).toBe(true);
      expect(() => requireAiAccess(caller(role))).not.toThrow();
    }
  });

  it('when a student has premium on the token, then they may', () => {
    expect(canUseAi(caller('ROLE_USER', true))).toBe(true);
  });

  it('when a student is free, then they may not and the refusal is 403', () => {
    expect(canUseAi(caller('ROLE_USER'))).toBe(false);
    expect(() => requireAiAccess(caller('ROLE_USER'))).toThrow(
      expect.objectContaining({
        status: 403,
        message: 'AI features are for premium members, educators and admins',
      }),
    );
  });
});
