import type { Caller } from '@quizdrill/service-kit';
import { describe, expect, it } from 'vitest';
import { canAuthor, canManage } from './permissions.js';

const caller = (role: Caller['role'], userId = 'u1', isPremium = false): Caller => ({
  userId,
  username: 'x',
  role,
  isPremium,
});

describe('content permissions', () => {
  it('lets admins, educators and premium members author, not free users', () => {
    expect(canAuthor(caller('ROLE_ADMIN'))).toBe(true);
    expect(canAuthor(caller('ROLE_EDUCATOR'))).toBe(true);
    expect(canAuthor(caller('ROLE_PREMIUM'))).toBe(true);
    expect(canAuthor(caller('ROLE_USER'))).toBe(false);
  });

  it('lets the owner or an admin manage, nobody else', () => {
    expect(canManage(caller('ROLE_USER', 'owner'), 'owner')).toBe(true);
    expect(canManage(caller('ROLE_ADMIN', 'someone'), 'owner')).toBe(true);
    expect(canManage(caller('ROLE_EDUCATOR', 'someone'), 'owner')).toBe(false);
  });
});
