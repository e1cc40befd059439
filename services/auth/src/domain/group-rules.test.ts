import type { Caller } from '@quizdrill/service-kit';
import { describe, expect, it } from 'vitest';
import {
  canCreateGroups,
  canListAllGroups,
  canManageGroup,
  canSelectGroup,
  canViewGroup,
} from './group-rules.js';

const caller = (role: Caller['role'], userId = 'me') => ({ userId, role });
const ownedByMe = { ownerId: 'me', callerIsMember: false };
const memberOf = { ownerId: 'someone-else', callerIsMember: true };
const stranger = { ownerId: 'someone-else', callerIsMember: false };

describe('group rules', () => {
  it.each([
    ['ROLE_EDUCATOR', true],
    ['ROLE_ADMIN', true],
    ['ROLE_PREMIUM', false],
    ['ROLE_USER', false],
  ] as const)('when a %s creates a group, then it is allowed: %s', (role, allowed) => {
    expect(canCreateGroups(caller(role))).toBe(allowed);
  });

  it.each([
    ['ROLE_ADMIN', true],
    ['ROLE_EDUCATOR', false],
    ['ROLE_PREMIUM', false],
    ['ROLE_USER', false],
  ] as const)('when a %s lists every group, then it is allowed: %s', (role, allowed) => {
    expect(canListAllGroups(caller(role))).toBe(allowed);
  });

  it('when the educator who owns a group manages it, then it is allowed', () => {
    expect(canManageGroup(caller('ROLE_EDUCATOR'), ownedByMe)).toBe(true);
  });

  it('when an admin manages any group, then it is allowed', () => {
    expect(canManageGroup(caller('ROLE_ADMIN'), stranger)).toBe(true);
  });

  it('when a member or another educator manages a group, then it is refused', () => {
    expect(canManageGroup(caller('ROLE_USER'), memberOf)).toBe(false);
    expect(canManageGroup(caller('ROLE_EDUCATOR'), memberOf)).toBe(false);
    expect(canManageGroup(caller('ROLE_EDUCATOR'), stranger)).toBe(false);
  });

  it('when the owner is no longer an educator, then they still see the group but no longer manage it', () => {
    expect(canManageGroup(caller('ROLE_USER'), ownedByMe)).toBe(false);
    expect(canViewGroup(caller('ROLE_USER'), ownedByMe)).toBe(true);
  });

  it('when members, owners and admins view a group, then it is allowed; anyone else is refused', () => {
    expect(canViewGroup(caller('ROLE_USER'), memberOf)).toBe(true);
    expect(canViewGroup(caller('ROLE_EDUCATOR'), ownedByMe)).toBe(true);
    expect(canViewGroup(caller('ROLE_ADMIN'), stranger)).toBe(true);
    expect(canViewGroup(caller('ROLE_PREMIUM'), stranger)).toBe(false);
    expect(canViewGroup(caller('ROLE_EDUCATOR'), stranger)).toBe(false);
  });

  it('when choosing the current group, then only members and the owner may, admins included', () => {
    expect(canSelectGroup(caller('ROLE_USER'), memberOf)).toBe(true);
    expect(canSelectGroup(caller('ROLE_EDUCATOR'), ownedByMe)).toBe(true);
    expect(canSelectGroup(caller('ROLE_ADMIN'), stranger)).toBe(false);
    expect(canSelectGroup(caller('ROLE_USER'), stranger)).toBe(false);
  });
});
