import { describe, expect, it } from 'vitest';
import {
  canEditContent,
  canManageContent,
  canManageTeam,
  canManageTeams,
  canUseAi,
  isAdmin,
  isExpiredToken,
  membershipStatus,
  mergeProfile,
  normalizeRole,
  Role,
  tokenExpiresAtMs,
  userFromToken,
} from './token-claims';
import { unsignedToken } from './token-claims.fixtures';

const now = Date.UTC(2025, 0, 1);
const inOneHour = now / 1000 + 3600;

describe('userFromToken', () => {
  it('when the token carries sub and role, then the user has that username and role', () => {
    const user = userFromToken(unsignedToken({ sub: 'student', role: 'ROLE_USER', exp: inOneHour }), now);
    expect(user).toEqual({ username: 'student', role: Role.user, isPremium: false });
  });

  it('when the token carries uid, then it is the user id', () => {
    expect(userFromToken(unsignedToken({ sub: 'student', uid: 'u-1' }), now)?.id).toBe('u-1');
  });

  it('when the role is spelled without the ROLE_ prefix, then it is still recognised', () => {
    expect(userFromToken(unsignedToken({ sub: 'a', role: 'ADMIN' }), now)?.role).toBe(Role.admin);
    expect(userFromToken(unsignedToken({ sub: 'p', role: 'PREMIUM' }), now)).toMatchObject({
      role: Role.premium,
      isPremium: true,
    });
  });

  it('when roles is a list, then the strongest role wins', () => {
    const token = unsignedToken({ sub: 'e', roles: ['ROLE_USER', { authority: 'ROLE_EDUCATOR' }] });
    expect(userFromToken(token, now)?.role).toBe(Role.educator);
    expect(userFromToken(unsignedToken({ sub: 'x', roles: 'ROLE_USER ROLE_ADMIN' }), now)?.role).toBe(
      Role.admin,
    );
  });

  it.each(['isPremium', 'IS_PREMIUM', 'is_premium'])('when %s is true, then the user is premium', (claim) => {
    expect(userFromToken(unsignedToken({ sub: 'p', role: 'ROLE_USER', [claim]: true }), now)?.isPremium).toBe(
      true,
    );
  });

  it('when the token has expired, then nobody is logged in', () => {
    expect(userFromToken(unsignedToken({ sub: 'student', exp: now / 1000 - 1 }), now)).toBeNull();
  });

  it('when the token is malformed or has no subject, then nobody is logged in', () => {
    expect(userFromToken('not-a-token', now)).toBeNull();
    expect(userFromToken('a.%%%.c', now)).toBeNull();
    expect(userFromToken(unsignedToken({ role: 'ROLE_USER' }), now)).toBeNull();
    expect(userFromToken(null, now)).toBeNull();
  });

  it('when the payload holds non-ASCII text, then it is decoded as UTF-8', () => {
    expect(userFromToken(unsignedToken({ sub: 'åsa.öberg' }), now)?.username).toBe('åsa.öberg');
  });
});

describe('token expiry', () => {
  it('when the token has exp, then it expires then, and counts as expired from that moment', () => {
    const token = unsignedToken({ sub: 'student', exp: inOneHour });
    expect(tokenExpiresAtMs(token)).toBe(inOneHour * 1000);
    expect(isExpiredToken(token, now)).toBe(false);
    expect(isExpiredToken(token, inOneHour * 1000)).toBe(true);
  });

  it('when the token has no exp or is malformed, then it has no expiry and is not called expired', () => {
    expect(tokenExpiresAtMs(unsignedToken({ sub: 'student' }))).toBeNull();
    expect(isExpiredToken('not-a-token', now)).toBe(false);
  });
});

