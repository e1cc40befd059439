import { describe, expect, it } from 'vitest';
import { mayAssign, mayManage } from './assignment-rules.js';

const owner = { userId: 'owner', role: 'ROLE_EDUCATOR' as const };
const other = { userId: 'other', role: 'ROLE_EDUCATOR' as const };
const admin = { userId: 'admin', role: 'ROLE_ADMIN' as const };
const student = { userId: 'student', role: 'ROLE_USER' as const };

describe('assignment rules', () => {
  it('when the team is the caller’s, or the caller is an admin, then they may assign to it', () => {
    const team = { ownerId: 'owner' };
    expect([owner, other, admin, student].map((caller) => mayAssign(team, caller))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(mayAssign({ ownerId: null }, owner)).toBe(false);
  });

  it('when the caller made the assignment, owns its team or is an admin, then they manage it', () => {
    const assignment = { createdById: 'admin' };
    const team = { ownerId: 'owner' };
    expect([owner, other, admin, student].map((caller) => mayManage(assignment, team, caller))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(mayManage({ createdById: 'other' }, undefined, other)).toBe(true);
    expect(mayManage({ createdById: 'admin' }, undefined, owner)).toBe(false);
  });
});