describe('mergeProfile', () => {
  const fromToken = { username: 'student', role: Role.user, isPremium: false };

  it('when /users/me answers, then its names and role override the claims', () => {
    const merged = mergeProfile(fromToken, { firstName: 'Sara', role: 'ROLE_EDUCATOR', isPremium: false });
    expect(merged).toMatchObject({ username: 'student', firstName: 'Sara', role: Role.educator });
  });

  it('when /users/me answers something unexpected, then the claims stay', () => {
    expect(mergeProfile(fromToken, 'Service unavailable')).toEqual(fromToken);
    expect(mergeProfile(fromToken, { firstName: 42, role: 'WIZARD' })).toEqual(fromToken);
  });
});

describe('permissions', () => {
  it('when the user is admin, educator or a paying member, then manage content is allowed; free users are not', () => {
    const as = (role: Role, isPremium = false) => ({ username: 'u', role, isPremium });
    expect(canManageContent(as(Role.admin))).toBe(true);
    expect(canManageContent(as(Role.educator))).toBe(true);
    expect(canManageContent(as(Role.premium, true))).toBe(true);
    expect(canManageContent(as(Role.user, true))).toBe(true);
    expect(canManageContent(as(Role.user))).toBe(false);
    expect(isAdmin(as(Role.admin))).toBe(true);
    expect(isAdmin(as(Role.educator))).toBe(false);
  });

  it('when content is edited, then it is by its owner or an admin, not by another author', () => {
    const as = (role: Role, id?: string) => ({ username: 'u', role, isPremium: false, id });
    expect(canEditContent(as(Role.educator, 'owner-id'), 'owner-id')).toBe(true);
    expect(canEditContent(as(Role.admin, 'admin-id'), 'owner-id')).toBe(true);
    expect(canEditContent(as(Role.educator, 'other-id'), 'owner-id')).toBe(false);
    expect(canEditContent(as(Role.premium), 'owner-id')).toBe(false);
  });

  it('when AI features are used, then by premium members, educators and admins, not by free users', () => {
    const as = (role: Role, isPremium = false) => ({ username: 'u', role, isPremium });
    expect(canUseAi(as(Role.admin))).toBe(true);
    expect(canUseAi(as(Role.premium, true))).toBe(true);
    expect(canUseAi(as(Role.user, true))).toBe(true);
    expect(canUseAi(as(Role.educator, true))).toBe(true);
    expect(canUseAi(as(Role.educator))).toBe(true);
    expect(canUseAi(as(Role.user))).toBe(false);
  });

  it('when teams are managed, then by educators and admins only, not by premium members', () => {
    const as = (role: Role, isPremium = false) => ({ username: 'u', role, isPremium });
    expect(canManageTeams(as(Role.admin))).toBe(true);
    expect(canManageTeams(as(Role.educator))).toBe(true);
    expect(canManageTeams(as(Role.premium, true))).toBe(false);
    expect(canManageTeams(as(Role.user))).toBe(false);
  });

  it('when the status badge is chosen, then the role decides, and any paying member is premium', () => {
    const as = (role: Role, isPremium = false) => ({ username: 'u', role, isPremium });
    expect(membershipStatus(as(Role.admin, true))).toBe('admin');
    expect(membershipStatus(as(Role.educator))).toBe('educator');
    expect(membershipStatus(as(Role.premium, true))).toBe('premium');
    expect(membershipStatus(as(Role.user, true))).toBe('premium');
    expect(membershipStatus(as(Role.user))).toBe('free');
  });

  it('when a team is managed, then it is by its educator owner or an admin, not by a member', () => {
    const team = { ownerUsername: 'educator' };
    expect(canManageTeam({ username: 'educator', role: Role.educator, isPremium: false }, team)).toBe(true);
    expect(canManageTeam({ username: 'other', role: Role.educator, isPremium: false }, team)).toBe(false);
    expect(canManageTeam({ username: 'admin', role: Role.admin, isPremium: false }, team)).toBe(true);
    expect(canManageTeam({ username: 'educator', role: Role.user, isPremium: false }, team)).toBe(false);
  });

  it('when a role name is unknown, then it is not normalised to any role', () => {
    expect(normalizeRole('ROLE_WIZARD')).toBeUndefined();
    expect(normalizeRole(undefined)).toBeUndefined();
  });
});
